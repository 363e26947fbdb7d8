// The stand-in's authentication (uwierzytelnianie.md, 2.2): its "Ministry" key pairs and their certificates, the
// challenges, the KSeF-token sign-ins it really decrypts and checks ("{token}|{timestampMs}" under its
// KsefTokenEncryption key, the challenge's own timestamp, the context NIP), and the access and refresh tokens.
import { createHash, randomBytes } from "node:crypto";
import { type KeyUsage, rsaOaepDecrypt } from "./crypto";
import { newStandInKey, type StandInKey } from "./stand-in-certificate";

/** A request's JSON: the stand-in checks each field it reads, as KSeF's validation would. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = Record<string, any>;

export interface Answer {
  status: number;
  body?: Json | Json[];
  /** An XML answer (a UPO). */
  xml?: string;
  headers?: Record<string, string>;
}

/** KSeF's Problem Details for a 400: its exception code, description and details. */
export const problem = (code: number, description: string, details: string[] = [], status = 400): Answer => ({
  status,
  body: {
    title: "Bad Request",
    status,
    instance: "",
    detail: "Żądanie jest nieprawidłowe.",
    errors: [{ code, description, details }],
    timestamp: new Date().toISOString(),
    traceId: randomBytes(16).toString("hex"),
  },
});

export const unauthorized = (detail: string): Answer => ({
  status: 401,
  body: { title: "Unauthorized", status: 401, detail, timestamp: new Date().toISOString() },
});

const hex = (bytes: number) => randomBytes(bytes).toString("hex").toUpperCase();
const day = (now: Date) => now.toISOString().slice(0, 10).replace(/-/g, "");

