// The lowest layer of InPost's Points API (v1, https://api-pl-points.easypack24.net/v1, no credentials): the two
// calls the shop makes, over fetch. `GET /points` lists points by filters (type, status, name, city) or around a
// place (relative_point=lat,lng or relative_post_code=NN-NNN, with max_distance in metres), nearest first;
// `GET /points/{name}` is one point. Every failure is one InPostError: `unavailable` (network, timeout, 5xx, an
// answer that is not InPost's JSON) may be retried later; `refused` (4xx) will fail the same way again. Nothing
// here knows orders or the shop's cities (docs/orders.md "InPost parcel lockers").

export interface InPostPointsOptions {
  /** https://api-pl-points.easypack24.net/v1, or a stand-in; without the /points. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A point as the shop reads it from InPost's item. */
export interface InPostPoint {
  /** The point's code: "WAW01M". */
  name: string;
  /** "Operating" when it takes parcels; "NonOperating", "Disabled"… otherwise. */
  status: string;
  types: string[];
  latitude: number;
  longitude: number;
  /** address.line1 and line2: "Marszałkowska 12", "00-017 Warszawa". */
  line1: string;
  line2: string;
  city: string;
  postCode: string;
  street: string;
  buildingNumber: string;
  /** location_description: "Przy sklepie Żabka". */
  description: string;
  openingHours: string;
  open247: boolean;
  /** Metres from the search's relative point; null without one. */
  distance: number | null;
}

export interface PointsQuery {
  name?: string;
  city?: string;
  relativePoint?: { latitude: number; longitude: number };
  relativePostCode?: string;
  /** Metres around the relative point. */
  maxDistance?: number;
  perPage?: number;
}

export class InPostError extends Error {
  override readonly name = "InPostError";
  constructor(
    readonly kind: "unavailable" | "refused",
    message: string,
    /** The HTTP status InPost answered with, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What the shop reads of a point: the rest of InPost's item (functions, images, payment…) is not asked for. */
const FIELDS = "name,type,status,location,location_description,opening_hours,location_247,address,address_details,distance";

export class InPostPointsClient {
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: InPostPointsOptions) {
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? 5_000;
  }

  /** Working parcel lockers by the query's filters; around its place (nearest first) when it has one. */
  async points(query: PointsQuery): Promise<InPostPoint[]> {
    const params = new URLSearchParams({ type: "parcel_locker", status: "Operating", fields: FIELDS });
    if (query.name) params.set("name", query.name);
    if (query.city) params.set("city", query.city);
    const point = query.relativePoint;
    if (point) params.set("relative_point", `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`);
    if (query.relativePostCode) params.set("relative_post_code", query.relativePostCode);
    if (point || query.relativePostCode) {
      params.set("sort_by", "distance_to_relative_point");
      if (query.maxDistance) params.set("max_distance", String(Math.round(query.maxDistance)));
    }
    params.set("per_page", String(query.perPage ?? 25));
    const body = await this.call(`/points?${params}`);
    const items = (body as { items?: unknown }).items;
    if (!Array.isArray(items)) throw new InPostError("unavailable", "InPost answered points without items");
    return items.map(pointOf).filter((item): item is InPostPoint => item !== null);
  }

  /** One point by its code (any type or status), or null when InPost has none of that name. */
  async point(name: string): Promise<InPostPoint | null> {
    try {
      return pointOf(await this.call(`/points/${encodeURIComponent(name)}`));
    } catch (error) {
      if (error instanceof InPostError && error.status === 404) return null;
      throw error;
    }
  }

  private async call(path: string): Promise<unknown> {
    const endpoint = path.split("?")[0]?.replace(/^\/points\/.+$/, "/points/{name}");
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new InPostError("unavailable", `InPost ${timedOut ? "timed out" : "could not be reached"} on ${endpoint}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.status >= 500) throw new InPostError("unavailable", `InPost answered ${response.status} on ${endpoint}`, response.status);
    if (response.status >= 400) {
      const said = (body as { message?: unknown } | undefined)?.message;
      const message = typeof said === "string" ? said.slice(0, 300) : "no message";
      throw new InPostError("refused", `InPost refused ${endpoint} (${response.status}): ${message}`, response.status);
    }
    if (response.status >= 300 || typeof body !== "object" || body === null)
      throw new InPostError("unavailable", `InPost answered ${response.status} without JSON on ${endpoint}`, response.status);
    return body;
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** An InPost item as an InPostPoint; null when it lacks a name or a place. */
function pointOf(item: unknown): InPostPoint | null {
  if (typeof item !== "object" || item === null) return null;
  const raw = item as Record<string, unknown>;
  const location = (raw.location ?? {}) as Record<string, unknown>;
  const address = (raw.address ?? {}) as Record<string, unknown>;
  const details = (raw.address_details ?? {}) as Record<string, unknown>;
  const latitude = Number(location.latitude);
  const longitude = Number(location.longitude);
  const name = text(raw.name);
  if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const distance = typeof raw.distance === "number" && Number.isFinite(raw.distance) ? Math.round(raw.distance) : null;
  return {
    name,
    status: text(raw.status),
    types: Array.isArray(raw.type) ? raw.type.filter((type): type is string => typeof type === "string") : [],
    latitude,
    longitude,
    line1: text(address.line1),
    line2: text(address.line2),
    city: text(details.city),
    postCode: text(details.post_code),
    street: text(details.street),
    buildingNumber: text(details.building_number),
    description: text(raw.location_description),
    openingHours: text(raw.opening_hours),
    open247: raw.location_247 === true,
    distance,
  };
}
