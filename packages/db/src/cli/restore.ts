// npm run db:restore DIR: restores a backup of db:backup into an empty database (a new DATA_DIR for PGlite,
// or an empty DATABASE_URL database) and an empty DATA_DIR/media.
import { join } from "node:path";
import { restoreBackup } from "../backup";
import { openDatabase } from "../index";

const backupDir = process.argv[2];
if (!backupDir) {
  console.error("usage: npm run db:restore -- DIR (a directory written by npm run db:backup)");
  process.exit(2);
}
const dataDir = process.env.DATA_DIR || "./data";
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
try {
  const manifest = await restoreBackup({ pool: database.pool, mediaDir: join(dataDir, "media"), backupDir });
  console.log(
    `db:restore: ${database.engine}, ${Object.keys(manifest.tables).length} tables and ${manifest.mediaFiles} media files restored`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
