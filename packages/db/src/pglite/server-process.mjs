// PGlite in its own process, serving the PostgreSQL wire protocol on 127.0.0.1. Each app process (one, or
// the HTTP workers of `npm start`) holds one connection; spare slots let a new connection in while a dropped
// one (pg drops a client whose query failed) is still closing. The session goes to one connection at a time,
// for a whole statement or transaction (session-queue.mjs).
// PGlite runs synchronously and would block the event loop of whoever hosts it (docs/adr/0002).
// The parent controls the lifetime over IPC: "close" shuts down;
// losing the parent (IPC disconnect) shuts down too. Signals are left to the parent.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { SessionQueue } from "./session-queue.mjs";

const options = JSON.parse(process.argv[2] ?? "{}");
// Extensions the migrations create (catalogue search) must be loaded into PGlite before they run.
// shared_buffers: 32 MB instead of PGlite's 128 MB, which its WebAssembly memory holds for good once touched (the demo
// shop's whole database is ~70 MB; pages past the buffers come from the operating system's file cache; docs/adr/0032).
// A command-line setting, beside PGlite's own: its `postgresqlconf` option would replace the data directory's file.
const db = await PGlite.create({
  dataDir: options.dataDir,
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"],
});
// A throwaway database (a test's, removed with its process) need not wait for a commit's WAL record to be flushed
// (a quarter less time per write there). The shop's own database keeps PostgreSQL's durable commits.
if (options.throwaway) await db.exec("set synchronous_commit = off");
const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 64 });
server.queryQueue = new SessionQueue(db);
await server.start();
// The start leaves hundreds of MB of buffers behind (the WebAssembly module's bytes, the file system image), which an
// idle process would keep resident until its next collection; spawn.ts gives this process --expose-gc.
globalThis.gc?.();

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await server.stop().catch(() => {});
  await db.close().catch(() => {});
  process.exit(0);
}

process.on("SIGINT", () => {});
process.on("SIGTERM", () => {});
// The parent's rolling restart (SIGHUP to npm start's process group) is not for this process.
process.on("SIGHUP", () => {});
process.on("disconnect", shutdown);
process.on("message", async (message) => {
  if (message?.type === "close") await shutdown();
});

const port = Number(server.getServerConn().split(":").pop());
process.send?.({ type: "ready", port });
