// The production server run from its TypeScript sources under tsx, as the server tests start it
// (`node --import tsx apps/server/src/start.ts`); `npm start` runs the bundle built from the same sources
// (apps/server/start.mjs, docs/adr/0032). React Router publishes its production build beside its development build
// but points every import at the development one (remix-run/react-router#14102); the hook below hands this process
// the production files, as the bundle and the storefront's build import them by path (docs/adr/0015). It is
// registered before serve.ts is imported, so that no module has loaded React Router yet.
import { register } from "node:module";

register("./react-router-production.mjs", import.meta.url);
await import("./serve");
