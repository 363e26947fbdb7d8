// A local stand-in for InPost's ShipX (tests and demos; node:http, no dependencies, a random port): the calls the
// shop's client makes, behind the organization's Bearer token. A new shipment is "created"; InPost "buys" it on the
// next GET of it (or after `confirmAfterMs`): "confirmed", with a tracking number and a PDF label. It refuses what
// ShipX refuses (validation_failed with ShipX's details: a missing target point, a bad phone…), a label before the
// shipment is confirmed (invalid_action) and a cancellation after. `outage` makes every call answer 503.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { closeNow, listenOnLoopback } from "../../core/loopback-server";
import {
  type Answer,
  type Json,
  labelPdf,
  type StandInShipment,
  shipmentJson,
  shipmentProblems,
  shipxError,
  trackingNumberOf,
} from "./shipx-stand-in-books";

export interface ShipXStandInOptions {
  token: string;
  organizationId: number;
  /** A shipment is confirmed this long after it was created (default: never by time, only by its next GET). */
  confirmAfterMs?: number;
  /** Whether a GET confirms a created shipment at once (default true). */
  confirmOnGet?: boolean;
}

export class ShipXStandIn {
  readonly shipments = new Map<number, StandInShipment>();
  /** Every call as "METHOD /path", in order. */
  readonly calls: string[] = [];
  /** While true, every call answers 503 (ShipX down). */
  outage = false;
  baseUrl = "";
  private server: Server | undefined;
  private nextId = 4_200_000;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: ShipXStandInOptions) {}

  async start(): Promise<string> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => reply(response, shipxError(500, "internal_error", "Something went wrong")));
    });
    this.baseUrl = await listenOnLoopback(server);
    this.server = server;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await closeNow(server);
  }

  /** Moves a shipment on as InPost would (a tracking number comes with "confirmed"). */
  advance(id: number | string, status: string): void {
    const shipment = this.shipments.get(Number(id));
    if (!shipment) throw new Error(`the stand-in has no shipment ${id}`);
    shipment.status = status;
    if (status !== "canceled") shipment.trackingNumber ??= trackingNumberOf(shipment.id);
    shipment.updatedAt = new Date();
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const method = request.method ?? "GET";
    this.calls.push(`${method} ${url.pathname}`);
    if (this.outage) {
      response.writeHead(503, { "Content-Type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.options.token}`)
      return reply(response, shipxError(401, "token_invalid", "Token is missing or invalid"));
    const create = /^\/v1\/organizations\/([^/]+)\/shipments$/.exec(url.pathname);
    if (create && method === "POST") {
      if (create[1] !== String(this.options.organizationId))
        return reply(response, shipxError(403, "access_forbidden", "You have no access to this organization"));
      let body: unknown;
      try {
        body = JSON.parse(await readBody(request));
      } catch {
        return reply(response, shipxError(400, "invalid_json", "The request body is not JSON"));
      }
      return reply(response, this.create(body));
    }
    const one = /^\/v1\/shipments\/(\d+)(\/label)?$/.exec(url.pathname);
    const shipment = one ? this.shipments.get(Number(one[1])) : undefined;
    if (!one || !shipment) return reply(response, shipxError(404, "resource_not_found", "Resource you are looking for are not found"));
    if (one[2]) return method === "GET" ? this.label(shipment, url, response) : reply(response, notAllowed());
    if (method === "GET") {
      if (this.options.confirmOnGet !== false && shipment.status === "created") this.advance(shipment.id, "confirmed");
      return reply(response, { status: 200, body: shipmentJson(shipment, this.baseUrl) });
    }
    if (method !== "DELETE") return reply(response, notAllowed());
    if (!["created", "offers_prepared"].includes(shipment.status))
      return reply(response, shipxError(400, "invalid_action", "Action is not available for the shipment in this status"));
    this.advance(shipment.id, "canceled");
    response.writeHead(204).end();
  }

  private create(body: unknown): Answer {
    const form = (typeof body === "object" && body !== null ? body : {}) as Json;
    const details = shipmentProblems(form);
    if (details)
      return shipxError(400, "validation_failed", "There are some validation errors. Check details object for more info.", details);
    const now = new Date();
    const shipment: StandInShipment = {
      id: this.nextId++,
      status: "created",
      trackingNumber: null,
      service: String(form.service),
      reference: typeof form.reference === "string" ? form.reference : null,
      receiver: form.receiver as Json,
      parcels: form.parcels as Json[],
      customAttributes: (form.custom_attributes ?? {}) as Json,
      createdAt: now,
      updatedAt: now,
    };
    this.shipments.set(shipment.id, shipment);
    if (this.options.confirmAfterMs !== undefined) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (shipment.status === "created") this.advance(shipment.id, "confirmed");
      }, this.options.confirmAfterMs);
      timer.unref();
      this.timers.add(timer);
    }
    return { status: 201, body: shipmentJson(shipment, this.baseUrl) };
  }

  private label(shipment: StandInShipment, url: URL, response: ServerResponse): void {
    if (!shipment.trackingNumber || shipment.status === "canceled") {
      reply(response, shipxError(400, "invalid_action", "Label is available for confirmed shipments only"));
      return;
    }
    const format = (url.searchParams.get("format") ?? "pdf").toLowerCase();
    const type = url.searchParams.get("type") ?? "normal";
    if (format !== "pdf" || (type !== "normal" && type !== "A6")) {
      reply(response, shipxError(400, "invalid_parameter", "Unsupported label format or type"));
      return;
    }
    const point = String(shipment.customAttributes.target_point ?? "");
    const lines = [
      "InPost - stand-in label (not valid for sending)",
      `Service: ${shipment.service}`,
      `Tracking number: ${shipment.trackingNumber}`,
      `Reference: ${shipment.reference ?? ""}`,
      ...(point ? [`Parcel locker: ${point}`] : []),
    ];
    const pdf = labelPdf(lines, type);
    response
      .writeHead(200, {
        "Content-Type": "application/pdf",
        "Content-Length": pdf.length,
        "Content-Disposition": `attachment; filename="${shipment.trackingNumber}.pdf"`,
      })
      .end(pdf);
  }
}

const notAllowed = () => shipxError(405, "method_not_allowed", "Method not allowed");

function reply(response: ServerResponse, { status, body }: Answer): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
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
