// npm run db:reset: drops everything and rebuilds the demo shop (PGlite under DATA_DIR, or DATABASE_URL).
import { dropAll, openDatabase, prepareDatabase } from "../index";

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || "./data" });
try {
  await dropAll(database.pool);
  const result = await prepareDatabase(database.pool);
  console.log(`db:reset: ${database.engine} rebuilt, ${result.appliedMigrations} migrations applied, demo shop seeded`);
} finally {
  await database.close();
}
