// A backup is a directory: manifest.json, database.sql (the data, sql-dump.ts) and media/ (a copy of the
// uploaded files). `npm run db:backup` and `npm run db:restore` (docs/operations.md, docs/adr/0019).
import { createWriteStream } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type pg from "pg";
import { migrationStatus, prepareDatabase } from "../migrate";
import { countRows, countSchemaObjects, dumpData, loadData } from "./sql-dump";

const FORMAT = "smoke-shop-backup/1";

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  engine: string;
  /** Migrations applied in the source: the restore runs the same code's migrations, so they must agree. */
  migrations: number;
  tables: Record<string, number>;
  mediaFiles: number;
}

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

/** Writes a backup of the database behind `pool` and of the media under `mediaDir` into `outDir` (new or empty). */
export async function createBackup(options: { pool: pg.Pool; engine: string; mediaDir: string; outDir: string }) {
  const { pool, mediaDir, outDir } = options;
  if (!(await isMissingOrEmpty(outDir))) throw new Error(`db:backup: ${outDir} is not empty; name a new directory`);
  const status = await migrationStatus(pool);
  if (status.applied !== status.expected) {
    throw new Error(`db:backup: the database has ${status.applied} of ${status.expected} migrations; run npm run db:migrate first`);
  }
  await mkdir(outDir, { recursive: true });
  const out = createWriteStream(join(outDir, "database.sql"));
  const tables = await dumpData(pool, out).finally(() => new Promise((resolve) => out.end(resolve)));
  // Media files are written once under new keys, so copying after the snapshot can only add a file no row names yet.
  const mediaFiles = await countFiles(mediaDir);
  if (mediaFiles > 0) await cp(mediaDir, join(outDir, "media"), { recursive: true });
  const manifest: BackupManifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    engine: options.engine,
    migrations: status.applied,
    tables,
    mediaFiles,
  };
  await writeFile(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(backupDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(backupDir, "manifest.json"), "utf8")) as BackupManifest;
  if (manifest.format !== FORMAT) throw new Error(`db:restore: ${backupDir} is not a backup of this shop (${FORMAT})`);
  return manifest;
}

/**
 * Restores `backupDir` into the empty database behind `pool` and the empty `mediaDir`: applies this code's
 * migrations, loads the data, copies the media and checks every table's row count against the manifest.
 * A target that is not empty is refused before anything is written.
 */
export async function restoreBackup(options: { pool: pg.Pool; mediaDir: string; backupDir: string }) {
  const { pool, mediaDir, backupDir } = options;
  const manifest = await readManifest(backupDir);
  const { expected } = await migrationStatus(pool);
  if (manifest.migrations !== expected) {
    throw new Error(
      `db:restore: the backup was taken with ${manifest.migrations} migrations and this code has ${expected}; restore it with the version that took it, then upgrade`,
    );
  }
  if ((await countSchemaObjects(pool)) > 0) {
    throw new Error("db:restore: the target database is not empty; restore into a new database or an empty DATA_DIR");
  }
  if (!(await isMissingOrEmpty(mediaDir))) throw new Error(`db:restore: the media directory ${mediaDir} is not empty`);
  const sql = await readFile(join(backupDir, "database.sql"), "utf8");
  await prepareDatabase(pool, { seed: false });
  await loadData(pool, sql);
  if (manifest.mediaFiles > 0) await cp(join(backupDir, "media"), mediaDir, { recursive: true });
  const counts = await countRows(pool, Object.keys(manifest.tables));
  const wrong = Object.entries(manifest.tables).filter(([table, rows]) => counts[table] !== rows);
  if (wrong.length > 0) {
    throw new Error(`db:restore: row counts differ from the backup's: ${wrong.map(([table]) => table).join(", ")}`);
  }
  return manifest;
}
