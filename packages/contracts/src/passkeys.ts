// Passkeys (issue 35, docs/accounts.md "Passkeys"): WebAuthn credentials as a second factor and as a sign-in without
// a password. The ceremonies' options and answers are WebAuthn's own JSON (as @simplewebauthn/browser makes and
// reads it); their fields are bounded here so that no answer is larger than a real authenticator's.
import { z } from "zod";

const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "invalid");

/** What `navigator.credentials.get()` answered, as JSON (AuthenticationResponseJSON). */
export const PasskeyAssertion = z
  .object({
    id: b64url(1400),
    rawId: b64url(1400),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: b64url(4000),
      authenticatorData: b64url(4000),
      signature: b64url(2000),
      userHandle: b64url(200).optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
  .meta({ id: "PasskeyAssertion", description: "The authenticator's answer (WebAuthn AuthenticationResponseJSON)" });
export type PasskeyAssertion = z.infer<typeof PasskeyAssertion>;

/** What `navigator.credentials.create()` answered, as JSON (RegistrationResponseJSON). */
export const PasskeyAttestation = z
  .object({
    id: b64url(1400),
    rawId: b64url(1400),
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: b64url(4000),
      attestationObject: b64url(64_000),
      transports: z.array(z.string().max(20)).max(10).optional(),
      authenticatorData: b64url(8000).optional(),
      publicKey: b64url(2000).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  })
  .meta({ id: "PasskeyAttestation", description: "The authenticator's answer (WebAuthn RegistrationResponseJSON)" });
export type PasskeyAttestation = z.infer<typeof PasskeyAttestation>;

const origin = z
  .string()
  .max(200)
  .optional()
  .describe("The page's origin (one of PUBLIC_ORIGIN); the passkey is bound to its host. Default: the first public origin");

export const PasskeyOptionsRequest = z
  .object({
    ticket: z.string().min(1).max(200).optional().describe("The sign-in's second step: the ticket the password earned"),
    origin,
  })
  .meta({ id: "PasskeyOptionsRequest" });
export type PasskeyOptionsRequest = z.infer<typeof PasskeyOptionsRequest>;

export const PasskeyRegistrationRequest = z.object({ origin }).meta({ id: "PasskeyRegistrationRequest" });

/** The options to hand to the browser (WebAuthn's PublicKeyCredential*OptionsJSON). */
export const PasskeyOptions = z
  .object({ options: z.record(z.string(), z.unknown()).describe("Pass as `optionsJSON` to startAuthentication/startRegistration") })
  .meta({ id: "PasskeyOptions" });
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

export const PasskeyName = z.string({ error: "required" }).trim().min(1, "required").max(60, "tooLong");

export const PasskeyAddRequest = z.object({ name: PasskeyName, response: PasskeyAttestation }).meta({ id: "PasskeyAddRequest" });
export type PasskeyAddRequest = z.infer<typeof PasskeyAddRequest>;

export const PasskeyView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "Passkey" });
export type PasskeyView = z.infer<typeof PasskeyView>;

export const PasskeyList = z.object({ items: z.array(PasskeyView) }).meta({ id: "PasskeyList" });
export type PasskeyList = z.infer<typeof PasskeyList>;

export const PasskeyAdded = z
  .object({
    passkey: PasskeyView,
    recoveryCodes: z
      .array(z.string())
      .optional()
      .describe("When this passkey is the account's first factor: ten recovery codes, shown this once"),
  })
  .meta({ id: "PasskeyAdded" });
export type PasskeyAdded = z.infer<typeof PasskeyAdded>;

export const PasskeySignInRequest = z.object({ passkey: PasskeyAssertion }).meta({ id: "PasskeySignInRequest" });
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequest>;
