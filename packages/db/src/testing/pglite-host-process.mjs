// The PGlite host of one test worker: each database a test file asks for is a PGlite instance in this one
// process, served on a loopback port of its own. A process per database paid Node's start, the module imports
// and V8's compile and tier-up of PGlite's WebAssembly every time (~2.3 s of CPU); here only the first database
// does, the next ones reuse the compiled code (~0.6 s each). PGlite runs synchronously, so the instances of one
// host take turns; a worker runs one test file at a time. The parent (the worker) opens and closes databases
// over IPC; losing it ends the host.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { SessionQueue } from "../pglite/session-queue.mjs";

/** @type {Map<number, { db: PGlite; server: PGLiteSocketServer }>} */
const open = new Map();

async function openDatabase(dataDir) {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, unaccent } });
  // A test's database is thrown away after it: commits need not wait for the WAL flush.
  await db.exec("set synchronous_commit = off");
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 4 });
  server.queryQueue = new SessionQueue(db);
  await server.start();
  return { db, server, port: Number(server.getServerConn().split(":").pop()) };
}

async function closeDatabase(id) {
  const entry = open.get(id);
  open.delete(id);
  await entry?.server.stop().catch(() => {});
  await entry?.db.close().catch(() => {});
}

process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});
process.on("disconnect", async () => {
  for (const id of [...open.keys()]) await closeDatabase(id);
  process.exit(0);
});
process.on("message", async (message) => {
  if (message?.type === "open") {
    try {
      const { db, server, port } = await openDatabase(message.dataDir);
      open.set(message.id, { db, server });
      process.send?.({ type: "opened", id: message.id, port });
    } catch (error) {
      process.send?.({ type: "failed", id: message.id, message: String(error?.stack ?? error) });
    }
  } else if (message?.type === "close") {
    await closeDatabase(message.id);
    process.send?.({ type: "closed", id: message.id });
  }
});
process.send?.({ type: "ready" });
