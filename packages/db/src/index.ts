export { createPool, type Database, type DatabaseEngine, type Db, type OpenDatabaseOptions, openDatabase, wrap } from "./client";
export { dropAll, MIGRATIONS_FOLDER, type PrepareResult, prepareDatabase } from "./migrate";
export { type CityRow, listActiveCities } from "./queries/cities";
export { pingDatabase } from "./queries/health";
export { findRedirect, type RedirectRow } from "./queries/redirects";
export * as schema from "./schema";
export { DEMO_CITIES } from "./seed/demo-cities";
export { DEMO_REDIRECTS } from "./seed/demo-redirects";
