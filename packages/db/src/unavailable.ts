// Errors that mean "the database cannot serve now" (down, restarting, too busy) rather than "this query is
// wrong": the API answers them 503 with Retry-After, and the next request tries again (docs/adr/0004).

/** Every connection is busy and the queue of waiting requests is full: answered at once, not queued. */
export class DatabaseBusyError extends Error {
  constructor(waiting: number) {
    super(`the database is busy: ${waiting} requests already wait for a connection`);
    this.name = "DatabaseBusyError";
  }
}

/** Busy rather than down: the queue is full, a connection was not free in time, or the server has no slot left. */
const BUSY = /timeout exceeded when trying to connect/i;

/** Why the database cannot serve this request: "busy" (try again shortly) or "down" (unreachable, restarting). */
export function databaseFaultOf(error: unknown): "busy" | "down" | null {
  if (!isDatabaseUnavailable(error)) return null;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseBusyError) return "busy";
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === "53300" || (typeof message === "string" && BUSY.test(message))) return "busy";
    current = (current as { cause?: unknown }).cause;
  }
  return "down";
}

/** PostgreSQL classes 08 (connection), 53 (insufficient resources), 57P (operator intervention). */
const SQLSTATE = /^(08|53|57P)/;
const SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|connection is closed|Client has encountered a connection error|Client was closed and is not queryable/i;

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof DatabaseBusyError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (SQLSTATE.test(code) || SOCKET.has(code))) return true;
    if (typeof message === "string" && MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
