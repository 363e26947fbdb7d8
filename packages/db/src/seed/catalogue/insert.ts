import { sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { SeedTx } from "./tx";

/** Rows per INSERT: multi-row VALUES, well below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

export async function insertAll<T extends PgTable>(tx: SeedTx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

/** After rows with explicit ids, the serial sequence continues after the highest id. */
export async function syncSequence(tx: SeedTx, table: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
