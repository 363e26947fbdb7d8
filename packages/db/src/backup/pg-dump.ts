// pg_dump's plain format, with INSERT statements (no `COPY … FROM stdin`, which only psql can feed), so that
// the one file restores into PGlite and into PostgreSQL (docs/adr/0019). The embedded store is dumped by
// pg_dump compiled to WebAssembly (@electric-sql/pglite-tools) in this process, PostgreSQL by the system's
// pg_dump; both in one snapshot with the row counts the restore checks against.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import { lockDataDir } from "../pglite/data-dir-lock";
import { countRows, type Queryable } from "./load-dump";

/** Owners and grants are the source server's roles; the restore runs as whoever restores. */
const PG_DUMP_ARGS = ["--no-owner", "--no-privileges", "--no-comments", "--inserts", "--rows-per-insert=100"];

export interface DumpResult {
  serverVersion: string;
  migrations: number;
  tables: Record<string, number>;
}

/** Every public table's row count and how many migrations are applied, as the dump will see them. */
async function describe(db: Queryable): Promise<DumpResult> {
  const [version] = (await db.query<{ v: string }>("select current_setting('server_version') as v")).rows;
  const { rows } = await db.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1");
  const tables = await countRows(
    db,
    rows.map((row) => row.name),
  );
  const [migrations] = (
    await db.query<{ n: number | null }>(
      "select case when to_regclass('drizzle.__drizzle_migrations') is null then 0 else (select count(*)::int from drizzle.__drizzle_migrations) end as n",
    )
  ).rows;
  return { serverVersion: version?.v ?? "", migrations: migrations?.n ?? 0, tables };
}

/** Dumps the embedded store under `dataDir` (as DATA_DIR) into `file`. The shop must be stopped: PGlite opens its files in one process only. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<DumpResult> {
  const dir = resolve(dataDir, "pglite");
  // PGlite would make an empty database where none is: a mistyped DATA_DIR is said, not backed up.
  if (!existsSync(join(dir, "data", "PG_VERSION"))) throw new Error(`db:backup: there is no embedded database in ${dir} (DATA_DIR)`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dir);
  } catch (error) {
    throw new Error(`db:backup: ${(error as Error).message.replace(/; stop it first.*$/, "")}. Stop the shop, then run db:backup again.`);
  }
  try {
    const db = await PGlite.create({ dataDir: join(dir, "data"), extensions: { pg_trgm, unaccent } });
    try {
      // Nothing else runs on this PGlite: the counts and the dump see the same rows.
      const result = await describe(db);
      const dump = await pgDump({ pg: db, args: PG_DUMP_ARGS });
      await writeFile(file, await dump.text());
      return result;
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

/** Dumps the PostgreSQL database at `url` into `file` with the system's pg_dump, in a snapshot the counts share. */
export async function dumpPostgres(url: string, file: string): Promise<DumpResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const [snapshot] = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows;
    const result = await describe(client);
    await runPgDump([...PG_DUMP_ARGS, `--snapshot=${snapshot?.id}`, `--file=${file}`], url);
    await client.query("commit");
    return result;
  } finally {
    await client.end();
  }
}

/** Runs pg_dump on the database at `url`; its password goes in the environment, not on the command line (`ps`). */
async function runPgDump(args: string[], url: string): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = "";
  const env = password ? { ...process.env, PGPASSWORD: password } : process.env;
  try {
    await promisify(execFile)("pg_dump", [...args, `--dbname=${target.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new Error("db:backup: pg_dump is not installed; install PostgreSQL's client tools (Debian: apt-get install postgresql-client)");
    }
    // pg_dump says why itself (a server newer than it, a refused connection): pass its words on.
    throw new Error(`db:backup: pg_dump failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
