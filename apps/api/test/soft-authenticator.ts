// A software WebAuthn authenticator for the API's tests (issue 35): it answers registration and authentication options
// as a browser with a platform authenticator would (ES256 keys from node:crypto, "none" attestation, CBOR through
// @simplewebauthn/server's own helpers), so that the server's checks run on real signatures. The browser test uses
// Chromium's virtual authenticator instead (e2e/tests/passkeys.spec.ts).
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

interface Credential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const u32 = (n: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
};

// WebAuthn options as the API answered them (JSON).
type Options = Record<string, any>;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(
    private readonly origin: string,
    private readonly settings: { userVerified?: boolean; counting?: boolean } = {},
  ) {}

  /** Makes a credential for registration options; the RegistrationResponseJSON. */
  register(options: Options, overrides: { origin?: string; challenge?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const jwk = publicKey.export({ format: "jwk" });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]);
    const credential: Credential = {
      id: randomBytes(16),
      rpId: options.rp.id,
      userHandle: options.user.id,
      privateKey,
      counter: 0,
    };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([this.flags() | 0x40]),
      u32(0),
      Buffer.alloc(16),
      idLength,
      credential.id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    this.credentials.push(credential);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key" as const,
      response: {
        clientDataJSON: this.clientData("webauthn.create", overrides.challenge ?? options.challenge, overrides.origin),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }

  /** Signs authentication options with the credential they allow (or, for a sign-in without one, its newest); the AuthenticationResponseJSON. */
  authenticate(options: Options, overrides: { origin?: string; credential?: Credential; counter?: number } = {}) {
    const allowed = (options.allowCredentials ?? []).map((entry: { id: string }) => entry.id) as string[];
    const credential =
      overrides.credential ??
      [...this.credentials]
        .reverse()
        .find((entry) => entry.rpId === options.rpId && (allowed.length === 0 || allowed.includes(b64(entry.id))));
    if (!credential) throw new Error("no credential for these options");
    if (this.settings.counting !== false) credential.counter += 1;
    const authData = Buffer.concat([sha256(credential.rpId), Buffer.from([this.flags()]), u32(overrides.counter ?? credential.counter)]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, overrides.origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, "base64url"))]), credential.privateKey);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: "public-key" as const,
      response: { clientDataJSON, authenticatorData: b64(authData), signature: b64(signature), userHandle: credential.userHandle },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }

  /** User present, and verified unless the settings say not. */
  private flags() {
    return 0x01 | (this.settings.userVerified === false ? 0 : 0x04);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return b64(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })));
  }
}
