// The server's JavaScript, built ahead of time (docs/adr/0032): esbuild bundles apps/server, apps/api and the workspace
// packages (@shop/*) into apps/server/dist; every package of node_modules stays external (Node loads it from there).
// `npm start` and `npm run build` (start.mjs) call ensureServerBundle: the bundle is built when it is missing or when
// one of the files it was made of (listed in dist/bundle-meta.json with their hash) changed. Plain JavaScript: it runs
// before there is anything compiled, and with the production dependencies only (no tsx).
//
// dist/serve.mjs     the production server (primary and HTTP workers: cluster forks this file), NODE_ENV set first
// dist/shop.mjs      the bundle of apps/server/src/serve.ts that serve.mjs loads
// dist/build.mjs     the storefront's build (apps/server/src/build.ts), for `npm run build`
// dist/pglite-server.mjs  the embedded database's process (packages/db/src/pglite/server-process.mjs)
// dist/files/...     the files read at run time, copied: the migrations, the FA(3) invoice schemas
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const SERVER_DIR = fileURLToPath(new URL(".", import.meta.url));
const REPO_ROOT = resolve(SERVER_DIR, "../..");
const DIST_DIR = join(SERVER_DIR, "dist");
const BUILD_FLAG = "--build-in-child";
export const SERVE_ENTRY = join(DIST_DIR, "serve.mjs");
export const BUILD_ENTRY = join(DIST_DIR, "build.mjs");
const META_FILE = join(DIST_DIR, "bundle-meta.json");
/** Besides the bundled sources, a change to these makes the bundle stale. */
const ALSO_HASHED = ["package-lock.json", "apps/server/bundle.mjs"];

const ENTRIES = {
  shop: "apps/server/src/serve.ts",
  // The two parts serve.ts loads, bundled apart: the primary's holds only what it runs (no API, no storefront).
  primary: "apps/server/src/cluster/primary.ts",
  "http-server": "apps/server/src/http-server.ts",
  build: "apps/server/src/build.ts",
  "pglite-server": "packages/db/src/pglite/server-process.mjs",
};
/** `new URL(x, import.meta.url)` of a bundled file that names another entry: the built one. */
const ENTRY_URLS = { "packages/db/src/pglite/server-process.mjs": "./pglite-server.mjs" };
/** Folders read at run time, copied under dist/files (so that dist and node_modules are all a server needs). */
const COPIED = ["packages/db/migrations", "apps/api/src/invoicing/fa3/schemas"];
/** Folders of the checkout the server looks at where they are (apps/server/src/paths.ts): the repository, the storefront. */
const KEPT = ["", "apps/storefront", "apps/storefront/build"];

const repoPath = (file) => relative(REPO_ROOT, file).split(sep).join("/");

/** The content hash of the files a bundle was made of (those that are here). */
function hashFiles(files) {
  const hash = createHash("sha256");
  for (const file of [...files].sort()) {
    const abs = join(REPO_ROOT, file);
    if (existsSync(abs)) hash.update(file).update("\0").update(readFileSync(abs)).update("\0");
  }
  return hash.digest("hex");
}

function readMeta() {
  try {
    return JSON.parse(readFileSync(META_FILE, "utf8"));
  } catch {
    return null;
  }
}

/** "current", "missing" or "stale": whether dist holds a bundle of the sources as they are now. */
function serverBundleState() {
  const meta = readMeta();
  if (!meta || !existsSync(SERVE_ENTRY) || !existsSync(join(DIST_DIR, "shop.mjs"))) return "missing";
  // Without the sources (an image's runtime stage holds dist and this file, no source: runtime-copy.mjs) the bundle
  // is what there is: hashing the file it has would call it stale, and a rebuild needs esbuild, a development
  // dependency the image does not hold.
  if (!meta.inputs.some((file) => existsSync(join(REPO_ROOT, file)))) return "current";
  return hashFiles([...meta.inputs, ...ALSO_HASHED]) === meta.inputsHash ? "current" : "stale";
}

/**
 * Rewrites `new URL("<relative>", import.meta.url)` of a bundled source so that it names the same place from dist:
 * another entry's built file, a folder copied under dist/files, or a folder of the checkout. Any other target fails
 * the build, so that a new file read at run time is not found missing in production only.
 */
