// A backup is a directory: manifest.json, database.sql (pg_dump's plain format, pg-dump.ts) and media/ (a copy
// of the uploaded files). `npm run db:backup` and `npm run db:restore` (docs/operations.md, docs/adr/0019).
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type pg from "pg";
import { migrationStatus } from "../migrate";
import { countRows, countSchemaObjects, loadDump } from "./load-dump";
import { type DumpResult, dumpEmbedded, dumpPostgres } from "./pg-dump";

const FORMAT = "smoke-shop-backup/2";

export interface BackupManifest extends DumpResult {
  format: typeof FORMAT;
  createdAt: string;
  engine: "pglite" | "postgres";
  mediaFiles: number;
}

/** The database to back up: the embedded store under DATA_DIR (the shop stopped), or a PostgreSQL server. */
export type BackupSource = { engine: "pglite"; dataDir: string } | { engine: "postgres"; url: string };

async function isMissingOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

async function countFiles(dir: string): Promise<number> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
}

/** Writes a backup of `source` and of the media under `mediaDir` into `outDir` (new or empty). */
export async function createBackup(options: { source: BackupSource; mediaDir: string; outDir: string }): Promise<BackupManifest> {
  const { source, mediaDir, outDir } = options;
  if (!(await isMissingOrEmpty(outDir))) throw new Error(`db:backup: ${outDir} is not empty; name a new directory`);
  const created = await mkdir(outDir, { recursive: true });
  const file = join(outDir, "database.sql");
  const dumped = await (source.engine === "pglite" ? dumpEmbedded(source.dataDir, file) : dumpPostgres(source.url, file)).catch(
    async (error: unknown) => {
      // A failed backup leaves nothing that could pass for one.
      await rm(created ? outDir : file, { recursive: true, force: true });
      throw error;
    },
  );
  // Media files are written once under new keys, so copying after the snapshot can only add a file no row names yet.
  const mediaFiles = await countFiles(mediaDir);
  if (mediaFiles > 0) await cp(mediaDir, join(outDir, "media"), { recursive: true });
  const manifest: BackupManifest = { format: FORMAT, createdAt: new Date().toISOString(), engine: source.engine, ...dumped, mediaFiles };
  await writeFile(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
  if (manifest.format !== FORMAT) throw new Error(`db:restore: ${backupDir} is not a backup of this shop's db:backup (${FORMAT})`);
  return manifest;
}

/**
 * Restores `backupDir` into the empty database behind `pool` and the empty `mediaDir`: runs the dump (schema,
 * rows and the migrations table), copies the media and checks every table's row count against the manifest.
 * A target that is not empty, or a backup of a newer version of the shop, is refused before anything is written.
 * A backup of an older version restores as it was; the shop applies the newer migrations when it starts.
 */
export async function restoreBackup(options: { pool: pg.Pool; mediaDir: string; backupDir: string }): Promise<BackupManifest> {
  const { pool, mediaDir, backupDir } = options;
  const manifest = await readManifest(backupDir);
  const { expected } = await migrationStatus(pool);
  if (manifest.migrations > expected) {
    throw new Error(
      `db:restore: the backup was taken with ${manifest.migrations} migrations and this version of the shop has ${expected}; restore it with the version that took it or a newer one`,
    );
  }
  if ((await countSchemaObjects(pool)) > 0) {
    throw new Error("db:restore: the target database is not empty; restore into a new database or an empty DATA_DIR");
  }
  if (!(await isMissingOrEmpty(mediaDir))) throw new Error(`db:restore: the media directory ${mediaDir} is not empty`);
  await loadDump(pool, await readFile(join(backupDir, "database.sql"), "utf8"));
  if (manifest.mediaFiles > 0) await cp(join(backupDir, "media"), mediaDir, { recursive: true });
  const counts = await countRows(pool, Object.keys(manifest.tables));
  const wrong = Object.entries(manifest.tables).filter(([table, rows]) => counts[table] !== rows);
  if (wrong.length > 0) {
    throw new Error(`db:restore: row counts differ from the backup's: ${wrong.map(([table]) => table).join(", ")}`);
  }
  return manifest;
}
