// Loads a dump of pg-dump.ts into an empty database through node-postgres (PostgreSQL, or PGlite's socket), in
// one transaction. pg_dump's plain file is written for psql: two of its lines need care here (docs/adr/0019).
import type pg from "pg";

/**
 * The dump as this server can run it: without psql's `\restrict` / `\unrestrict` meta-commands, and without
 * the preamble's `SET name = …` of a setting this server does not have (a dump of PGlite, PostgreSQL 18,
 * sets `transaction_timeout`, which PostgreSQL 15 does not know). Only the preamble, before the first object,
 * is touched: below it a line is part of a statement, perhaps of a value.
 */
export function forServer(dump: string, settings: ReadonlySet<string>): string {
  const lines = dump.split("\n");
  const body = lines.findIndex((line) => line.startsWith("-- Name: "));
  const end = body === -1 ? lines.length : body;
  for (let i = 0; i < end; i++) {
    const line = lines[i] ?? "";
    const set = /^SET (\w+) = .*;$/.exec(line);
    if (/^\\(un)?restrict \w+$/.test(line) || (set?.[1] && !settings.has(set[1]))) lines[i] = "";
  }
  let last = lines.length - 1;
  while (last > end && (lines[last] ?? "").trim() === "") last--;
  if (/^\\unrestrict \w+$/.test(lines[last] ?? "")) lines[last] = "";
  return lines.join("\n");
}

/** Tables and sequences in the public schema and drizzle's migrations table: none on an empty target. */
export async function countSchemaObjects(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Runs the dump in one transaction: a failure leaves the target as empty as it was. pg_dump writes the rows
 * before the keys and foreign keys that check them, so nothing needs to be switched off. The dump's session
 * settings (an empty search_path among them) are reset afterwards: PGlite has one session for everyone.
 */
export async function loadDump(pool: pg.Pool, dump: string): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ name: string }>("select name from pg_settings");
    const script = forServer(dump, new Set(rows.map((row) => row.name)));
    await client.query("begin");
    try {
      await client.query(script);
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      await client.query("reset all").catch(() => {
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}

/** Anything that answers a query with rows: a pg pool or client, or a PGlite instance. */
export interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** Each public table's row count (the backup's manifest, and the restore's check against it). */
export async function countRows(db: Queryable, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public."${table.replaceAll('"', '""')}"`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
