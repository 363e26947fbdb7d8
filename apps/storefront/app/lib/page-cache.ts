// Which requests may share a cached page (docs/adr/0004), for the server's page cache and for the pages'
// own Cache-Control. Shared: catalogue and content pages for a visitor without a session, a cart or a
// pending cart message, whose cookies already say the page's language and city (else the page would set
// them). The key names everything the page depends on besides the path: the brand, the age gate and
// whether the visitor is a crawler, the active city.
import { COOKIE, parseCookies } from "./cookies";
import { isCrawler } from "./crawler";
import { classifyPath } from "./guards/classify";

/** How long a shared page is served as it is, then served while a fresh one renders (seconds). */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=15, stale-while-revalidate=45";

/** Cookies that make a page the visitor's own: signed in, a cart, a cart message waiting. */
const PERSONAL_COOKIES = ["session", "cart", "cart_flash"];

/** Pages under a city that are never shared: they show or change the visitor's own things. */
const PERSONAL_SECTIONS = new Set(["cart", "checkout", "cabinet", "auth", "order-tracking"]);

/** Query parameters that do not change a page (campaign tags). */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|msclkid|yclid)$/i;

export interface CacheKeyRequest {
  method?: string;
  url?: string;
  headers: { cookie?: string | string[]; "user-agent"?: string | string[] };
}

function sharedShape(pathname: string) {
  const shape = classifyPath(pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname);
  if (shape.kind === "site-resource") return shape;
  if (shape.kind === "cityless" && /^\/[a-z]{2}\/(select-city|blog)(\/|$)/.test(pathname)) return shape;
  if (shape.kind === "city" && !PERSONAL_SECTIONS.has(shape.rest[0] ?? "")) return shape;
  return null;
}

function normalisedSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join("; ") : value);

/** The key of the cached page a request may share, or null when its page is the visitor's own. */
export function pageCacheKey(request: CacheKeyRequest, brand: string): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "/";
  const at = url.indexOf("?");
  const pathname = at < 0 ? url : url.slice(0, at);
  const shape = sharedShape(pathname);
  if (!shape) return null;
  const cookies = parseCookies(first(request.headers.cookie));
  if (PERSONAL_COOKIES.some((name) => name in cookies)) return null;
  const crawler = isCrawler(first(request.headers["user-agent"]));
  const city = cookies[COOKIE.citySlug] ?? "";
  if (!crawler && "lang" in shape) {
    // The guards would set the language cookie or the city cookies: that answer is the visitor's own.
    if (cookies[COOKIE.locale] !== shape.lang) return null;
    if (shape.kind === "city" && city !== shape.city) return null;
  }
  const visitor = crawler ? "crawler" : cookies[COOKIE.ageConfirmed] === "1" ? "adult" : "gate";
  const search = at < 0 ? "" : normalisedSearch(url.slice(at + 1));
  return `${brand}|${visitor}|${crawler ? "" : city}|${pathname}${search ? `?${search}` : ""}`;
}
