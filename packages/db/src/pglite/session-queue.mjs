// PGlite has one session. pglite-socket's own queue hands it to connections message by message, which lets
// one connection's Parse/Bind/Execute/Sync run between another's (both use the unnamed statement) and is
// only safe for one connection (docs/adr/0002). This queue hands the session to one connection at a time,
// from its first message until PGlite answers ReadyForQuery with "idle" (a statement, or a whole
// transaction, is done), so that several processes (the HTTP workers of `npm start`, docs/adr/0020) can
// share the one embedded database, each over its own connection, as they would share a PostgreSQL.
// The session's prepared statements are shared too: each connection's statement and portal names are given its
// own prefix (as if every connection had a session of its own), and dropped when the connection goes.
// It replaces the server's `queryQueue` (same four methods; @electric-sql/pglite-socket is pinned).

const READY_FOR_QUERY = 0x5a; // "Z", length 5, then the transaction status
const IDLE = 0x49; // "I": not in a transaction
const TERMINATE = 0x58; // "X"
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

export class SessionQueue {
  /** @param {import("@electric-sql/pglite").PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {number | null} the connection (handler id) that holds the session */
    this.owner = null;
    /** @type {Array<{ handlerId: number; resolve: () => void; reject: (error: Error) => void }>} */
    this.waiting = [];
    /** @type {Map<number, Set<string>>} the prepared statements of each connection, under their session names */
    this.statements = new Map();
  }

  /** Runs one protocol message of `handlerId`, streaming PGlite's answer to `onData`; resolves with its size. */
  async enqueue(handlerId, received, onData) {
    if (this.owner !== handlerId) await this.acquire(handlerId);
    // A connection that says goodbye (Terminate) leaves as one that dropped: its open transaction is rolled back
    // before another connection gets the session. PGlite itself need not hear it (the session stays).
    if (received[0] === TERMINATE) {
      await this.clearTransactionIfNeeded(handlerId);
      return 0;
    }
    const message = this.ownNames(handlerId, received);
    let bytes = 0;
    let tail = new Uint8Array(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, {
          onRawData: (chunk) => {
            bytes += chunk.length;
            tail = lastBytes(tail, chunk, 6);
            onData(chunk);
          },
        }),
      );
    } catch (error) {
      this.release(handlerId);
      throw error;
    }
    if (tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[5] === IDLE) this.release(handlerId);
    return bytes;
  }

  acquire(handlerId) {
    if (this.owner === null) {
      this.owner = handlerId;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => this.waiting.push({ handlerId, resolve, reject }));
  }

  release(handlerId) {
    if (this.owner !== handlerId) return;
    const next = this.waiting.shift();
    this.owner = next ? next.handlerId : null;
    next?.resolve();
  }

  getQueueLength() {
    return this.waiting.length;
  }

  /** A connection went away: its waiting messages are dropped. */
  clearQueueForHandler(handlerId) {
    const dropped = this.waiting.filter((entry) => entry.handlerId === handlerId);
    this.waiting = this.waiting.filter((entry) => entry.handlerId !== handlerId);
    for (const entry of dropped) entry.reject(new Error("Handler disconnected"));
  }

  /**
   * A connection went away: the transaction it held is rolled back, its half-sent statement ended, and its
   * prepared statements dropped.
   */
  async clearTransactionIfNeeded(handlerId) {
    const statements = this.statements.get(handlerId);
    this.statements.delete(handlerId);
    const midStatement = this.owner === handlerId;
    if (!midStatement) {
      if (!statements?.size) return;
      await this.acquire(handlerId);
    }
    try {
      // (The streaming call: execProtocolRaw would leave its answer to be sent with the next connection's.)
      if (midStatement) await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC, { onRawData: () => {} }));
      if (midStatement && this.db.isInTransaction()) await this.db.exec("ROLLBACK");
      for (const name of statements ?? []) await this.db.exec(`DEALLOCATE "${name}"`).catch(() => {});
    } finally {
      this.release(handlerId);
    }
  }

  /** The message with the connection's statement and portal names prefixed (Parse, Bind, Describe, Close, Execute). */
  ownNames(handlerId, message) {
    const type = message[0];
    if (type === PARSE) {
      const [name, end] = cString(message, 5);
      if (!name) return message;
      const own = `c${handlerId}_${name}`;
      const names = this.statements.get(handlerId) ?? new Set();
      this.statements.set(handlerId, names.add(own));
      return rebuild(type, [own, message.subarray(end)]);
    }
    if (type === BIND) {
      const [portal, afterPortal] = cString(message, 5);
      const [statement, end] = cString(message, afterPortal);
      if (!portal && !statement) return message;
      return rebuild(type, [prefixed(handlerId, portal), prefixed(handlerId, statement), message.subarray(end)]);
    }
    if (type === EXECUTE) {
      const [portal, end] = cString(message, 5);
      return portal ? rebuild(type, [prefixed(handlerId, portal), message.subarray(end)]) : message;
    }
    if (type === DESCRIBE || type === CLOSE) {
      const [name, end] = cString(message, 6);
      if (!name) return message;
      const own = prefixed(handlerId, name);
      if (type === CLOSE && message[5] === 0x53) this.statements.get(handlerId)?.delete(own);
      return rebuild(type, [message.subarray(5, 6), own, message.subarray(end)]);
    }
    return message;
  }
}

const PARSE = 0x50; // "P"
const BIND = 0x42; // "B"
const EXECUTE = 0x45; // "E"
const DESCRIBE = 0x44; // "D"
const CLOSE = 0x43; // "C"
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const prefixed = (handlerId, name) => (name ? `c${handlerId}_${name}` : "");

/** The NUL-terminated string at `start` and the offset after its NUL. */
function cString(bytes, start) {
  const end = bytes.indexOf(0, start);
  return [decoder.decode(bytes.subarray(start, end)), end + 1];
}

/** A message of `type` made of parts: strings are written NUL-terminated, byte arrays as they are. */
function rebuild(type, parts) {
  const bytes = parts.map((part) => (typeof part === "string" ? encoder.encode(`${part}\0`) : part));
  const length = 4 + bytes.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(1 + length);
  out[0] = type;
  new DataView(out.buffer).setInt32(1, length);
  let offset = 5;
  for (const part of bytes) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The last `n` bytes of what came so far (PGlite may stream an answer in pieces). */
function lastBytes(previous, chunk, n) {
  if (chunk.length >= n) return chunk.slice(chunk.length - n);
  const joined = new Uint8Array(previous.length + chunk.length);
  joined.set(previous);
  joined.set(chunk, previous.length);
  return joined.slice(Math.max(0, joined.length - n));
}
