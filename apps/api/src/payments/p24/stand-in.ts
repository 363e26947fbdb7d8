// A local stand-in for Przelewy24 (tests and demos; node:http, no dependencies, a random port): the REST calls
// the client makes, behind P24's Basic auth, and a hosted page whose "Pay" sends a correctly signed status
// notification to urlStatus and the browser back to urlReturn ("Decline" only sends the browser back, as P24
// notifies successful payments only). The books and their checks live in stand-in-ledger.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeNow, listenOnLoopback } from "../../core/loopback-server";
import { type Json, type Notification, type Outcome, StandInLedger, type StandInOptions } from "./stand-in-ledger";
import { notFoundPage, PAGE_HEADERS, pageHeadersFor, paymentMethods, paymentPage } from "./stand-in-page";

export type { StandInOptions } from "./stand-in-ledger";

export class Przelewy24StandIn {
  readonly ledger: StandInLedger;
  /** Every notification sent (status and refund), in order. */
  readonly sent: Array<{ url: string; body: Json }> = [];
  private readonly deliveries = new Set<Promise<void>>();
  private server: Server | undefined;
  baseUrl = "";

  /** `fetch` sends the notifications (default: the global fetch; a test may hand them to the API directly). */
  constructor(private readonly options: StandInOptions & { fetch?: typeof fetch }) {
    this.ledger = new StandInLedger(options);
  }

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
        response.end('{"error":"Unknown error","code":500}');
      });
    });
    this.baseUrl = await listenOnLoopback(server);
    this.server = server;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await this.settled();
    if (!server) return;
    await closeNow(server);
  }

  /** Resolves when every notification sent so far has been delivered (or has failed). */
  async settled(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.allSettled([...this.deliveries]);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const page = /^\/trnRequest\/([A-Za-z0-9-]+)(\/pay|\/decline)?$/.exec(url.pathname);
    if (page?.[1]) return this.hostedPage(request.method ?? "GET", page[1], page[2], response);
    const answer = ({ status, body, notifications }: Outcome) => {
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      for (const notification of notifications ?? []) this.deliver(notification);
    };
    if (!url.pathname.startsWith("/api/v1/")) return answer({ status: 404, body: { error: "Not found", code: 404 } });
    if (!this.authorized(request.headers.authorization))
      return answer({ status: 401, body: { error: "Incorrect authentication", code: 401 } });
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /api/v1/testAccess") return answer({ status: 200, body: { data: true, error: "" } });
    const lang = /^GET \/api\/v1\/payment\/methods\/(\w+)$/.exec(route)?.[1];
    if (lang !== undefined) {
      if (lang !== "pl" && lang !== "en") return answer({ status: 404, body: { data: ["Payment methods not found"], responseCode: 404 } });
      const amount = url.searchParams.has("amount") ? Number(url.searchParams.get("amount")) : undefined;
      return answer({ status: 200, body: { data: paymentMethods(lang, amount, this.baseUrl), agreements: [], responseCode: 0 } });
    }
    let body: Json;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return answer({ status: 400, body: { error: "Invalid input data", code: 400 } });
    }
    if (route === "POST /api/v1/transaction/register") return answer(this.ledger.register(body));
    if (route === "PUT /api/v1/transaction/verify") return answer(this.ledger.verify(body));
    if (route === "POST /api/v1/transaction/refund") return answer(this.ledger.refund(body));
    answer({ status: 404, body: { error: "Not found", code: 404 } });
  }

  private authorized(header: string | undefined): boolean {
    if (!header?.startsWith("Basic ")) return false;
    return Buffer.from(header.slice(6), "base64").toString("utf8") === `${this.ledger.posId}:${this.options.apiKey}`;
  }

  private hostedPage(method: string, token: string, action: string | undefined, response: ServerResponse): void {
    const transaction = this.ledger.transactions.get(token);
    // A GET shows the page; only a POST pays or declines, and only once.
    if (transaction?.state !== "registered" || (method === "GET") !== (action === undefined)) {
      response.writeHead(404, PAGE_HEADERS).end(notFoundPage());
      return;
    }
    if (!action) {
      response.writeHead(200, pageHeadersFor(transaction.urlReturn)).end(paymentPage(token, transaction));
      return;
    }
    const notifications = action === "/pay" ? this.ledger.pay(transaction) : [];
    if (action === "/decline") transaction.state = "declined";
    response.writeHead(303, { Location: transaction.urlReturn, "Cache-Control": "no-store" }).end();
    for (const notification of notifications) this.deliver(notification);
  }

  /** POSTs a notification after its delay without holding up the answer that caused it; one attempt only. */
  private deliver({ url, body, delayMs }: Notification): void {
    this.sent.push({ url, body });
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, delayMs))
      .then(() =>
        (this.options.fetch ?? fetch)(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5_000),
        }),
      )
      .then((reply) => reply.body?.cancel())
      .catch(() => {})
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error("body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
