// The data of every table of the shop as plain SQL (INSERT statements and sequence positions), read in one
// snapshot. The schema is not in it: it is the migrations, which the restore applies first (docs/adr/0019).
// Every value goes out as its text form with its type (`'…'::type`), which PostgreSQL reads back exactly.
import type { WriteStream } from "node:fs";
import type pg from "pg";

interface Table {
  name: string;
  columns: { name: string; type: string }[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function listTables(client: pg.PoolClient): Promise<Table[]> {
  const { rows } = await client.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, Table>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    table.columns.push({ name: row.column, type: row.type });
    tables.set(row.table, table);
  }
  return [...tables.values()];
}

/** Writes the data as SQL to `out`; returns each table's row count. Runs in one read-only snapshot. */
export async function dumpData(pool: pg.Pool, out: WriteStream): Promise<Record<string, number>> {
  const client = await pool.connect();
  const write = (text: string) => new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
  try {
    await client.query("begin isolation level repeatable read read only");
    await client.query("set local search_path = public, pg_catalog");
    const counts: Record<string, number> = {};
    for (const table of await listTables(client)) {
      const names = table.columns.map((column) => quoteIdent(column.name)).join(", ");
      const values = table.columns
        .map((column) => `quote_nullable(${quoteIdent(column.name)}::text) || '::${column.type.replaceAll("'", "''")}'`)
        .join(` || ', ' || `);
      const { rows } = await client.query<{ v: string }>(`select ${values} as v from public.${quoteIdent(table.name)}`);
      await write(`\n-- ${table.name}: ${rows.length} rows\n`);
      for (const row of rows) await write(`INSERT INTO public.${quoteIdent(table.name)} (${names}) VALUES (${row.v});\n`);
      counts[table.name] = rows.length;
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1",
    );
    await write("\n-- sequences\n");
    for (const sequence of sequences.rows) {
      const position = sequence.value === null ? "1, false" : `${sequence.value}, true`;
      await write(`SELECT pg_catalog.setval('public.${quoteIdent(sequence.name)}', ${position});\n`);
    }
    await client.query("commit");
    return counts;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Tables in the public schema and drizzle's migrations table: none on an empty target. */
export async function countSchemaObjects(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Runs the data SQL in one transaction with triggers and foreign-key checks off (`session_replication_role
 * = replica`, as pg_dump's --disable-triggers; needs a superuser), since rows refer to rows of the same
 * table and tables refer to each other in cycles.
 */
export async function loadData(pool: pg.Pool, sql: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("set local session_replication_role = replica");
    await client.query(sql);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Each public table's row count (the restore compares them with the manifest's). */
export async function countRows(pool: pg.Pool, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from public.${quoteIdent(table)}`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