/** A 36-character reference number, such as 20250625-SO-2C3E6C8000-B675CF5D68-07. */
export const referenceNumber = (kind: string, now: Date) => `${day(now)}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;

export interface StandInAuthOptions {
  /** The context the stand-in knows: the seller's NIP. */
  nip: string;
  /** The KSeF token it accepts. */
  token: string;
  now: () => Date;
  /** How long an access token lasts; default 15 minutes. */
  accessTtlMs?: number;
}

interface Operation {
  authenticationToken: string;
  status: { code: number; description: string; details?: string[] };
  asked: number;
  redeemed: boolean;
}

const YEAR = 365 * 24 * 3600 * 1000;
const SUCCESS = { code: 200, description: "Uwierzytelnianie zakończone sukcesem" };
const badToken = (detail: string) => ({
  code: 450,
  description: "Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu",
  details: [detail],
});

export class StandInAuth {
  private keys = new Map<KeyUsage, StandInKey>();
  private readonly challenges = new Map<string, { timestampMs: number; used: boolean }>();
  private readonly operations = new Map<string, Operation>();
  private readonly access = new Map<string, number>();
  private readonly refresh = new Map<string, number>();
  /** The reference of each access token's sign-in (the UPO names its hash). */
  readonly signInOf = new Map<string, string>();

  constructor(private readonly options: StandInAuthOptions) {
    this.rotateKeys();
  }

  /** A new key pair for each usage; the old ones are withdrawn at once, as in an emergency rotation. */
  rotateKeys(): void {
    const now = this.options.now();
    const from = new Date(now.getTime() - 24 * 3600 * 1000);
    this.keys = new Map(
      (["KsefTokenEncryption", "SymmetricKeyEncryption"] as const).map((usage) => [
        usage,
        newStandInKey(usage, from, new Date(from.getTime() + 2 * YEAR)),
      ]),
    );
  }

  /** Every access token stops working (as when it expires early); with `refresh`, the refresh tokens too (revoked). */
  expireTokens({ refresh = false }: { refresh?: boolean } = {}): void {
    this.access.clear();
    if (refresh) this.refresh.clear();
  }

  certificates(): Answer {
    return { status: 200, body: [...this.keys.values()].map((key) => key.published) };
  }

  /** The private key behind `publicKeyId` for `usage`; null when it is not the current one (KSeF's 21470). */
  keyFor(usage: KeyUsage, publicKeyId: unknown): StandInKey | null {
    const key = this.keys.get(usage) as StandInKey;
    return publicKeyId === undefined || publicKeyId === null || publicKeyId === key.published.publicKeyId ? key : null;
  }

  challenge(): Answer {
    const now = this.options.now();
    const challenge = referenceNumber("CR", now);
    this.challenges.set(challenge, { timestampMs: now.getTime(), used: false });
    return { status: 200, body: { challenge, timestamp: now.toISOString(), timestampMs: now.getTime(), clientIp: "127.0.0.1" } };
  }

  /** POST /auth/ksef-token: 202 with the operation; whether the token was right shows in its status. */
  ksefToken(body: Json): Answer {
    const challenge = this.challenges.get(body.challenge);
    const now = this.options.now();
    if (!challenge || challenge.used || now.getTime() - challenge.timestampMs > 10 * 60_000)
      return problem(21111, "Nieprawidłowe wyzwanie autoryzacyjne.");
    if (
      body.contextIdentifier?.type !== "Nip" ||
      typeof body.contextIdentifier?.value !== "string" ||
      typeof body.encryptedToken !== "string"
    )
      return problem(21405, "Błąd walidacji danych wejściowych.", ["contextIdentifier and encryptedToken are required."]);
    const key = this.keyFor("KsefTokenEncryption", body.publicKeyId);
    if (!key)
      return problem(21470, "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.", [
        `Klucz o identyfikatorze ${body.publicKeyId} nie jest wspierany.`,
      ]);
    challenge.used = true;
    const status = this.checkToken(key, body.encryptedToken, challenge.timestampMs, body.contextIdentifier.value);
    const reference = referenceNumber("AU", now);
    const authenticationToken = `op.${randomBytes(24).toString("base64url")}`;
    this.operations.set(reference, { authenticationToken, status, asked: 0, redeemed: false });
    return {
      status: 202,
      body: {
        referenceNumber: reference,
        authenticationToken: { token: authenticationToken, validUntil: new Date(now.getTime() + 3600_000).toISOString() },
      },
    };
  }

  private checkToken(key: StandInKey, encrypted: string, timestampMs: number, nip: string): Operation["status"] {
    let plain: string;
    try {
      plain = rsaOaepDecrypt(key.privateKey, Buffer.from(encrypted, "base64")).toString("utf8");
    } catch {
      return badToken("Nieprawidłowy token");
    }
    const split = plain.lastIndexOf("|");
    if (split < 0 || plain.slice(0, split) !== this.options.token) return badToken("Nieprawidłowy token");
    if (plain.slice(split + 1) !== String(timestampMs)) return badToken("Nieprawidłowy czas tokena");
    if (nip !== this.options.nip)
      return { code: 415, description: "Uwierzytelnianie zakończone niepowodzeniem", details: ["Brak przypisanych uprawnień"] };
    return SUCCESS;
  }

  /** GET /auth/{ref}: "in progress" the first time, then the result. */
  status(reference: string, bearer: string | undefined): Answer {
    const operation = this.operations.get(reference);
    if (!operation || operation.authenticationToken !== bearer) return unauthorized("Wymagane jest uwierzytelnienie.");
    operation.asked += 1;
    const status = operation.asked === 1 ? { code: 100, description: "Uwierzytelnianie w toku" } : operation.status;
    return {
      status: 200,
      body: {
        startDate: this.options.now().toISOString(),
        authenticationMethod: "Token",
        authenticationMethodInfo: { category: "Token", code: "token.ksef", displayName: "Token KSeF" },
        status,
      },
    };
  }

  /** POST /auth/token/redeem: the access and refresh tokens, once, after a successful sign-in. */
  redeem(bearer: string | undefined): Answer {
    const [reference, operation] = [...this.operations].find(([, op]) => op.authenticationToken === bearer) ?? [];
    if (!operation || !reference) return unauthorized("Wymagane jest uwierzytelnienie.");
    if (operation.redeemed)
      return problem(21301, "Brak autoryzacji.", [`Tokeny dla operacji uwierzytelniania ${reference} zostały już pobrane.`]);
    if (operation.status.code !== 200 || operation.asked < 2)
      return problem(21301, "Brak autoryzacji.", [`Status uwierzytelniania (${operation.status.code}) nie pozwala na pobranie tokenów.`]);
    operation.redeemed = true;
    const now = this.options.now().getTime();
    const refreshToken = this.issue(this.refresh, now + 7 * 24 * 3600_000);
    this.signInOf.set(refreshToken.token, reference);
    return { status: 200, body: { accessToken: this.accessFor(refreshToken.token), refreshToken } };
  }

  /** POST /auth/token/refresh: a new access token for a valid refresh token. */
  refreshAccess(bearer: string | undefined): Answer {
    const until = bearer ? this.refresh.get(bearer) : undefined;
    if (!bearer || !until || until <= this.options.now().getTime())
      return unauthorized("Token odświeżający jest nieprawidłowy lub wygasł.");
    return { status: 200, body: { accessToken: this.accessFor(bearer) } };
  }

  /** The sign-in's reference behind a valid access token; null when the token is unknown or expired. */
  signedIn(bearer: string | undefined): string | null {
    const until = bearer ? this.access.get(bearer) : undefined;
    if (!bearer || !until || until <= this.options.now().getTime()) return null;
    return this.signInOf.get(bearer) ?? null;
  }

  /** SHA-256 (Base64) of the sign-in behind an access token: the UPO's SkrotDokumentuUwierzytelniajacego. */
  authenticationHash(bearer: string): string {
    return createHash("sha256")
      .update(this.signInOf.get(bearer) ?? bearer)
      .digest("base64");
  }

  private accessFor(refreshToken: string) {
    const token = this.issue(this.access, this.options.now().getTime() + (this.options.accessTtlMs ?? 15 * 60_000));
    this.signInOf.set(token.token, this.signInOf.get(refreshToken) as string);
    return token;
  }

  private issue(into: Map<string, number>, until: number) {
    const token = `st.${randomBytes(24).toString("base64url")}`;
    into.set(token, until);
    return { token, validUntil: new Date(until).toISOString() };
  }
}
