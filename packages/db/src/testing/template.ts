import { randomBytes } from "node:crypto";
import pg from "pg";

export type TestEngine = "pglite" | "postgres";

/** Made once per test run by global-setup.ts; every test file starts its databases from it. */
export type DbTemplate =
  | { engine: "pglite"; dataDir: string }
  | { engine: "postgres"; adminUrl: string; templateName: string; prefix: string };

export function testEngine(): TestEngine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the admin database of a PostgreSQL server. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) => `${prefix}_${randomBytes(5).toString("hex")}`;
