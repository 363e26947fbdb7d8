// The EU's VIES over its REST API (no key): `POST {base}/check-vat-number` with `{countryCode, vatNumber}` answers
// `{valid, name, address, requestDate, requestIdentifier?, userError}` (name and address "---" when the member state
// gives none); a fault is `{actionSucceed: false, errorWrappers: [{error, message}]}` or a 5xx. Production base
// https://ec.europa.eu/taxation_customs/vies/rest-api (a base ending in /check-vat-test-service, the EU's test service,
// is used as it is). VIES "unavailable" answers (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, the concurrency limits)
// and anything that is not its answer mean `unknown`, never "invalid": only `valid: false` with INVALID (or
// INVALID_INPUT, a malformed number) is `not-found`.
import { type TaxIdAnswer, unknownAnswer } from "../../core/tax-ids";

export interface ViesOptions {
  /** https://ec.europa.eu/taxation_customs/vies/rest-api, or a stand-in's address. */
  baseUrl: string;
  /** Default 8 s: a member state may take its time. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** VIES's words for "this number is not a valid one" (everything else that is not VALID says nothing of the number). */
const INVALID = new Set(["INVALID", "INVALID_INPUT"]);

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() && value.trim() !== "---" ? value.trim() : null);

export class ViesClient {
  readonly #fetch: typeof fetch;
  readonly #endpoint: string;
  readonly #timeoutMs: number;

  constructor(options: ViesOptions) {
    this.#fetch = options.fetch ?? globalThis.fetch;
    const base = options.baseUrl.replace(/\/+$/, "");
    this.#endpoint = /\/check-vat-(number|test-service)$/.test(base) ? base : `${base}/check-vat-number`;
    this.#timeoutMs = options.timeoutMs ?? 8_000;
  }

  /** What VIES says of a VAT number ("DE", "123456789"). Never throws. */
  async check(countryCode: string, vatNumber: string): Promise<TaxIdAnswer> {
    let response: Response;
    let body: Record<string, unknown> | undefined;
    try {
      response = await this.#fetch(this.#endpoint, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const raw = await response.text();
      try {
        const parsed: unknown = JSON.parse(raw);
        body = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return unknownAnswer(`VIES ${timedOut ? "timed out" : "could not be reached"}`);
    }
    const wrapped = Array.isArray(body?.errorWrappers) ? (body.errorWrappers[0] as { error?: unknown } | undefined) : undefined;
    const fault = text(wrapped?.error);
    if (fault) return INVALID.has(fault) ? { ...unknownAnswer(fault), status: "not-found" } : unknownAnswer(fault);
    if (response.status !== 200 || typeof body?.valid !== "boolean")
      return unknownAnswer(`VIES answered ${response.status}${body ? " without a verdict" : " without JSON"}`);
    const userError = text(body.userError);
    const requestId = text(body.requestIdentifier);
    if (body.valid)
      return { status: "active", name: text(body.name), address: text(body.address), detail: userError ?? "VALID", requestId };
    if (userError === null || INVALID.has(userError))
      return { status: "not-found", name: null, address: null, detail: userError ?? "INVALID", requestId };
    return unknownAnswer(userError);
  }
}
