// The second factor (issue 35, docs/accounts.md "Second factor"): the sign-in's second step, TOTP enrolment, recovery
// codes, step-up and the factors' state. A passkey's answer (passkeys.ts) is one more way to prove it.
import { z } from "zod";
import { PasskeyAssertion } from "./passkeys";

/** Six digits from the authenticator app (spaces allowed, as apps show "123 456"). */
export const TotpCodeField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(16, "tooLong")
  .describe("The 6-digit code of the authenticator app");
/** A recovery code as it was shown ("ABCDE-FGHJK"); case, spaces and dashes do not matter. */
export const RecoveryCodeField = z.string({ error: "required" }).trim().min(1, "required").max(32, "tooLong");

/** Ways to prove the second factor: `totp` (an authenticator code), `passkey` and `recovery` (a recovery code). */
export const SECOND_FACTOR_METHODS = ["totp", "passkey", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

const proofFields = {
  code: TotpCodeField.optional(),
  recoveryCode: RecoveryCodeField.optional(),
  passkey: PasskeyAssertion.optional().describe("A passkey's answer to options from /api/v1/auth/passkeys/authentication-options"),
};
/** Exactly one of the proof's fields is given. */
const oneProof = (value: { code?: unknown; recoveryCode?: unknown; passkey?: unknown }) =>
  [value.code, value.recoveryCode, value.passkey].filter((part) => part !== undefined).length === 1;

/** A code, a recovery code or a passkey's answer: exactly one. */
export const SecondFactorProof = z
  .object(proofFields)
  .refine(oneProof, { path: ["code"], message: "required" })
  .meta({ id: "SecondFactorProof", description: "One of `code` (authenticator), `recoveryCode` or `passkey`" });
export type SecondFactorProof = z.infer<typeof SecondFactorProof>;

export const SignInSecondStep = z
  .object({
    secondStep: z.object({
      ticket: z.string().describe("Send it to /api/v1/auth/sign-in/second-step with a proof; valid 5 minutes, used once"),
      expiresAt: z.iso.datetime(),
      methods: z.array(z.enum(SECOND_FACTOR_METHODS)).describe("How the second step may be completed"),
    }),
  })
  .meta({ id: "SignInSecondStep" });
export type SignInSecondStep = z.infer<typeof SignInSecondStep>;

export const SecondStepRequest = z
  .object({ ticket: z.string({ error: "required" }).min(1, "required").max(200), ...proofFields })
  .refine(oneProof, { path: ["code"], message: "required" })
  .meta({ id: "SecondStepRequest" });
export type SecondStepRequest = z.infer<typeof SecondStepRequest>;

export const SecondFactorStatus = z
  .object({
    totp: z.enum(["on", "pending", "off"]).describe("`pending`: enrolment started, not confirmed by a code yet"),
    passkeys: z.number().int(),
    recoveryCodesLeft: z.number().int(),
    required: z.boolean().describe("Staff must have a second factor"),
    sessionSecondFactorAt: z.iso.datetime().nullable().describe("When this session last proved a second factor"),
    stepUpUntil: z.iso.datetime().nullable().describe("Until when step-up actions are allowed without a new code"),
  })
  .meta({ id: "SecondFactorStatus" });
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

export const TotpEnrolment = z
  .object({
    secret: z.string().describe("The shared secret, base32, for typing into the app by hand"),
    uri: z.string().describe("The otpauth:// URI the QR code holds"),
    qrSvg: z.string().describe("The QR code of `uri` as an SVG document"),
  })
  .meta({ id: "TotpEnrolment" });
export type TotpEnrolment = z.infer<typeof TotpEnrolment>;

export const TotpConfirmRequest = z.object({ code: TotpCodeField }).meta({ id: "TotpConfirmRequest" });

export const RecoveryCodesView = z
  .object({ recoveryCodes: z.array(z.string()).describe("Shown this once; each works once; stored only hashed") })
  .meta({ id: "RecoveryCodes" });
export type RecoveryCodesView = z.infer<typeof RecoveryCodesView>;

export const StepUpResponse = z.object({ secondFactorAt: z.iso.datetime(), stepUpUntil: z.iso.datetime() }).meta({ id: "StepUpResponse" });
