/**
 * What the one server process hands the storefront at run time. The storefront bundle and the
 * server load separate module graphs, so the hand-over goes through a global registry key.
 */
export interface StorefrontRuntime {
  /** Where the storefront's server side calls the API ("" = this same process). */
  apiBase: string;
  /** The API's fetch, called without a socket when the API runs in this process. */
  inProcessApi: ((request: Request) => Promise<Response>) | null;
  /** The explicit public subset of the configuration that the browser may see. */
  publicEnv: PublicEnv;
  /**
   * The version of the shop's content (catalogue, cities, redirects, articles): it grows whenever staff
   * change it, and the storefront's caches drop what they kept under an older one. Absent: never changes.
   */
  contentVersion?: () => number;
}

export interface PublicEnv {
  PUBLIC_BRAND: string;
  PUBLIC_REQUEST_THROTTLE: boolean;
  DEFAULT_LOCALE: string;
  /** API base for calls made by the browser ("" = same origin). */
  PUBLIC_API_BASE: string;
  /** The shop's canonical origin (the first of PUBLIC_ORIGIN), for canonical and alternate URLs. */
  PUBLIC_ORIGIN: string;
  /** The build this page was rendered by; the browser compares it with GET /api/v1/build. */
  BUILD_ID: string;
  /** Payments are simulated (docs/security.md): every page says so. */
  DEMO_MODE: boolean;
}

export const STOREFRONT_RUNTIME_KEY = Symbol.for("shop.storefront.runtime");
