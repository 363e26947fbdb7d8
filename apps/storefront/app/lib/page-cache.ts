// Which requests may share a cached page (docs/adr/0004, 0030), for the server's page cache and for the pages'
// own Cache-Control. Shared: catalogue and content pages for every visitor but a business customer (their
// prices) and one with a cart message waiting, whatever their language and city cookies say (a shared page
// sets none: its script writes them), signed in or not, with a cart or not (the page asks for its personal
// parts: lib/personal.ts). The key names everything the page depends on besides the path: the brand, the age gate and
// whether the visitor is a crawler, the active city.
import { COOKIE, parseCookies } from "./cookies";
import { isCrawler } from "./crawler";
import { classifyPath } from "./guards/classify";
import { sharesPages } from "./personal";

/** How long a shared page is served as it is, then served while a fresh one renders (seconds). */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=15, stale-while-revalidate=45";

/** A cart message waiting (a cart action without JavaScript) is shown by the page itself: that page is the visitor's own. */
const PERSONAL_COOKIES = ["cart_flash"];

/**
 * The page a cart form posted without JavaScript (or before the scripts ran) comes back to, `?added=<product>`:
 * it answers the visitor's own action, with their cart's count in the header. So do a review's "helpful" and "report"
 * forms (`?reviewVoted=`, `?reviewReported=`: routes/city/review.server.ts) and the review e-mails' opt-out link
 * (`/info/reviews?optOut=`).
 */
const PERSONAL_PARAMS = /(^|[?&])(added|reviewVoted|reviewReported|optOut)=/;

/** Pages under a city that are never shared: they show or change the visitor's own things. */
const PERSONAL_SECTIONS = new Set(["cart", "checkout", "cabinet", "auth", "order-tracking", "personal", "reviews"]);

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
  if (PERSONAL_COOKIES.some((name) => name in cookies) || !sharesPages(cookies)) return null;
  if (at >= 0 && PERSONAL_PARAMS.test(url.slice(at))) return null;
  const crawler = isCrawler(first(request.headers["user-agent"]));
  // A city page is its path's city's; a page without one (the city chooser, the blog) shows the active city.
  const city = shape.kind === "city" ? shape.city : (cookies[COOKIE.citySlug] ?? "");
  const visitor = crawler ? "crawler" : cookies[COOKIE.ageConfirmed] === "1" ? "adult" : "gate";
  const search = at < 0 ? "" : normalisedSearch(url.slice(at + 1));
  return `${brand}|${visitor}|${crawler ? "" : city}|${pathname}${search ? `?${search}` : ""}`;
}

/** The key's view of a Fetch request (the page's own middleware, the guards). */
export function cacheKeyRequest(request: Request, url: URL): CacheKeyRequest {
  return {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers: { cookie: request.headers.get("cookie") ?? undefined, "user-agent": request.headers.get("user-agent") ?? undefined },
  };
}

const shared = new WeakMap<Request, boolean>();

/**
 * Whether this request's page is shared: then it is rendered for nobody in particular (no session, no cart). Worked out
 * once per request: the middleware, the guards and the loaders all ask.
 */
export function isSharedRequest(request: Request): boolean {
  let answer = shared.get(request);
  if (answer === undefined) {
    answer = pageCacheKey(cacheKeyRequest(request, new URL(request.url)), "") !== null;
    shared.set(request, answer);
  }
  return answer;
}
