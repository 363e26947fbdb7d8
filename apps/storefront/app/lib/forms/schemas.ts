// The account forms' schemas, for the browser and the actions alike. Most come from contracts as they
// are; these are the storefront's own arrangements of them.
import { PASSWORD_MAX, ResendVerificationRequest } from "@shop/contracts";
import { z } from "zod";
import type { RepeatRule } from "./parse";

/** Sign-up and restore: the repeated password must equal the password. */
export const REPEAT_PASSWORD: RepeatRule = { field: "repeatPassword", of: "password" };
/** Change password: the repeat must equal the new password. */
export const REPEAT_NEW_PASSWORD: RepeatRule = { field: "repeatPassword", of: "newPassword" };

/** "Send me a new link": only the e-mail of the resend call (its callbackUrl is the storefront's). */
export const EmailOnly = ResendVerificationRequest.pick({ email: true });

/** Deleting the account asks for the password again. */
export const DeleteAccountFields = z.object({
  password: z.string({ error: "required" }).min(1, "required").max(PASSWORD_MAX, "passwordTooLong"),
});

/** The staff's decision form: approve (with a kind) or reject (with a reason), as one flat form. */
export const StaffDecisionFields = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), kind: z.enum(["wholesale", "franchise"], { error: "required" }) }),
  z.object({ decision: z.literal("reject"), reason: z.string({ error: "required" }).trim().min(1, "required").max(500, "tooLong") }),
]);
