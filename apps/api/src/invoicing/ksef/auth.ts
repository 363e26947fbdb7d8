// Authentication with a KSeF token (uwierzytelnianie.md, section 2.2) and the Ministry's public keys
// (bezpieczenstwo/klucze-publiczne-do-szyfrowania.md):
// 1. GET /security/public-key-certificates: the certificate for each usage, kept with its publicKeyId and fetched
//    again when it expires or when KSeF answers 400 with code 21470 (the key is unknown or withdrawn);
// 2. POST /auth/challenge: a challenge and its timestampMs;
// 3. POST /auth/ksef-token: "{token}|{timestampMs}" encrypted with RSA-OAEP SHA-256 under the KsefTokenEncryption key,
//    with the context (our NIP) and the key's publicKeyId → 202 { referenceNumber, authenticationToken };
// 4. GET /auth/{referenceNumber} with the authentication token until its status leaves 100 (200: done);
// 5. POST /auth/token/redeem → the access token (minutes) and the refresh token (days), given once;
// 6. POST /auth/token/refresh with the refresh token when the access token expires (or a call answers 401).
import { type KeyUsage, type KsefPublicKey, type PublicKeyCertificate, pickCertificate, rsaOaepEncrypt } from "./crypto";
import { KsefError, type KsefHttp } from "./http";

export interface KsefAuthOptions {
  /** The KSeF token generated for the shop (Aplikacja Podatnika KSeF, or POST /tokens). */
  token: string;
  /** The context: the seller's NIP, ten digits. */
  nip: string;
  /** Between two looks at the authentication's status; default 1 s. */
  statusPollMs?: number;
  /** How many looks before giving up for now; default 30. */
  statusPolls?: number;
  now?: () => Date;
}

interface Token {
  token: string;
  validUntil: number;
}

interface TokenInfo {
  token: string;
  validUntil: string;
}

/** A token this close to its end is renewed first. */
const MARGIN_MS = 60_000;
const tokenOf = (info: TokenInfo | undefined): Token => {
  if (typeof info?.token !== "string") throw new KsefError("unavailable", "KSeF answered without a token");
  const validUntil = Date.parse(info.validUntil);
  return { token: info.token, validUntil: Number.isNaN(validUntil) ? Date.now() + 5 * 60_000 : validUntil };
};

/** Its 21470: "the key id is unknown or points at a withdrawn key". */
const isKeyRefused = (error: unknown) => error instanceof KsefError && error.kind === "refused" && error.codes.includes(21470);

export class KsefAuth {
  readonly #token: string;
  #access: Token | undefined;
  #refresh: Token | undefined;
  #certificates: Promise<PublicKeyCertificate[]> | undefined;
  #signingIn: Promise<void> | undefined;
  private readonly now: () => Date;

