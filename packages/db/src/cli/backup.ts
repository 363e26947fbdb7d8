// npm run db:backup [DIR]: writes a backup of the database (PGlite under DATA_DIR, or DATABASE_URL) and of
// DATA_DIR/media into DIR (default ./backups/<time>). The embedded database needs the shop stopped.
import { join } from "node:path";
import { createBackup } from "../backup";
import { openDatabase } from "../index";

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
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
try {
  const manifest = await createBackup({ pool: database.pool, engine: database.engine, mediaDir: join(dataDir, "media"), outDir });
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `db:backup: ${database.engine}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.mediaFiles} media files -> ${outDir}`,
  );
} finally {
  await database.close();
}
