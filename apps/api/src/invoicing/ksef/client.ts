// The KSeF 2.0 calls the shop makes (open-api.json; sesja-interaktywna.md; faktury/sesje/sesja-sprawdzenie-stanu-i-
// pobranie-upo.md), written with Node's fetch and crypto (docs/invoices.md says why no KSeF library): interactive
// sessions for FA(3) invoices, each invoice encrypted under the session's AES key, its status and its UPO. Every
// protected call carries the access token (auth.ts) and, answered 401, is made once more with a renewed one.
import { KsefAuth, type KsefAuthOptions } from "./auth";
import { aesEncrypt, fileMetadata, newSessionKey, rsaOaepEncrypt, type SessionKey } from "./crypto";
import { KsefError, KsefHttp, type KsefHttpOptions, type KsefRequest } from "./http";

export { KsefError } from "./http";

export type KsefClientOptions = KsefHttpOptions & KsefAuthOptions;

/** FA(3), schema 1-0E: what the shop's invoices are (faktury/schemy/FA/schemat_FA(3)_v1-0E.xsd). */
const FA3_FORM_CODE = { systemCode: "FA (3)", schemaVersion: "1-0E", value: "FA" } as const;

/** An open interactive session: its reference and the key its invoices are encrypted under (never leaves here). */
export interface OnlineSession {
  referenceNumber: string;
  validUntil: string;
  readonly key: SessionKey;
}

/** An invoice's status in a session (SessionInvoiceStatusResponse). */
export interface InvoiceStatus {
  /** 100 taken, 150 processing, 200 success; 4xx/5xx KSeF's refusal (440: a duplicate). */
  code: number;
  description: string;
  details: string[];
  /** 440: originalKsefNumber, originalSessionReferenceNumber. */
  extensions: Record<string, string | null>;
  ksefNumber: string | null;
  invoiceNumber: string | null;
  /** When KSeF gave the number. */
  acquisitionDate: string | null;
}

const ref = (value: string) => encodeURIComponent(value);

export class KsefClient {
  readonly #http: KsefHttp;
  readonly #auth: KsefAuth;

  constructor(options: KsefClientOptions) {
    this.#http = new KsefHttp(options);
    this.#auth = new KsefAuth(this.#http, options);
  }

  /** Signs in now (a new challenge, or a refresh) unless the access token held is still good. */
  async signIn(): Promise<void> {
    await this.#auth.accessToken();
  }

  /** Opens an interactive session for FA(3) invoices under a new random AES-256 key (wrapped for the Ministry). */
  async openOnlineSession(): Promise<OnlineSession> {
    const key = newSessionKey();
    const body = await this.#auth.withKey("SymmetricKeyEncryption", ({ key: publicKey, publicKeyId }) =>
      this.authorized<{ referenceNumber?: string; validUntil?: string }>({
        method: "POST",
        path: "/sessions/online",
        repeatable: true,
        json: {
          formCode: FA3_FORM_CODE,
          encryption: {
            encryptedSymmetricKey: rsaOaepEncrypt(publicKey, key.key).toString("base64"),
            initializationVector: key.iv.toString("base64"),
            publicKeyId,
          },
        },
      }),
    );
    if (typeof body.referenceNumber !== "string") throw new KsefError("unavailable", "KSeF opened a session without its reference");
    return { referenceNumber: body.referenceNumber, validUntil: String(body.validUntil ?? ""), key };
  }

  /** Sends one invoice (its XML, UTF-8) in the session; KSeF's reference of it, to ask for its status. */
  async sendInvoice(session: OnlineSession, xml: string): Promise<string> {
    const plain = Buffer.from(xml, "utf8");
    const encrypted = aesEncrypt(session.key, plain);
    const invoice = fileMetadata(plain);
    const sealed = fileMetadata(encrypted);
    const body = await this.authorized<{ referenceNumber?: string }>({
      method: "POST",
      path: `/sessions/online/${ref(session.referenceNumber)}/invoices`,
      json: {
        invoiceHash: invoice.hash,
        invoiceSize: invoice.size,
        encryptedInvoiceHash: sealed.hash,
        encryptedInvoiceSize: sealed.size,
        encryptedInvoiceContent: encrypted.toString("base64"),
        offlineMode: false,
      },
    });
    if (typeof body.referenceNumber !== "string") throw new KsefError("unavailable", "KSeF took the invoice without its reference");
    return body.referenceNumber;
  }

  /** Closes the session: no more invoices in it; KSeF then makes the session's collective UPO. */
  async closeOnlineSession(referenceNumber: string): Promise<void> {
    await this.authorized({ method: "POST", path: `/sessions/online/${ref(referenceNumber)}/close` });
  }

  async invoiceStatus(sessionReference: string, invoiceReference: string): Promise<InvoiceStatus> {
    // biome-ignore lint/suspicious/noExplicitAny: KSeF's JSON, each field read is checked below
    const body = await this.authorized<Record<string, any>>({
      method: "GET",
      path: `/sessions/${ref(sessionReference)}/invoices/${ref(invoiceReference)}`,
    });
    const status = body.status ?? {};
    if (!Number.isInteger(status.code)) throw new KsefError("unavailable", "KSeF answered an invoice's status without its code");
    return {
      code: status.code,
      description: String(status.description ?? ""),
      details: Array.isArray(status.details) ? status.details.map(String) : [],
      extensions: typeof status.extensions === "object" && status.extensions ? status.extensions : {},
      ksefNumber: typeof body.ksefNumber === "string" ? body.ksefNumber : null,
      invoiceNumber: typeof body.invoiceNumber === "string" ? body.invoiceNumber : null,
      acquisitionDate: typeof body.acquisitionDate === "string" ? body.acquisitionDate : null,
    };
  }

  /** The invoice's UPO (official receipt, XML per upo-v4-3.xsd), by the invoice's reference in its session. */
  invoiceUpo(sessionReference: string, invoiceReference: string): Promise<string> {
    return this.authorized<string>({
      method: "GET",
      path: `/sessions/${ref(sessionReference)}/invoices/${ref(invoiceReference)}/upo`,
      xml: true,
    });
  }

  /** The UPO of an invoice by its KSeF number, in the session that sent it (a duplicate's original). */
  upoByKsefNumber(sessionReference: string, ksefNumber: string): Promise<string> {
    return this.authorized<string>({
      method: "GET",
      path: `/sessions/${ref(sessionReference)}/invoices/ksef/${ref(ksefNumber)}/upo`,
      xml: true,
    });
  }

  /** A protected call: with the access token, and once more with a renewed one when KSeF answers 401. */
  private async authorized<T>(request: KsefRequest): Promise<T> {
    const token = await this.#auth.accessToken();
    try {
      return await this.#http.call<T>({ ...request, token });
    } catch (error) {
      if (!(error instanceof KsefError) || error.kind !== "unauthorized") throw error;
      this.#auth.forgetAccessToken(token);
      return this.#http.call<T>({ ...request, token: await this.#auth.accessToken() });
    }
  }
}
