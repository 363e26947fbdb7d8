// WebAuthn through @simplewebauthn/server 13 (docs/adr/0028-passkeys.md): the relying party is the shop's public
// origin (PUBLIC_ORIGIN), its host the RP ID. Passkeys are made discoverable (resident keys) so that one can sign in
// without a password; a sign-in without a password requires user verification (the passkey is both factors), the
// second step after a password does not.

import { createHash } from "node:crypto";
import type { PasskeyAttestation } from "@shop/contracts";
import { BRANDS, type BrandId } from "@shop/domain";
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { AppError } from "../core/app-error";

/** A ceremony's answer must come within 5 minutes of its options. */
export const CEREMONY_TTL_SECONDS = 5 * 60;

export interface RelyingParty {
  /** The origins a ceremony may happen on (PUBLIC_ORIGIN). */
  origins: string[];
  name: string;
}

/** The shop as the relying party: its public origins, its brand's name. */
export const relyingPartyOf = (deps: { publicOrigins: string[]; brand: BrandId }): RelyingParty => ({
  origins: deps.publicOrigins,
  name: BRANDS[deps.brand]?.name ?? "Shop",
});

/** The RP ID for a page's origin: its host; the origin must be one of the shop's (else 400 VALIDATION_FAILED). */
function rpIdFor(rp: RelyingParty, origin: string | undefined): string {
  const chosen = origin ?? rp.origins[0];
  if (!chosen || !rp.origins.includes(chosen)) throw new AppError("VALIDATION_FAILED");
  return new URL(chosen).hostname;
}

const rpIds = (rp: RelyingParty) => [...new Set(rp.origins.map((origin) => new URL(origin).hostname))];

/** The user handle a passkey keeps: derived from the account's id, no e-mail or name in it. */
const userHandle = (userId: number) => createHash("sha256").update(`shop-passkey-user:${userId}`).digest().subarray(0, 16);
/** The user handle as an authenticator's answer carries it (base64url). */
export const userHandleOf = (userId: number) => userHandle(userId).toString("base64url");

export async function registrationOptions(
  rp: RelyingParty,
  input: {
    origin?: string;
    userId: number;
    userName: string;
    displayName: string;
    exclude: Array<{ credentialId: string; transports: string[] }>;
  },
) {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpIdFor(rp, input.origin),
    userName: input.userName,
    userDisplayName: input.displayName,
    userID: new Uint8Array(userHandle(input.userId)),
    timeout: CEREMONY_TTL_SECONDS * 1000,
    attestationType: "none",
    excludeCredentials: input.exclude.map((key) => ({
      id: key.credentialId,
      transports: key.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs: [-7, -8, -257],
  });
}

export async function authenticationOptions(
  rp: RelyingParty,
  input: { origin?: string; allow: Array<{ credentialId: string; transports: string[] }> | null },
) {
  return generateAuthenticationOptions({
    rpID: rpIdFor(rp, input.origin),
    timeout: CEREMONY_TTL_SECONDS * 1000,
    // Without a password the passkey must verify its owner (PIN, fingerprint): it is both factors then.
    userVerification: input.allow ? "preferred" : "required",
    allowCredentials: input.allow?.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransportFuture[] })),
  });
}

/** The challenge an answer signed (read from its clientDataJSON), to find the ceremony it belongs to; null if unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    return typeof client.challenge === "string" && client.challenge.length <= 200 ? client.challenge : null;
  } catch {
    return null;
  }
}

/** Checks a registration answer against its challenge; the new credential, or PASSKEY_INVALID. */
export async function verifyRegistration(rp: RelyingParty, response: PasskeyAttestation, challenge: string) {
  const result = await verifyRegistrationResponse({
    // The contract bounds every field; transports are kept as the browser named them.
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rpIds(rp),
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw new AppError("PASSKEY_INVALID");
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString("base64url"),
    counter: credential.counter,
    transports: (response.response.transports ?? []).slice(0, 10),
  };
}

/** Checks a sign-in answer with the stored credential; the authenticator's new counter, or PASSKEY_INVALID. */
export async function verifyAuthentication(
  rp: RelyingParty,
  input: {
    response: AuthenticationResponseJSON;
    challenge: string;
    credential: { credentialId: string; publicKey: string; counter: number; transports: string[] };
    requireUserVerification: boolean;
  },
): Promise<number> {
  const result = await verifyAuthenticationResponse({
    response: input.response,
    expectedChallenge: input.challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rpIds(rp),
    credential: {
      id: input.credential.credentialId,
      publicKey: new Uint8Array(Buffer.from(input.credential.publicKey, "base64url")),
      counter: input.credential.counter,
      transports: input.credential.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: input.requireUserVerification,
  }).catch(() => null);
  if (!result?.verified) throw new AppError("PASSKEY_INVALID");
  return result.authenticationInfo.newCounter;
}