function runtimeUrls() {
  return {
    name: "shop-runtime-urls",
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mts|mjs)$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const source = readFileSync(args.path, "utf8");
        const errors = [];
        const contents = source.replace(/new URL\((["'])([^"']+)\1, import\.meta\.url\)/g, (whole, _quote, target) => {
          const slash = target.endsWith("/") ? "/" : "";
          const file = repoPath(resolve(dirname(args.path), target));
          const copied = COPIED.find((dir) => file === dir || file.startsWith(`${dir}/`));
          let rewritten;
          if (ENTRY_URLS[file]) rewritten = ENTRY_URLS[file];
          else if (copied) rewritten = `./files/${file}${slash}`;
          else if (KEPT.includes(file)) rewritten = `${relative(DIST_DIR, join(REPO_ROOT, file)).split(sep).join("/")}/`;
          else errors.push({ text: `${target} (${file}) is read at run time: list it in apps/server/bundle.mjs (COPIED or KEPT)` });
          return rewritten ? `new URL(${JSON.stringify(rewritten)}, import.meta.url)` : whole;
        });
        const loader = args.path.endsWith(".tsx") ? "tsx" : args.path.endsWith(".mjs") ? "js" : "ts";
        return { contents, loader, errors };
      });
    },
  };
}

/**
 * Packages of node_modules stay external, except the workspace's own (@shop/*). React Router is pointed at its
 * production build (docs/adr/0015; its export map only offers the development one), as the storefront's build does,
 * so that both load one copy. A package installed under a workspace's own node_modules (a version apart from the
 * hoisted one) is imported by its path, as Node would not find it from dist.
 */
function externals() {
  const nearest = (from, name) => {
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, "node_modules", name);
      if (existsSync(candidate)) return candidate;
      if (dirname(dir) === dir) return null;
    }
  };
  const toDist = (file) => {
    const path = relative(DIST_DIR, file).split(sep).join("/");
    return path.startsWith(".") ? path : `./${path}`;
  };
  return {
    name: "shop-externals",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith("@shop/") || args.pluginData === "shop-externals") return undefined;
        if (args.path.startsWith("node:")) return { path: args.path, external: true };
        const name = args.path
          .split("/")
          .slice(0, args.path.startsWith("@") ? 2 : 1)
          .join("/");
        const own = nearest(args.resolveDir, name);
        const production = name === "react-router";
        if (!production && (!own || own === nearest(DIST_DIR, name))) return { path: args.path, external: true };
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "shop-externals" });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const file = production
          ? resolved.path.replace(`${sep}dist${sep}development${sep}`, `${sep}dist${sep}production${sep}`)
          : resolved.path;
        return { path: toDist(file), external: true };
      });
    },
  };
}

/**
 * react-email, bundled: the e-mails use a few of its components (packages/mail), while its index also loads its code
 * highlighter, Markdown and Tailwind support and it brings its command line tool's dependencies (esbuild, Babel,
 * Prettier...). `react-email` resolves to a module that exports its components but those, each from its own file;
 * react-email is a development dependency and stays out of a production install (docs/adr/0032).
 */
