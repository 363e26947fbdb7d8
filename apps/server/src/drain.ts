// Stopping without dropping a request (SIGTERM, or a worker replaced in a rolling restart; docs/adr/0020).
// Node's server.close() also closes every idle keep-alive connection at once, and a client that was sending its
// next request on one just then sees the connection reset. Here the server stops accepting, answers every request
// that still comes with `Connection: close` (the client opens its next connection elsewhere), and closes a
// connection only once it has been idle for a while; whatever is left is closed after the timeout.
import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/** A connection idle this long is closed while draining (a client about to reuse it would have by now). */
const IDLE_GRACE_MS = 1_000;

export function drainable(server: Server) {
  let draining = false;
  // Connections with no request in flight, and since when.
  const idleSince = new Map<Socket, number>();
  server.on("connection", (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once("close", () => idleSince.delete(socket));
  });
  // Before the shop's handler, which may answer at once.
  server.prependListener("request", (req, res) => {
    const socket = req.socket;
    idleSince.delete(socket);
    if (draining) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (!socket.destroyed) idleSince.set(socket, Date.now());
    });
  });
  return {
    /** Stops accepting and resolves once every connection is closed (at most `timeoutMs` later). */
    drain(timeoutMs: number): Promise<void> {
      draining = true;
      return new Promise((resolve) => {
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const [socket, since] of idleSince) if (now - since >= IDLE_GRACE_MS) socket.destroy();
        }, 100);
        const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
        // net.Server's close: stop accepting, call back when the last connection ended (without http's closing of idle ones).
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}
