// The lowest layer of the KSeF 2.0 client: one HTTP call over fetch, its answer parsed, every failure one KsefError.
// KSeF's limits are respected here (limity/limity-api.md): a 429 is waited out for its Retry-After seconds and the
// call made again when that is short; a longer block is thrown as `limited` with the wait, for the caller to come
// back then. Errors are asked for as Problem Details (`X-Error-Format: problem-details`); the older
// ExceptionResponse is read too. Nothing here knows invoices or the database.

/**
 * `unavailable`: no answer, a timeout, a 5xx: try again later. `limited`: a 429 whose Retry-After (`retryAfterMs`) is
 * longer than this client waits. `unauthorized`: a 401 (the access token expired or was revoked). `refused`: any
 * other 4xx; `codes` are KSeF's exception codes (21470: the public key is not accepted any more).
 */
export type KsefErrorKind = "unavailable" | "limited" | "unauthorized" | "refused";

export class KsefError extends Error {
  override readonly name = "KsefError";
  constructor(
    readonly kind: KsefErrorKind,
    message: string,
    readonly status?: number,
    readonly codes: number[] = [],
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface KsefHttpOptions {
  /** KSeF's API root, such as https://api-test.ksef.mf.gov.pl/v2. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  /** The longest Retry-After waited out in place (default 30 s); a longer one is thrown as `limited`. */
  maxRetryWaitMs?: number;
  /** How waiting is done (tests record it); default setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

export interface KsefRequest {
  method: "GET" | "POST";
  path: string;
  /** A bearer token: the authentication operation's, the access or the refresh token. */
  token?: string;
  json?: unknown;
  /** The answer is XML (a UPO), kept as text. */
  xml?: boolean;
  /**
   * Making it twice does no harm (every GET; a challenge, a refresh, a session opened): made once more at once when the
   * connection broke before any answer (a kept-alive connection the server had just closed). An invoice is never.
   */
  repeatable?: boolean;
}

/** No answer at all: the connection failed or broke (not a timeout). */
class BrokenConnection extends Error {
  constructor(readonly failure: KsefError) {
    super(failure.message);
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class KsefHttp {
  readonly #fetch: typeof fetch;
  readonly baseUrl: string;
  readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: KsefHttpOptions) {
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.sleep = options.sleep ?? sleepFor;
  }

  /** The answer's body: parsed JSON, the XML text, or undefined for 204. */
  async call<T = unknown>(request: KsefRequest): Promise<T> {
    const maxWait = this.options.maxRetryWaitMs ?? 30_000;
    const repeatable = request.method === "GET" || request.repeatable === true;
    for (let attempt = 1; ; attempt++) {
      try {
        return (await this.once(request)) as T;
      } catch (error) {
        if (error instanceof BrokenConnection) {
          if (!repeatable || attempt >= 2) throw error.failure;
          continue;
        }
        const wait = error instanceof KsefError && error.kind === "limited" ? (error.retryAfterMs ?? 0) : Number.POSITIVE_INFINITY;
        if (wait > maxWait || attempt >= 3) throw error;
        await this.sleep(wait);
      }
    }
  }

  private async once({ method, path, token, json, xml }: KsefRequest): Promise<unknown> {
    const headers: Record<string, string> = {
      Accept: xml ? "application/xml" : "application/json",
      "X-Error-Format": "problem-details",
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (json !== undefined) headers["Content-Type"] = "application/json";
    const endpoint = `${method} ${path.replace(/\/\d{8}-[0-9A-Z-]{27}\b/g, "/{ref}")}`;
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: json === undefined ? null : JSON.stringify(json),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const failure = new KsefError("unavailable", `KSeF ${timedOut ? "timed out" : "could not be reached"} on ${endpoint}`);
      throw timedOut ? failure : new BrokenConnection(failure);
    }
    const status = response.status;
    if (status === 429) {
      const retryAfterMs = retryAfterOf(response.headers.get("retry-after"));
      throw new KsefError(
        "limited",
        `KSeF's limit on ${endpoint}: ${problemText(text)} (again in ${retryAfterMs / 1000} s)`,
        429,
        [],
        retryAfterMs,
      );
    }
    if (status >= 500)
      throw new KsefError("unavailable", `KSeF answered ${status} on ${endpoint}${text ? `: ${problemText(text)}` : ""}`, status);
    if (status === 401) throw new KsefError("unauthorized", `KSeF did not accept the token on ${endpoint}: ${problemText(text)}`, 401);
    if (status >= 400) {
      const { codes, text: words } = problemOf(text);
      throw new KsefError("refused", `KSeF refused ${endpoint} (${status}): ${words}`, status, codes);
    }
    if (status === 204 || (xml && status < 300)) return xml ? text : undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new KsefError("unavailable", `KSeF answered ${status} without JSON on ${endpoint}`, status);
    }
  }
}

/** Retry-After in seconds (KSeF's form) or an HTTP date; at least a second, 60 s when missing or unreadable. */
function retryAfterOf(header: string | null): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim())) * 1000;
  const at = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? 60_000 : Math.max(1000, at - Date.now());
}

interface ErrorItem {
  code?: unknown;
  description?: unknown;
  details?: unknown;
}

/** KSeF's own codes and words from a Problem Details body, or from the older ExceptionResponse. */
function problemOf(text: string): { codes: number[]; text: string } {
  // biome-ignore lint/suspicious/noExplicitAny: KSeF's JSON, each field read is checked below
  let body: Record<string, any> | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    return { codes: [], text: text.slice(0, 300) || "no message" };
  }
  const legacy = body?.exception?.exceptionDetailList as Array<Record<string, unknown>> | undefined;
  const items: ErrorItem[] = Array.isArray(body?.errors)
    ? body.errors
    : Array.isArray(legacy)
      ? legacy.map((item) => ({ code: item.exceptionCode, description: item.exceptionDescription, details: item.details }))
      : [];
  const codes = items.map((item) => Number(item.code)).filter(Number.isInteger);
  const words = items.map((item) => {
    const details = Array.isArray(item.details) ? item.details.join("; ") : "";
    return `${item.code ?? ""} ${item.description ?? ""}${details ? `: ${details}` : ""}`.trim();
  });
  // A 429's older body: { status: { code, description, details } }.
  const status = Array.isArray(body?.status?.details) ? body.status.details.join("; ") : "";
  const detail = typeof body?.detail === "string" ? body.detail : status;
  return { codes, text: (words.join(" | ") || detail || "no message").slice(0, 1000) };
}

const problemText = (text: string) => problemOf(text).text;
