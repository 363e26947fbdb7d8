// A local stand-in for InPost's Points API (demo mode and tests; node:http, no dependencies, a random port on
// 127.0.0.1): `GET /points` and `GET /points/{name}` over a few hundred made-up parcel lockers in the four demo
// cities (stand-in-points.ts), searched as InPost searches (stand-in-search.ts). INPOST_POINTS_BASE=stand-in starts
// one in the server; the tests start their own.
import { createServer, type Server } from "node:http";
import { closeNow, listenOnLoopback } from "../../core/loopback-server";
import { type StandInPoint, standInPoints } from "./points-stand-in-data";
import { answerRequest } from "./points-stand-in-search";

export class InPostPointsStandIn {
  readonly points: readonly StandInPoint[] = standInPoints();
  /** Every request's path and query, in order (a test counts how often InPost was asked). */
  readonly requests: string[] = [];
  private server: Server | undefined;
  baseUrl = "";

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", this.baseUrl);
      this.requests.push(`${url.pathname}${url.search}`);
      const { status, body } = answerRequest(this.points, request.method ?? "GET", url, `${this.baseUrl}/points`);
      response.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    });
    this.baseUrl = await listenOnLoopback(server);
    this.server = server;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await closeNow(server);
  }
}
