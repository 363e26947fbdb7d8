// A local stand-in for KSeF 2.0 (tests and the demo; node:http, no dependencies, a random loopback port): the calls the
// shop's client makes, answered with KSeF's paths, field names and status codes, and really checked (stand-in-auth.ts,
// stand-in-invoices.ts). Switches for tests: `limit` (the next requests answer 429 with Retry-After), `down` (connections
// reset, or 503), `rotateKeys` (KSeF's keys change: the old publicKeyId answers 21470), `expireTokens`. What it
// accepted is `accepted`, and GET /__stand-in/invoices on the stand-in only (not on KSeF) for an end-to-end test.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeNow, listenOnLoopback } from "../../core/loopback-server";
import { type Answer, type Json, problem, StandInAuth, unauthorized } from "./stand-in-auth";
import { type AcceptedInvoice, StandInInvoices } from "./stand-in-invoices";

export type { AcceptedInvoice } from "./stand-in-invoices";

export interface KsefStandInOptions {
  /** The one context it knows: the seller's NIP (ten digits). */
  nip: string;
  /** The KSeF token it accepts. */
  token: string;
  now?: () => Date;
  accessTtlMs?: number;
}

const REFERENCE = "(\\d{8}-[0-9A-Z]{2}-[0-9A-F]{10}-[0-9A-F]{10}-[0-9A-F]{2})";
const route = (pattern: string) => new RegExp(`^${pattern.replaceAll("{ref}", REFERENCE)}$`);
const ROUTES = {
  invoices: route("POST /v2/sessions/online/{ref}/invoices"),
  close: route("POST /v2/sessions/online/{ref}/close"),
  status: route("GET /v2/sessions/{ref}/invoices/{ref}"),
  upo: route("GET /v2/sessions/{ref}/invoices/{ref}/upo"),
  upoByKsef: route("GET /v2/sessions/{ref}/invoices/ksef/([0-9A-F-]{35})/upo"),
  authStatus: route("GET /v2/auth/{ref}"),
};

export class KsefStandIn {
  readonly auth: StandInAuth;
  readonly invoices: StandInInvoices;
  /** Every request it answered or refused, as "METHOD /path", in order. */
  readonly requests: string[] = [];
  private limited: { count: number; retryAfterSeconds: number } | null = null;
  private outage: "reset" | "503" | null = null;
  private server: Server | undefined;
  baseUrl = "";

  constructor(options: KsefStandInOptions) {
    const now = options.now ?? (() => new Date());
    this.auth = new StandInAuth({ nip: options.nip, token: options.token, now, accessTtlMs: options.accessTtlMs });
    this.invoices = new StandInInvoices(this.auth, { nip: options.nip, now });
  }

  /** What the stand-in took into "KSeF", in order. */
  get accepted(): readonly AcceptedInvoice[] {
    return this.invoices.accepted;
  }

  /** The API root the client is given (KSeF's own is https://api-test.ksef.mf.gov.pl/v2 and the like). */
  get apiUrl(): string {
    return `${this.baseUrl}/v2`;
  }

  /** The next `count` requests answer 429 Too Many Requests with `Retry-After: retryAfterSeconds`. */
  limit(count: number, retryAfterSeconds: number): void {
    this.limited = count > 0 ? { count, retryAfterSeconds } : null;
  }

  /** "reset": every connection is dropped unanswered; "503": every request answers 503; null: serving again. */
  down(mode: "reset" | "503" | null): void {
    this.outage = mode;
  }

  rotateKeys(): void {
    this.auth.rotateKeys();
  }

  /** The access tokens stop working; with `refresh`, the refresh tokens too (a new sign-in is needed). */
  expireTokens(options: { refresh?: boolean } = {}): void {
    this.auth.expireTokens(options);
  }

  /** Listens on a free loopback port, or on `port` (the end-to-end tests' fixed one). */
  async start(port = 0): Promise<string> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ title: "Internal Server Error", status: 500, detail: String(error).slice(0, 500) }));
      });
    });
    server.on("connection", (socket) => {
      if (this.outage === "reset") socket.destroy();
    });
    // Long enough that a client never reuses a kept-alive connection the stand-in is just closing.
    server.keepAliveTimeout = 60_000;
    this.baseUrl = await listenOnLoopback(server, port);
    this.server = server;
    return this.apiUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await closeNow(server);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const key = `${request.method} ${url.pathname}`;
    if (this.outage === "reset") return void request.socket.destroy();
    const send = (answer: Answer) => {
      const type = answer.xml !== undefined ? "application/xml" : answer.status >= 400 ? "application/problem+json" : "application/json";
      response.writeHead(answer.status, { "Content-Type": type, ...answer.headers });
      response.end(answer.xml ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body)));
    };
    if (key === "GET /__stand-in/invoices") return send({ status: 200, body: [...this.accepted] as unknown as Json[] });
    this.requests.push(key);
    if (this.outage === "503") return send({ status: 503, body: { title: "Service Unavailable", status: 503 } });
    if (this.limited) {
      const { retryAfterSeconds } = this.limited;
      this.limited.count -= 1;
      if (this.limited.count <= 0) this.limited = null;
      return send({
        status: 429,
        headers: { "Retry-After": String(retryAfterSeconds) },
        body: {
          title: "Too Many Requests",
          status: 429,
          detail: `Przekroczono limit 20 żądań na minutę. Spróbuj ponownie po ${retryAfterSeconds} sekundach.`,
          timestamp: new Date().toISOString(),
        },
      });
    }
    let body: Json = {};
    if (request.method === "POST") {
      try {
        const text = await readBody(request);
        body = text ? JSON.parse(text) : {};
      } catch {
        return send(problem(21405, "Błąd walidacji danych wejściowych.", ["Treść żądania nie jest poprawnym JSON-em."]));
      }
    }
    send(await this.answer(key, body, bearerOf(request)));
  }

  private async answer(key: string, body: Json, bearer: string | undefined): Promise<Answer> {
    const { auth, invoices } = this;
    if (key === "GET /v2/security/public-key-certificates") return auth.certificates();
    if (key === "POST /v2/auth/challenge") return auth.challenge();
    if (key === "POST /v2/auth/ksef-token") return auth.ksefToken(body);
    if (key === "POST /v2/auth/token/redeem") return auth.redeem(bearer);
    if (key === "POST /v2/auth/token/refresh") return auth.refreshAccess(bearer);
    const authStatus = ROUTES.authStatus.exec(key);
    if (authStatus) return auth.status(authStatus[1] as string, bearer);
    if (!auth.signedIn(bearer) || !bearer) return unauthorized("Wymagane jest uwierzytelnienie.");
    if (key === "POST /v2/sessions/online") return invoices.open(bearer, body);
    const at = (pattern: RegExp) => pattern.exec(key)?.slice(1, 3) as [string, string] | undefined;
    const send = at(ROUTES.invoices);
    if (send) return invoices.send(send[0], body);
    const close = at(ROUTES.close);
    if (close) return invoices.close(close[0]);
    const byKsef = at(ROUTES.upoByKsef);
    if (byKsef) return invoices.upoByKsefNumber(...byKsef);
    const upo = at(ROUTES.upo);
    if (upo) return invoices.upo(...upo);
    const status = at(ROUTES.status);
    if (status) return invoices.status(...status);
    return { status: 404, body: { title: "Not Found", status: 404 } };
  }
}

const bearerOf = (request: IncomingMessage) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 5 * 1024 * 1024) throw new Error("body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
