// The local stand-ins (Przelewy24, InPost Points and ShipX, S3) listen on a free loopback port and stop at once.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Listens on 127.0.0.1 at a free port (or the one given); answers the server's base URL. */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes the server and every connection it has, kept-alive ones too. */
export async function closeNow(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
