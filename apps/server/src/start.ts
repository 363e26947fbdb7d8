// npm start: the production server (serve.ts), with React Router's production build. React Router publishes
// it beside its development build but points every import at the development one (remix-run/react-router
// #14102); the hook below hands this process the production files, as vite.config.ts does for the browser
// (docs/adr/0015). It is registered before serve.ts is imported, so that no module has loaded React Router yet.
import { register } from "node:module";

register("./react-router-production.mjs", import.meta.url);
await import("./serve");
