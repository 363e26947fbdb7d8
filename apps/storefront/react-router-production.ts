// A Vite plugin: the browser's build and the server's take React Router's production files. React Router publishes
// them beside its development build but points every import at the development one (remix-run/react-router#14102),
// which ships its development warnings and checks to every visitor and runs them in every render. The server's build
// keeps React Router external but imports its production file by a path relative to the build (Node's resolution of
// `react-router` would give the development one); the server's bundle does the same (apps/server/bundle.mjs), so
// both load one copy (docs/adr/0015, 0032). Only for `vite build`: the development server keeps the development
// build, as React Router's own tooling expects.
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";

const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function reactRouterProduction(): Plugin {
  return {
    name: "shop:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client" || environment.name === "ssr",
    async resolveId(source, importer, options) {
      if (!source.startsWith("react-router")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, "$1production$2") };
    },
    // The server's build keeps `react-router` external (Vite resolves it to the bare name): each output file imports
    // the production file by its path from there instead.
    renderChunk(code, chunk) {
      if (this.environment.name !== "ssr") return null;
      const { root, build } = this.environment.config;
      const production = join(
        dirname(createRequire(join(root, "package.json")).resolve("react-router/package.json")),
        "dist/production/index.mjs",
      );
      const path = relative(dirname(resolve(root, build.outDir, chunk.fileName)), production)
        .split(sep)
        .join("/");
      const specifier = JSON.stringify(path.startsWith(".") ? path : `./${path}`);
      return code.replaceAll(/(from\s*|import\s*\(\s*|import\s+)"react-router"/g, `$1${specifier}`);
    },
  };
}
