// The shapes the Przelewy24 client takes and gives, and its one error type (docs/adr/0016).

export interface Przelewy24Options {
  /** https://sandbox.przelewy24.pl, https://secure.przelewy24.pl or a stand-in; without /api/v1. */
  baseUrl: string;
  merchantId: number;
  /** Usually the merchant id; the Basic auth user. */
  posId: number;
  /** The panel's "klucz do raportów"; the Basic auth password. */
  apiKey: string;
  /** The CRC key: signs requests and checks notifications. */
  crc: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type P24Language = "bg" | "cs" | "de" | "en" | "es" | "fr" | "hr" | "hu" | "it" | "nl" | "pl" | "pt" | "se" | "sk" | "ro";

export interface RegisterTransactionInput {
  /** The shop's unique id of this payment attempt (at most 100 characters). */
  sessionId: string;
  /** Grosze. */
  amount: number;
  currency: "PLN";
  description: string;
  email: string;
  country: "PL";
  language: P24Language;
  urlReturn: string;
  urlStatus: string;
  /** Minutes the customer has to pay, 1 to 99 (0: no limit). */
  timeLimit: number;
  /** Send the customer straight to one method (an id from paymentMethods). */
  method?: number;
}

export interface VerifyTransactionInput {
  sessionId: string;
  /** P24's transaction number, from the status notification. */
  orderId: number;
  amount: number;
  currency: "PLN";
}

export interface RefundInput {
  /** Unique per request: P24 refuses a repeated one ("Request already exists"), which makes a retry safe. */
  requestId: string;
  /** The shop's id of this refund batch; comes back in the refund notification. */
  refundsUuid: string;
  urlStatus?: string;
  refunds: Array<{ orderId: number; sessionId: string; amount: number; description?: string }>;
}

export interface RefundResult {
  orderId: number;
  sessionId: string;
  amount: number;
  status: boolean;
  message: string;
}

export interface PaymentMethod {
  id: number;
  name: string;
  group: string;
  imgUrl: string | undefined;
  mobileImgUrl: string | undefined;
}

export class P24Error extends Error {
  override readonly name = "P24Error";
  constructor(
    readonly kind: "unavailable" | "refused",
    message: string,
    /** The HTTP status P24 answered with, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}