  constructor(
    private readonly http: KsefHttp,
    private readonly options: KsefAuthOptions,
  ) {
    if (!options.token) throw new Error("KsefAuth needs a KSeF token");
    this.#token = options.token;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Runs `operation` with the current public key for `usage`; when KSeF answers that the key is not accepted any more
   * (21470), fetches the list again and runs it once more with the key it now names.
   */
  async withKey<T>(usage: KeyUsage, operation: (key: KsefPublicKey) => Promise<T>): Promise<T> {
    const used = await this.publicKey(usage);
    try {
      return await operation(used);
    } catch (error) {
      if (!isKeyRefused(error)) throw error;
      // The list may have been fetched anew meanwhile (a sign-in inside `operation` met the same change).
      let current = await this.publicKey(usage);
      if (current.publicKeyId === used.publicKeyId) {
        this.#certificates = undefined;
        current = await this.publicKey(usage);
      }
      return operation(current);
    }
  }

  /** A valid access token: the one held, a refreshed one, or one from a new authentication. */
  async accessToken(): Promise<string> {
    const now = this.now().getTime();
    if (this.#access && this.#access.validUntil - MARGIN_MS > now) return this.#access.token;
    this.#signingIn ??= this.renew().finally(() => {
      this.#signingIn = undefined;
    });
    await this.#signingIn;
    return (this.#access as Token).token;
  }

  /** After a 401: the access token is not good any more, whatever its validUntil said. */
  forgetAccessToken(token: string): void {
    if (this.#access?.token === token) this.#access = undefined;
  }

  private async renew(): Promise<void> {
    const now = this.now().getTime();
    if (this.#refresh && this.#refresh.validUntil - MARGIN_MS > now) {
      try {
        const body = await this.http.call<{ accessToken?: TokenInfo }>({
          method: "POST",
          path: "/auth/token/refresh",
          repeatable: true,
          token: this.#refresh.token,
        });
        this.#access = tokenOf(body.accessToken);
        return;
      } catch (error) {
        // A refused refresh (revoked, expired early) means signing in again; a KSeF that does not answer, waiting.
        if (!(error instanceof KsefError) || (error.kind !== "unauthorized" && error.kind !== "refused")) throw error;
        this.#refresh = undefined;
      }
    }
    await this.signIn();
  }

  private async signIn(): Promise<void> {
    const challenge = await this.http.call<{ challenge?: string; timestampMs?: number }>({
      method: "POST",
      path: "/auth/challenge",
      repeatable: true,
    });
    if (typeof challenge.challenge !== "string" || !Number.isSafeInteger(challenge.timestampMs))
      throw new KsefError("unavailable", "KSeF answered the challenge without a challenge or its timestampMs");
    const plain = Buffer.from(`${this.#token}|${challenge.timestampMs}`, "utf8");
    const started = await this.withKey("KsefTokenEncryption", ({ key, publicKeyId }) =>
      this.http.call<{ referenceNumber?: string; authenticationToken?: TokenInfo }>({
        method: "POST",
        path: "/auth/ksef-token",
        json: {
          challenge: challenge.challenge,
          contextIdentifier: { type: "Nip", value: this.options.nip },
          encryptedToken: rsaOaepEncrypt(key, plain).toString("base64"),
          publicKeyId,
        },
      }),
    );
    const operation = tokenOf(started.authenticationToken).token;
    if (typeof started.referenceNumber !== "string") throw new KsefError("unavailable", "KSeF answered the sign-in without a reference");
    await this.awaitAuthentication(started.referenceNumber, operation);
    const tokens = await this.http.call<{ accessToken?: TokenInfo; refreshToken?: TokenInfo }>({
      method: "POST",
      path: "/auth/token/redeem",
      token: operation,
    });
    this.#access = tokenOf(tokens.accessToken);
    this.#refresh = tokenOf(tokens.refreshToken);
  }

  /** Looks at the authentication's status until it is done (200); any other final status is KSeF's refusal. */
  private async awaitAuthentication(referenceNumber: string, operation: string): Promise<void> {
    const polls = this.options.statusPolls ?? 30;
    for (let poll = 1; ; poll++) {
      const body = await this.http.call<{ status?: { code?: number; description?: string; details?: string[] | null } }>({
        method: "GET",
        path: `/auth/${encodeURIComponent(referenceNumber)}`,
        token: operation,
      });
      const code = body.status?.code;
      if (code === 200) return;
      if (code !== 100) {
        const details = body.status?.details?.length ? `: ${body.status.details.join("; ")}` : "";
        const words = `${code} ${body.status?.description ?? "no description"}${details}`;
        // 550: cancelled by KSeF itself ("try again"); anything else will not change by itself.
        throw new KsefError(code === 550 || code === 500 ? "unavailable" : "refused", `KSeF refused the authentication (${words})`);
      }
      if (poll >= polls) throw new KsefError("unavailable", "KSeF's authentication is still in progress; trying again later");
      await this.http.sleep(this.options.statusPollMs ?? 1000);
    }
  }

  private async publicKey(usage: KeyUsage): Promise<KsefPublicKey> {
    const now = this.now();
    const list = await this.certificates();
    const chosen = pickCertificate(list, usage, now);
    if (chosen) return chosen;
    // None valid now (the one held expired): the list KSeF publishes now.
    this.#certificates = undefined;
    const fresh = pickCertificate(await this.certificates(), usage, now);
    if (!fresh) throw new KsefError("unavailable", `KSeF publishes no valid public key for ${usage}`);
    return fresh;
  }

  private certificates(): Promise<PublicKeyCertificate[]> {
    if (this.#certificates) return this.#certificates;
    const pending = this.http.call<PublicKeyCertificate[]>({ method: "GET", path: "/security/public-key-certificates" }).then((list) => {
      if (!Array.isArray(list)) throw new KsefError("unavailable", "KSeF answered the public keys without a list");
      return list;
    });
    this.#certificates = pending;
    pending.catch(() => {
      if (this.#certificates === pending) this.#certificates = undefined;
    });
    return pending;
  }
}
