// A local stand-in for both tax registries (demo mode and tests; node:http, no dependencies, a random port on
// 127.0.0.1): the White List's `GET /api/search/nip/{nip}` and VIES's `POST /check-vat-number`, answered as
// stand-in-answers.ts says. WHITELIST_BASE=stand-in and VIES_BASE=stand-in point the shop at one started in the
// server; tests start their own, and may take it `down` (every request answers 503 with a page that is no JSON, as a
// registry's proxy does when the registry is away) or make member states `unavailable` in VIES.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { closeNow, listenOnLoopback } from "../../core/loopback-server";
import { type Answer, answerVies, answerWhiteList, standInSubjects, standInTraders } from "./stand-in-answers";

export class TaxRegistryStandIn {
  readonly subjects = standInSubjects();
  readonly traders = standInTraders();
  /** VIES's member states that answer MS_UNAVAILABLE. */
  readonly unavailable = new Set<string>();
  /** Every request ("GET /api/search/nip/5252000002?date=…", "POST /check-vat-number DE811234567"), in order. */
  readonly requests: string[] = [];
  /** While true, every request answers 503. */
  down = false;
  baseUrl = "";
  private server: Server | undefined;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      this.answer(request).then(
        ({ status, body }) => {
          const json = typeof body !== "string";
          response
            .writeHead(status, { "Content-Type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8" })
            .end(json ? JSON.stringify(body) : body);
        },
        () =>
          response
            .writeHead(500, { "Content-Type": "application/json" })
            .end('{"code":"WL-100","message":"Wystąpił nieoczekiwany błąd serwera."}'),
      );
    });
    this.baseUrl = await listenOnLoopback(server);
    this.server = server;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await closeNow(server);
  }

  private async answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const method = request.method ?? "GET";
    const text = await readBody(request);
    if (method === "POST" && url.pathname === "/check-vat-number") {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      const { countryCode, vatNumber } = (body ?? {}) as { countryCode?: unknown; vatNumber?: unknown };
      this.requests.push(`POST /check-vat-number ${String(countryCode)}${String(vatNumber)}`);
      if (this.down) return DOWN;
      return answerVies(this.traders, this.unavailable, body, this.now());
    }
    this.requests.push(`${method} ${url.pathname}${url.search}`);
    if (this.down) return DOWN;
    return answerWhiteList(this.subjects, method, url, this.now());
  }
}

const DOWN: Answer = { status: 503, body: "<html><body><h1>503 Service Unavailable</h1></body></html>" };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16 * 1024) throw new Error("body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
