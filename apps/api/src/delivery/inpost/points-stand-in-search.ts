// The stand-in's answers to the Points API's two calls, as InPost gives them: `GET /points` filters by name, type,
// status, city and post_code, measures from relative_point or relative_post_code (a postcode's place: the middle
// of the stand-in's points with that postcode, else with its first three or two digits) within max_distance,
// sorts nearest first (by name without a place), and pages (per_page, page); `fields` keeps only the fields named.
// Integer and number parameters are checked as InPost does (a wrong one is a 400). No I/O here.
import { normalizeSearchText } from "@shop/domain";
import { metresBetween, type StandInPoint } from "./points-stand-in-data";

export interface StandInAnswer {
  status: number;
  body: unknown;
}

const invalid = (parameter: string): StandInAnswer => ({
  status: 400,
  body: {
    status: 400,
    error: "invalid_parameter",
    message: `Invalid value of parameter: ${parameter}`,
    details: { [parameter]: ["invalid"] },
  },
});

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** The middle of the points whose postcode starts like this one (all five digits, then fewer); null when none. */
function postcodePlace(points: readonly StandInPoint[], postcode: string): Place | null {
  for (const length of [6, 4, 2]) {
    const prefix = postcode.slice(0, length);
    const near = points.filter((point) => point.address_details.post_code.startsWith(prefix));
    if (near.length > 0)
      return {
        latitude: near.reduce((sum, point) => sum + point.location.latitude, 0) / near.length,
        longitude: near.reduce((sum, point) => sum + point.location.longitude, 0) / near.length,
      };
  }
  return null;
}

interface Place {
  latitude: number;
  longitude: number;
}

function relativePlace(points: readonly StandInPoint[], params: URLSearchParams): Place | null | "invalid" {
  const point = params.get("relative_point");
  if (point !== null) {
    const [latitude, longitude] = point.split(",").map(Number);
    if (latitude === undefined || longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return "invalid";
    return { latitude, longitude };
  }
  const postcode = params.get("relative_post_code");
  if (postcode === null) return null;
  if (!/^\d{2}-\d{3}$/.test(postcode)) return "invalid";
  return postcodePlace(points, postcode) ?? { latitude: Number.NaN, longitude: Number.NaN };
}

function integer(params: URLSearchParams, name: string, fallback: number, max: number): number | "invalid" {
  const raw = params.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : "invalid";
}

function fieldsOf(item: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return fields.length === 0 ? item : Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]));
}

/** GET /points. */
function pointsAnswer(points: readonly StandInPoint[], params: URLSearchParams, href: string): StandInAnswer {
  const perPage = integer(params, "per_page", 25, 500);
  if (perPage === "invalid") return invalid("per_page");
  const page = integer(params, "page", 1, 10_000);
  if (page === "invalid") return invalid("page");
  const maxDistance = params.has("max_distance") ? Number(params.get("max_distance")) : Number.POSITIVE_INFINITY;
  if (!(maxDistance > 0)) return invalid("max_distance");
  const place = relativePlace(points, params);
  if (place === "invalid") return invalid(params.has("relative_point") ? "relative_point" : "relative_post_code");
  // A postcode the stand-in has no point near: nothing is near it.
  const nowhere = place !== null && !Number.isFinite(place.latitude);
  const names = new Set(list(params.get("name")).map((name) => name.toUpperCase()));
  const types = list(params.get("type"));
  const statuses = list(params.get("status"));
  const city = params.has("city") ? normalizeSearchText(params.get("city") ?? "") : null;
  const postCode = params.get("post_code");
  const found = (nowhere ? [] : points)
    .filter((point) => names.size === 0 || names.has(point.name))
    .filter((point) => types.length === 0 || point.type.some((type) => types.includes(type)))
    .filter((point) => statuses.length === 0 || statuses.includes(point.status))
    .filter((point) => city === null || normalizeSearchText(point.address_details.city) === city)
    .filter((point) => postCode === null || point.address_details.post_code === postCode)
    .map((point) => ({ ...point, distance: place ? Math.round(metresBetween(place, point.location)) : null }))
    .filter((point) => point.distance === null || point.distance <= maxDistance)
    .sort((a, b) => (place ? (a.distance ?? 0) - (b.distance ?? 0) : a.name.localeCompare(b.name)));
  const fields = list(params.get("fields"));
  const items = found
    .slice((page - 1) * perPage, page * perPage)
    .map((point) => fieldsOf({ href: `${href}/${point.name}`, ...point }, fields));
  return {
    status: 200,
    body: { href, count: found.length, page, per_page: perPage, total_pages: Math.ceil(found.length / perPage), items },
  };
}

/** GET /points/{name}. */
function pointAnswer(points: readonly StandInPoint[], name: string, href: string): StandInAnswer {
  const point = points.find((candidate) => candidate.name === name.toUpperCase());
  if (!point) return { status: 404, body: { status: 404, error: "resource_not_found", message: "Resource not found", details: {} } };
  return { status: 200, body: { href: `${href}/${point.name}`, ...point, distance: null } };
}

/** The stand-in's answer to a request (its server's, or a test's fetch without a socket). */
export function answerRequest(points: readonly StandInPoint[], method: string, url: URL, href: string): StandInAnswer {
  if (method !== "GET") return { status: 405, body: { status: 405, error: "method_not_allowed", message: "Method not allowed" } };
  if (url.pathname.endsWith("/points")) return pointsAnswer(points, url.searchParams, href);
  const name = /\/points\/([^/]+)$/.exec(url.pathname)?.[1];
  if (name) return pointAnswer(points, decodeURIComponent(name), href);
  return { status: 404, body: { status: 404, error: "resource_not_found", message: "Resource not found", details: {} } };
}
