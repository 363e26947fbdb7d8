// The Ministry of Finance's White List (Wykaz podatników VAT, API "Rejestr WL"; no key): `GET /api/search/nip/{nip}
// ?date=YYYY-MM-DD` answers `{result: {subject, requestId, requestDateTime}}`, the subject null when the register
// has no such NIP; a refusal is 400 `{code: "WL-1xx", message}`. Production https://wl-api.mf.gov.pl, test
// https://wl-test.mf.gov.pl. Every answer becomes a TaxIdAnswer; a registry that does not answer (network, timeout,
// 5xx, its daily limit WL-191, its database being updated WL-195/196, an answer that is not its JSON) is `unknown`,
// never "invalid". Nothing here knows the shop's tables (the cache is the use-case's).
import { type TaxIdAnswer, unknownAnswer } from "../../core/tax-ids";

export interface WhiteListOptions {
  /** https://wl-api.mf.gov.pl, https://wl-test.mf.gov.pl or a stand-in's address. */
  baseUrl: string;
  /** Default 5 s: a customer waits for it. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The White List's refusals that say the number is no NIP (empty, wrong length, not digits, wrong check digit). */
const NOT_A_NIP = new Set(["WL-112", "WL-113", "WL-114", "WL-115"]);

interface Subject {
  name?: unknown;
  nip?: unknown;
  statusVat?: unknown;
  workingAddress?: unknown;
  residenceAddress?: unknown;
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

export class WhiteListClient {
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: WhiteListOptions) {
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? 5_000;
  }

  /** What the register says of a NIP (ten digits) on a day (YYYY-MM-DD). Never throws. */
  async searchNip(nip: string, day: string): Promise<TaxIdAnswer> {
    let response: Response;
    let body: unknown;
    try {
      response = await this.#fetch(`${this.#baseUrl}/api/search/nip/${encodeURIComponent(nip)}?date=${encodeURIComponent(day)}`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      const raw = await response.text();
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return unknownAnswer(`White List ${timedOut ? "timed out" : "could not be reached"}`);
    }
    if (response.status >= 400) {
      const code = text((body as { code?: unknown } | undefined)?.code);
      if (response.status === 400 && code && NOT_A_NIP.has(code)) return { ...unknownAnswer(code), status: "not-found" };
      return unknownAnswer(`White List answered ${response.status}${code ? ` ${code}` : ""}`);
    }
    const result = (body as { result?: unknown } | undefined)?.result as { subject?: unknown; requestId?: unknown } | undefined;
    if (response.status !== 200 || typeof result !== "object" || result === null || !("subject" in result))
      return unknownAnswer(`White List answered ${response.status} without a result`);
    const requestId = text(result.requestId);
    const subject = result.subject as Subject | null;
    if (subject === null) return { status: "not-found", name: null, address: null, detail: null, requestId };
    if (typeof subject !== "object") return unknownAnswer("White List answered a subject that is not one");
    const statusVat = text(subject.statusVat);
    return {
      status: statusVat === "Czynny" ? "active" : "inactive",
      name: text(subject.name),
      address: text(subject.workingAddress) ?? text(subject.residenceAddress),
      detail: statusVat,
      requestId,
    };
  }
}
