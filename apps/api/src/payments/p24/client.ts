// The lowest layer of Przelewy24 (REST API v1): one method per call the shop makes, over fetch, with HTTP
// Basic auth (posId:apiKey) and the documented `sign` on the calls that carry one. Every failure is one
// P24Error: `unavailable` (network, timeout, 5xx, a body that is not P24's) may be retried later; `refused`
// (4xx) will fail the same way again. Nothing here knows orders or the database (docs/adr/0016).
import { registerSign, verifySign } from "./sign";
import {
  P24Error,
  type PaymentMethod,
  type Przelewy24Options,
  type RefundInput,
  type RefundResult,
  type RegisterTransactionInput,
  type VerifyTransactionInput,
} from "./types";

export * from "./types";

/** BLIK is how most Polish buyers pay; the list P24 returns does not put it first. */
const isBlik = (method: PaymentMethod) => method.group.toLowerCase() === "blik" || /\bblik\b/i.test(method.name);

export class Przelewy24Client {
  // A private field, so neither util.inspect nor JSON.stringify of the client shows the api key.
  readonly #authorization: string;
  readonly #apiKey: string;
  readonly #crc: string;
  readonly #fetch: typeof fetch;
  readonly #baseUrl: string;
  private readonly options: Omit<Przelewy24Options, "apiKey" | "crc">;

  constructor({ apiKey, crc, ...options }: Przelewy24Options) {
    if (!apiKey || !crc) throw new Error("Przelewy24Client needs an api key and a CRC key");
    this.#authorization = `Basic ${Buffer.from(`${options.posId}:${apiKey}`).toString("base64")}`;
    this.#apiKey = apiKey;
    this.#crc = crc;
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.options = options;
  }

  async registerTransaction(input: RegisterTransactionInput): Promise<{ token: string; redirectUrl: string }> {
    const { merchantId, posId } = this.options;
    const body = await this.call("POST", "/api/v1/transaction/register", {
      merchantId,
      posId,
      ...input,
      sign: registerSign({ sessionId: input.sessionId, merchantId, amount: input.amount, currency: input.currency }, this.#crc),
    });
    const token = (body as { data?: { token?: unknown } }).data?.token;
    if (typeof token !== "string" || !/^[A-Za-z0-9-]{1,100}$/.test(token))
      throw new P24Error("unavailable", "P24 answered without a token");
    return { token, redirectUrl: `${this.#baseUrl}/trnRequest/${token}` };
  }

  /** True once P24 has confirmed the payment; without this call P24 never settles it to the shop. */
  async verifyTransaction(input: VerifyTransactionInput): Promise<boolean> {
    const { merchantId, posId } = this.options;
    const body = await this.call("PUT", "/api/v1/transaction/verify", {
      merchantId,
      posId,
      sessionId: input.sessionId,
      amount: input.amount,
      currency: input.currency,
      orderId: input.orderId,
      sign: verifySign(input, this.#crc),
    });
    return (body as { data?: { status?: unknown } }).data?.status === "success";
  }

  /** Each refund's result as P24 accepted it; the money moves later, told by the refund notification. */
  async refund(input: RefundInput): Promise<RefundResult[]> {
    const body = await this.call("POST", "/api/v1/transaction/refund", input);
    const data = (body as { data?: unknown }).data;
    if (!Array.isArray(data)) throw new P24Error("unavailable", "P24 answered a refund without data");
    return data.map((item: Record<string, unknown>) => ({
      orderId: Number(item.orderId),
      sessionId: String(item.sessionId),
      amount: Number(item.amount),
      status: item.status === true,
      message: typeof item.message === "string" ? item.message : "",
    }));
  }

  /** The active methods for this amount (grosze), BLIK first, then in P24's order. */
  async paymentMethods(lang: "pl" | "en", amount: number): Promise<PaymentMethod[]> {
    const query = new URLSearchParams({ amount: String(amount), currency: "PLN" });
    const body = await this.call("GET", `/api/v1/payment/methods/${lang}?${query}`);
    const data = (body as { data?: unknown }).data;
    if (!Array.isArray(data)) throw new P24Error("unavailable", "P24 answered payment methods without data");
    const methods = data
      .filter((item: Record<string, unknown>) => item.status === true && Number.isSafeInteger(item.id) && typeof item.name === "string")
      .map((item: Record<string, unknown>) => ({
        id: item.id as number,
        name: item.name as string,
        group: typeof item.group === "string" ? item.group : "",
        imgUrl: typeof item.imgUrl === "string" ? item.imgUrl : undefined,
        mobileImgUrl: typeof item.mobileImgUrl === "string" ? item.mobileImgUrl : undefined,
      }));
    return [...methods.filter(isBlik), ...methods.filter((method) => !isBlik(method))];
  }

  /** True when P24 accepts the credentials (the panel's "test access"). */
  async testAccess(): Promise<boolean> {
    const body = await this.call("GET", "/api/v1/testAccess");
    return (body as { data?: unknown }).data === true;
  }

  private async call(method: string, path: string, payload?: object): Promise<unknown> {
    const init: RequestInit = {
      method,
      headers: { Authorization: this.#authorization, Accept: "application/json", "Content-Type": "application/json" },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    };
    if (payload) init.body = JSON.stringify(payload);
    const endpoint = path.split("?")[0];
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(`${this.#baseUrl}${path}`, init);
      text = await response.text();
    } catch (error) {
      // The cause is dropped on purpose: the message says enough, and nothing of the request can leak.
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new P24Error("unavailable", `P24 ${timedOut ? "timed out" : "could not be reached"} on ${endpoint}`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (response.status >= 500) throw new P24Error("unavailable", `P24 answered ${response.status} on ${endpoint}`, response.status);
    if (response.status >= 400)
      // P24's words are kept (they say what to fix), with the key masked should an answer ever echo it.
      throw new P24Error(
        "refused",
        `P24 refused ${endpoint} (${response.status}): ${errorText(body).replaceAll(this.#apiKey, "***")}`,
        response.status,
      );
    if (response.status >= 300 || typeof body !== "object" || body === null)
      throw new P24Error("unavailable", `P24 answered ${response.status} without JSON on ${endpoint}`, response.status);
    return body;
  }
}

/** P24's own words: `error` is a string, or for a refund conflict a list of items with a `message` each. */
function errorText(body: unknown): string {
  const error = (body as { error?: unknown } | undefined)?.error;
  const text = Array.isArray(error)
    ? error.map((item: { message?: unknown }) => String(item?.message ?? "")).join("; ")
    : typeof error === "string"
      ? error
      : "no message";
  return text.slice(0, 300);
}