function reactEmailComponents() {
  const LEFT_OUT = /code-block|code-inline|markdown|tailwind|render/;
  return {
    name: "shop-react-email",
    setup(build) {
      build.onResolve({ filter: /^react-email$/ }, async (args) => {
        if (args.pluginData === "shop-externals") return undefined;
        const index = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "shop-externals" });
        return index.errors.length > 0 ? { errors: index.errors } : { path: index.path, namespace: "shop-react-email" };
      });
      build.onLoad({ filter: /.*/, namespace: "shop-react-email" }, (args) => {
        const lines = [];
        for (const [, names, file] of readFileSync(args.path, "utf8").matchAll(/^import \{ ([^}]+) \} from "(\.\/components\/[^"]+)";$/gm))
          if (!LEFT_OUT.test(file)) lines.push(`export { ${names} } from ${JSON.stringify(join(dirname(args.path), file))};`);
        return { contents: lines.join("\n"), loader: "js", resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * Escapes what esbuild leaves outside ASCII (its charset "ascii" escapes strings, not regular expression literals or
 * comments): V8 keeps a module's source for as long as the process runs, and one character beyond Latin-1 makes it
 * keep the whole file at two bytes a character (the shared chunk: 5.6 MB instead of 2.8 in every process). A
 * `\uXXXX` escape means the same character in a regular expression, a string, a template and an identifier.
 */
function asciiOnly(file) {
  const text = readFileSync(file, "utf8");
  const escaped = text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (escaped !== text) writeFileSync(file, escaped);
}

/** Builds dist into a folder of its own and swaps it in; returns the seconds it took. */
async function buildBundle() {
  const started = Date.now();
  const { build, stop } = await import("esbuild");
  const staging = `${DIST_DIR}.next-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(REPO_ROOT, file)])),
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    absWorkingDir: REPO_ROOT,
    sourcemap: "linked",
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
    plugins: [reactEmailComponents(), externals(), runtimeUrls()],
  });
  // esbuild's service process would stay beside the shop for as long as it runs.
  await stop();
  if (result.warnings.length > 0) for (const warning of result.warnings) process.stderr.write(`esbuild: ${warning.text}\n`);
  for (const file of readdirSync(staging)) if (file.endsWith(".mjs")) asciiOnly(join(staging, file));
  for (const dir of COPIED) cpSync(join(REPO_ROOT, dir), join(staging, "files", dir), { recursive: true });
  // NODE_ENV before any package loads: React and others choose their build when first imported, and a bundle's
  // imports of node_modules all run before its first line. glibc's malloc settings for the processes this one starts
  // (HTTP workers, PGlite; the Dockerfile sets them for the primary too): two arenas, and blocks from 128 KB mapped on
  // their own, so that argon2's 19 MB per hash and sharp's images go back to the system once freed (docs/adr/0032).
  writeFileSync(
    join(staging, "serve.mjs"),
    [
      "// Built by apps/server/bundle.mjs: the production server (docs/adr/0032).",
      'process.env.NODE_ENV ||= "production";',
      'process.env.MALLOC_ARENA_MAX ||= "2";',
      'process.env.MALLOC_MMAP_THRESHOLD_ ||= "131072";',
      'await import("./shop.mjs");',
      "",
    ].join("\n"),
  );
  const inputs = Object.keys(result.metafile.inputs)
    .map((file) => repoPath(resolve(REPO_ROOT, file)))
    .filter((file) => !file.includes("node_modules/") && !file.startsWith(".."));
  const meta = { inputsHash: hashFiles([...inputs, ...ALSO_HASHED]), builtAt: new Date().toISOString(), inputs };
  writeFileSync(join(staging, "bundle-meta.json"), `${JSON.stringify(meta, null, 2)}\n`);
  const old = `${DIST_DIR}.old-${process.pid}`;
  try {
    if (existsSync(DIST_DIR)) renameSync(DIST_DIR, old);
    renameSync(staging, DIST_DIR);
  } catch (error) {
    // Another start of this checkout swapped its own bundle in meanwhile: the same sources, the same bundle.
    rmSync(staging, { recursive: true, force: true });
    if (serverBundleState() !== "current") throw error;
  }
  rmSync(old, { recursive: true, force: true });
  return (Date.now() - started) / 1000;
}

/**
 * Builds the bundle in a process of its own: esbuild's module and its build's garbage would otherwise stay in the
 * memory of the process that starts the shop (its primary) for as long as it runs, some 60-100 MB.
 */
function buildInChild() {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), BUILD_FLAG], { stdio: ["ignore", "pipe", "inherit"] });
  if (child.status !== 0) throw new Error(`the server's bundle failed (exit ${child.status ?? child.signal})`);
  return Number(child.stdout.toString().trim());
}

/** Builds the bundle when it is missing or stale; says so on `log` (the start's stage lines). */
export async function ensureServerBundle(log) {
  const state = serverBundleState();
  if (state === "current") return;
  log(state === "missing" ? "server: no bundle yet, bundling it (a few seconds)" : "server: its sources changed, bundling it again");
  const seconds = buildInChild();
  const size = readdirSync(DIST_DIR)
    .filter((file) => file.endsWith(".mjs"))
    .reduce((sum, file) => sum + statSync(join(DIST_DIR, file)).size, 0);
  log(`server: bundled in ${seconds.toFixed(1)} s (${(size / 1024 / 1024).toFixed(1)} MB)`);
}

// `node bundle.mjs --build-in-child` (buildInChild): builds, then prints the seconds it took.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === BUILD_FLAG) {
  process.stdout.write(`${await buildBundle()}\n`);
}
