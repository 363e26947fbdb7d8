// npm run db:backup [DIR]: writes a backup of the database (PGlite under DATA_DIR, or DATABASE_URL) and of
// DATA_DIR/media into DIR (default ./backups/<time>). The embedded database needs the shop stopped.
import { join } from "node:path";
import { type BackupSource, createBackup } from "../backup";

const dataDir = process.env.DATA_DIR || "./data";
const outDir =
  process.argv[2] ||
  join(
    "backups",
    new Date()
      .toISOString()
      .replaceAll(":", "-")
      .replace(/\.\d+Z$/, "Z"),
  );
const url = process.env.DATABASE_URL;
const source: BackupSource = url ? { engine: "postgres", url } : { engine: "pglite", dataDir };
try {
  const manifest = await createBackup({ source, mediaDir: join(dataDir, "media"), outDir });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `db:backup: ${manifest.engine} (PostgreSQL ${manifest.serverVersion}), ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.mediaFiles} media files -> ${outDir}`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
