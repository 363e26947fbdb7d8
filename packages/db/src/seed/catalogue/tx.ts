import type { NodePgDatabase } from "drizzle-orm/node-postgres";

/** The transaction seedIfEmpty runs in. */
export type SeedTx = Parameters<Parameters<NodePgDatabase["transaction"]>[0]>[0];
