// The storefront's one way to call the API (spec section 7), in the browser and on the server.
import type { Locale } from "@shop/domain";

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
const THROTTLE_DELAY_MS = 1000;

export interface ApiClientOptions {
  /** The API base, such as https://api.shop.example ("" = the page's own origin). */
  base: string;
  locale: Locale;
  /** Returns the access token when there is one. */
  token?: () => string | null | undefined;
  /** When set, each call waits THROTTLE_DELAY_MS first. */
  throttle?: boolean;
  fetch?: (input: Request) => Promise<Response>;
  /** Headers added to every call (the server forwards its request id). */
  headers?: Record<string, string>;
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON; a FormData as multipart/form-data. */
  body?: unknown;
  /** Send the Locale header (not sent on identity, sign-in and the city list). */
  sendLocale?: boolean;
  /** Send the bearer token when one exists. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Error codes that end the call at once instead of being retried (the retry would meet a state the first
   * try already changed: placing an order after CART_CHANGED corrected the cart).
   */
  finalCodes?: readonly string[];
  /** For calls that change something: the key the server deduplicates retries by (generated when absent). */
  idempotencyKey?: string;
  /** Answer the successful Response itself, unread (a file to pass on, such as a PDF); errors are thrown as usual. */
  raw?: boolean;
}

/** A failed call: the server's message is the error text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly code: string | undefined,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** An error is recognised by having both a message and a statusCode (spec section 8). */
export function isErrorObject(value: unknown): value is { message: string; statusCode: number; code?: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { message?: unknown }).message === "string" &&
    typeof (value as { statusCode?: unknown }).statusCode === "number"
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));

  function buildRequest(path: string, call: CallOptions, idempotencyKey: string | null): Request {
    const origin = typeof window === "undefined" ? "http://localhost" : window.location.origin;
    const url = new URL(`${options.base.replace(/\/$/, "")}${path}`, origin);
    for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers = new Headers(options.headers);
    headers.set("Accept", "application/json");
    if (call.sendLocale !== false) headers.set("Locale", options.locale);
    const token = call.auth ? options.token?.() : null;
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
    let body: string | FormData | undefined;
    // A form (an uploaded file) goes as multipart/form-data: the Request sets that type with its boundary.
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(call.body);
    }
    return new Request(url, { method: call.method ?? "GET", headers, body, signal: call.signal });
  }

  async function attempt<T>(path: string, call: CallOptions, idempotencyKey: string | null): Promise<T> {
    const response = await doFetch(buildRequest(path, call, idempotencyKey));
    if (call.raw && response.ok) return response as T;
    const isJson = response.headers.get("content-type")?.includes("application/json");
    const payload: unknown = isJson ? await response.json() : await response.text();
    if (response.status >= 400 || isErrorObject(payload)) {
      const error = isErrorObject(payload) ? payload : null;
      throw new ApiError(
        error?.message ?? (response.statusText || `HTTP ${response.status}`),
        error?.statusCode ?? response.status,
        error?.code,
        payload,
      );
    }
    return payload as T;
  }

  return {
    /** Idempotent calls are not retried; others are retried once on a transient status. */
    async call<T>(path: string, call: CallOptions = {}): Promise<T> {
      if (options.throttle) await sleep(THROTTLE_DELAY_MS);
      const idempotent = IDEMPOTENT.has(call.method ?? "GET");
      const retries = idempotent ? 0 : 1;
      // The same key on the first try and on the retry, so the server can tell a retry from a new request.
      const idempotencyKey = idempotent ? null : (call.idempotencyKey ?? crypto.randomUUID());
      for (let tryNo = 0; ; tryNo++) {
        try {
          return await attempt<T>(path, call, idempotencyKey);
        } catch (error) {
          if (!(error instanceof ApiError) || tryNo >= retries || !RETRY_STATUSES.has(error.statusCode)) throw error;
          if (error.code && call.finalCodes?.includes(error.code)) throw error;
        }
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
