// The files a built shop runs from, and nothing else (the Docker image's runtime stage, docs/deployment.md):
// `node apps/server/runtime-copy.mjs <folder>` after `npm run build` copies the server's bundle (dist, without source
// maps), the storefront's build, the package files and, of node_modules, only the files the built JavaScript loads.
// Those are found by @vercel/nft (Node File Trace, what Next.js's standalone output uses): it follows every import and
// require of the built files through node_modules, with the native addons, WebAssembly and data files a package opens
// by a path it can read (PGlite's, sharp's libvips, argon2's). A production install holds whole packages: three
// module formats of React Aria, zod's sources, pdfkit's browser build, test data (121 MB after a clean-up of maps,
// declarations and Markdown; the traced files: 61 MB).
// Runs in the image's build stage (a development dependency) and in apps/server/test/runtime-copy.test.ts, which
// starts such a copy and uses what each of these files is for.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { nodeFileTrace } from "@vercel/nft";

const REPO_ROOT = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");

/** Copied as they are: what `npm run reload` and the start read besides the builds. */
const FILES = [
  "package.json",
  "apps/server/package.json",
  "apps/server/start.mjs",
  "apps/server/bundle.mjs",
  "apps/server/reload.mjs",
  "apps/storefront/package.json",
];
/** The builds, copied whole but for source maps, the storefront's build tool and the migrations' schema snapshots. */
const BUILDS = ["apps/server/dist", "apps/storefront/build"];
const NOT_COPIED = /\.map$|^apps\/server\/dist\/build\.mjs$|\/migrations\/meta\/\d+_snapshot\.json$/;
/** The built files whose imports are followed (dist/build.mjs is the storefront's build tool: Vite, not run here). */
const ENTRY_DIRS = ["apps/server/dist", "apps/storefront/build/server"];
const ENTRY_FILES = ["apps/server/start.mjs", "apps/server/reload.mjs"];
/**
 * Files a package opens by a path no tracer can read, checked by runtime-copy.test.ts:
 * - the invoice PDF's fonts, resolved by name (apps/api/src/invoicing/pdf/sheet.ts);
 * - libxml2's WebAssembly, located by its Emscripten loader (KSeF's FA(3) schema check).
 */
const UNTRACEABLE = [
  "node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf",
  "node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf",
  "node_modules/xmllint-wasm/xmllint.wasm",
];
const LICENSE = /^(licen[cs]e|copying|notice)/i;

function filesUnder(dir) {
  const abs = join(REPO_ROOT, dir);
  return readdirSync(abs, { recursive: true })
    .map((name) => `${dir}/${String(name).split(sep).join("/")}`)
    .filter((file) => statSync(join(REPO_ROOT, file)).isFile());
}

/** The files of node_modules that the built JavaScript loads, with each of their packages' licence files. */
async function tracedModules() {
  const entries = [...ENTRY_DIRS.flatMap(filesUnder).filter((file) => /\.m?js$/.test(file) && !NOT_COPIED.test(file)), ...ENTRY_FILES];
  const { fileList } = await nodeFileTrace(
    entries.map((file) => join(REPO_ROOT, file)),
    {
      base: REPO_ROOT,
      processCwd: REPO_ROOT,
      // Node 20.19 and later resolve the "module-sync" condition of a package's exports (require(esm)); the tracer
      // assumes it from Node 22 on only. Both of a package's branches are traced where it names both.
      conditions: ["node", "module-sync"],
      moduleSyncCatchall: true,
      // Only node_modules is traced: the builds are copied whole, and a URL of the checkout the server keeps (its
      // root, the storefront's folder: apps/server/bundle.mjs) would bring in every source file.
      ignore: (file) => !/(^|\/)node_modules\//.test(file) || file.endsWith(".map"),
    },
  );
  const modules = [...fileList].filter((file) => /(^|\/)node_modules\//.test(file));
  for (const file of UNTRACEABLE) {
    if (!existsSync(join(REPO_ROOT, file))) throw new Error(`runtime-copy: ${file} is missing (npm ci first)`);
    modules.push(file);
  }
  const packages = new Set(modules.map((file) => file.match(/^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//)?.[1]).filter(Boolean));
  for (const dir of packages) for (const name of readdirSync(join(REPO_ROOT, dir))) if (LICENSE.test(name)) modules.push(`${dir}/${name}`);
  // The tracer's warnings are left unread: they are its guesses it could not resolve (other platforms' addons, optional
  // dependencies); the tests run the copy instead (runtime-copy.test.ts, the browser tests).
  return [...new Set(modules)];
}

/** Copies the runtime files into `dest` (emptied first); returns how many files and bytes it copied. */
export async function copyRuntime(dest) {
  const target = resolve(dest);
  rmSync(target, { recursive: true, force: true });
  const candidates = [...FILES, ...BUILDS.flatMap(filesUnder).filter((file) => !NOT_COPIED.test(file)), ...(await tracedModules())];
  let files = 0;
  let bytes = 0;
  for (const file of candidates) {
    const from = join(REPO_ROOT, file);
    const stat = statSync(from);
    if (!stat.isFile()) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(from, join(target, file), { dereference: true, preserveTimestamps: true });
    files += 1;
    bytes += stat.size;
  }
  return { files, bytes };
}

// `node apps/server/runtime-copy.mjs <folder>`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2];
  if (!dest) {
    console.error(`usage: node apps/server/${basename(process.argv[1])} <folder>`);
    process.exit(2);
  }
  const { files, bytes } = await copyRuntime(dest);
  console.log(`runtime-copy: ${files} files, ${(bytes / 1e6).toFixed(1)} MB in ${resolve(dest)}`);
}
