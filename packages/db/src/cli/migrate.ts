// npm run db:migrate: applies migrations and seeds an empty database, as the server does at start.
import { openDatabase, prepareDatabase } from "../index";

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || "./data" });
try {
  const result = await prepareDatabase(database.pool);
  console.log(
    `db:migrate: ${database.engine}, applied ${result.appliedMigrations} migrations, ${result.seeded ? "seeded the demo shop" : "no seed needed"}`,
  );
} finally {
  await database.close();
}
