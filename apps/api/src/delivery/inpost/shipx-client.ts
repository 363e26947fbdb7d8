// InPost's ShipX API (https://api-shipx-pl.easypack24.net, the sandbox https://sandbox-api-shipx-pl.easypack24.net):
// the four calls the shop makes, over fetch with the organization's Bearer token. A shipment is created in ShipX's
// simplified mode (the service named, so InPost buys it by itself: "created", then "confirmed" with a tracking
// number). Every failure is one ShipXError: `unavailable` (network, timeout, 5xx, an answer that is not ShipX's)
// may be retried later; `refused` (4xx) carries ShipX's error key and words. Nothing here knows orders or the
// database (docs/orders.md "InPost shipments").
import type { CarrierShipment, LabelType, NewShipment, ShipmentCarrier } from "../../core/shipments";
import { courierParcel, errorText, receiverOf } from "./shipx-format";

export interface ShipXOptions {
  /** Without /v1: https://api-shipx-pl.easypack24.net, the sandbox, or a stand-in. */
  baseUrl: string;
  token: string;
  organizationId: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class ShipXError extends Error {
  override readonly name = "ShipXError";
  constructor(
    readonly kind: "unavailable" | "refused",
    message: string,
    /** The HTTP status ShipX answered with, when it answered. */
    readonly status?: number,
    /** ShipX's error key ("validation_failed", "invalid_action", "resource_not_found"…). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** How the shop hands parcels to InPost: a courier collects them (ordered in Parcel Manager). */
const SENDING_METHOD = "dispatch_order";

export class ShipXClient implements ShipmentCarrier {
  // Private fields: neither util.inspect nor JSON.stringify of the client shows the token.
  readonly #authorization: string;
  readonly #token: string;
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;
  readonly #organizationId: number;
  readonly #timeoutMs: number;

  constructor({ baseUrl, token, organizationId, timeoutMs, fetch: fetchFn }: ShipXOptions) {
    if (!token) throw new Error("ShipXClient needs the organization's token");
    this.#authorization = `Bearer ${token}`;
    this.#token = token;
    this.#fetch = fetchFn ?? globalThis.fetch;
    this.#baseUrl = baseUrl.replace(/\/+$/, "");
    this.#organizationId = organizationId;
    this.#timeoutMs = timeoutMs ?? 10_000;
  }

  async createShipment(shipment: NewShipment): Promise<CarrierShipment> {
    const locker = shipment.service === "inpost_locker_standard";
    const body = {
      receiver: receiverOf(shipment.receiver, !locker),
      parcels: [locker ? { template: shipment.parcelSize } : courierParcel()],
      ...(locker ? {} : { insurance: { amount: Math.max(1, shipment.value / 100), currency: "PLN" } }),
      custom_attributes: { ...(locker ? { target_point: shipment.targetPoint } : {}), sending_method: SENDING_METHOD },
      service: shipment.service,
      reference: shipment.reference,
    };
    return shipmentOf(await this.json("POST", `/v1/organizations/${this.#organizationId}/shipments`, body));
  }

  async getShipment(id: string): Promise<CarrierShipment> {
    return shipmentOf(await this.json("GET", `/v1/shipments/${encodeURIComponent(id)}`));
  }

  async cancelShipment(id: string): Promise<void> {
    await this.json("DELETE", `/v1/shipments/${encodeURIComponent(id)}`);
  }

  async label(id: string, type: LabelType): Promise<{ body: ReadableStream<Uint8Array>; contentType: string }> {
    const path = `/v1/shipments/${encodeURIComponent(id)}/label?format=pdf&type=${type}`;
    const response = await this.send("GET", path, undefined, "application/pdf");
    const contentType = response.headers.get("content-type") ?? "";
    if (response.ok && contentType.includes("pdf") && response.body) return { body: response.body, contentType: "application/pdf" };
    return this.fail(response, path);
  }

  /** A call whose answer is ShipX's JSON (or nothing, 204). */
  private async json(method: string, path: string, payload?: object): Promise<unknown> {
    const response = await this.send(method, path, payload, "application/json");
    if (!response.ok) return this.fail(response, path);
    if (response.status === 204) return null;
    const body = await readJson(response, path);
    if (typeof body !== "object" || body === null)
      throw new ShipXError("unavailable", `ShipX answered without JSON on ${endpointOf(path)}`);
    return body;
  }

  private async send(method: string, path: string, payload: object | undefined, accept: string): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: { Authorization: this.#authorization, Accept: accept, "Content-Type": "application/json" },
      signal: AbortSignal.timeout(this.#timeoutMs),
    };
    if (payload) init.body = JSON.stringify(payload);
    try {
      return await this.#fetch(`${this.#baseUrl}${path}`, init);
    } catch (error) {
      // The cause is dropped on purpose: the message says enough, and nothing of the request can leak.
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new ShipXError("unavailable", `ShipX ${timedOut ? "timed out" : "could not be reached"} on ${endpointOf(path)}`);
    }
  }

  /** Throws the failure an answer of 300 or more stands for, with ShipX's words for a refusal. */
  private async fail(response: Response, path: string): Promise<never> {
    const endpoint = endpointOf(path);
    const body = await readJson(response, path).catch(() => undefined);
    if (response.status >= 500 || response.status < 400)
      throw new ShipXError("unavailable", `ShipX answered ${response.status} on ${endpoint}`, response.status);
    const code = typeof (body as { error?: unknown })?.error === "string" ? (body as { error: string }).error : undefined;
    // ShipX's words are kept (they say what to fix), with the token masked should an answer ever echo it.
    const words = errorText(body).replaceAll(this.#token, "***");
    throw new ShipXError("refused", `ShipX refused ${endpoint} (${response.status}): ${words}`, response.status, code);
  }
}

const endpointOf = (path: string) => (path.split("?")[0] ?? path).replace(/\/\d+(?=\/|$)/g, "/{id}");

async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    throw new ShipXError("unavailable", `ShipX answered ${response.status} without JSON on ${endpointOf(path)}`, response.status);
  }
}

function shipmentOf(body: unknown): CarrierShipment {
  const { id, status, tracking_number } = (body ?? {}) as { id?: unknown; status?: unknown; tracking_number?: unknown };
  if ((typeof id !== "number" && typeof id !== "string") || typeof status !== "string")
    throw new ShipXError("unavailable", "ShipX answered a shipment without its id or status");
  return { id: String(id), status, trackingNumber: typeof tracking_number === "string" && tracking_number ? tracking_number : null };
}
