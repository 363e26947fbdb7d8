// A Vite plugin: the browser's build takes React Router's production files. React Router publishes them beside
// its development build but points every import at the development one (remix-run/react-router#14102), which
// ships its development warnings and checks to every visitor. The server's process gets the same files through
// a resolution hook (apps/server/src/start.ts; docs/adr/0015). Only for `vite build`: the development server
// keeps the development build, as React Router's own tooling expects.
import type { Plugin } from "vite";

const DEVELOPMENT = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/])/;

export function reactRouterProduction(): Plugin {
  return {
    name: "shop:react-router-production",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!source.startsWith("react-router")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, "$1production$2") };
    },
  };
}
