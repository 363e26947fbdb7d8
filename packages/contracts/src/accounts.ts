// Accounts (issue 5; spec sections 3-8, decisions.md "Accounts and security"): the requests and answers of
// the auth, password-restore, cabinet and staff calls. The browser's forms validate with the same schemas
// (conform), so a field's message is one of VALIDATION_MESSAGE keys, translated where it is shown.
import { z } from "zod";
import { SignInSecondStep } from "./second-factor";
import { NipField, TaxIdCheckProof } from "./tax-ids";
import { PASSWORD_MAX, PASSWORD_MIN, type ValidationKey } from "./validation-messages";

// ---------------------------------------------------------------------------------------------------
// Field schemas (messages are ValidationKey values)

const required = (max = 100) => z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");
export const EmailField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(254, "tooLong")
  .pipe(z.email("invalidEmail"))
  .transform((email) => email.toLowerCase());
/** Any characters; the common-password list is checked by the server (domain/passwords). */
export const PasswordField = z
  .string({ error: "required" })
  .min(1, "required")
  .min(PASSWORD_MIN, "passwordTooShort")
  .max(PASSWORD_MAX, "passwordTooLong");
export const PhoneField = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(32, "tooLong")
  .refine(
    (value) => /^\+?[0-9 ()-]+$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 7 && (value.match(/[0-9]/g)?.length ?? 0) <= 15,
    "invalidPhone",
  );
/** A checkbox that must be ticked: "on" from a form, true from JSON. */
const ticked = (message: ValidationKey) =>
  z.union([z.literal(true), z.literal("on"), z.literal("true")], { error: message }).transform(() => true as const);
/** Where the e-mail's link leads: an absolute URL on one of the shop's public origins (checked by the server). */
const CallbackUrl = z.url().max(500).describe("Absolute URL of the page the e-mail links to; its origin must be one of the shop's");

// ---------------------------------------------------------------------------------------------------
// Requests

export const SignInRequest = z
  .object({ email: EmailField, password: z.string({ error: "required" }).min(1, "required").max(PASSWORD_MAX, "passwordTooLong") })
  .meta({ id: "SignInRequest" });
export type SignInRequest = z.infer<typeof SignInRequest>;

export const SignInResponse = z.object({ accessToken: z.string(), expiresAt: z.iso.datetime() }).meta({ id: "SignInResponse" });
export type SignInResponse = z.infer<typeof SignInResponse>;
/** Sign-in's answer (issue 35): a session, or for an account with a second factor the second step it needs. */
export const SignInResult = z.union([SignInResponse, SignInSecondStep]).meta({ id: "SignInResult" });
export type SignInResult = z.infer<typeof SignInResult>;

/** The sign-up form's fields (the browser's form adds nothing else). */
export const SignUpFields = z
  .object({
    email: EmailField,
    password: PasswordField,
    repeatPassword: z.string({ error: "required" }).min(1, "required"),
    firstName: required(),
    lastName: required(),
    phone: PhoneField,
    acceptTerms: ticked("mustAcceptTerms"),
    adult: ticked("mustBeAdult"),
    referralCode: z.string().trim().max(40).optional(),
  })
  .refine((value) => value.password === value.repeatPassword, { path: ["repeatPassword"], message: "passwordsDoNotMatch" });

export const SignUpRequest = SignUpFields.and(z.object({ callbackUrl: CallbackUrl })).meta({ id: "SignUpRequest" });
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const VerifyEmailRequest = z.object({ token: z.string().min(1, "required").max(200) }).meta({ id: "VerifyEmailRequest" });
export const ResendVerificationRequest = z
  .object({ email: EmailField, callbackUrl: CallbackUrl })
  .meta({ id: "ResendVerificationRequest" });

export const PasswordRestoreRequestFields = z.object({ email: EmailField });
export const PasswordRestoreRequest = PasswordRestoreRequestFields.extend({ callbackUrl: CallbackUrl }).meta({
  id: "PasswordRestoreRequest",
});

export const PasswordRestoreFields = z
  .object({ password: PasswordField, repeatPassword: z.string({ error: "required" }).min(1, "required") })
  .refine((value) => value.password === value.repeatPassword, { path: ["repeatPassword"], message: "passwordsDoNotMatch" });
export const PasswordRestore = PasswordRestoreFields.and(z.object({ token: z.string().min(1).max(200) })).meta({ id: "PasswordRestore" });

export const TokenValidity = z.object({ valid: z.boolean() }).meta({ id: "TokenValidity" });

export const ProfileUpdate = z.object({ firstName: required(), lastName: required(), phone: PhoneField }).meta({ id: "ProfileUpdate" });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const ChangePasswordRequest = z
  .object({
    oldPassword: z.string({ error: "required" }).min(1, "required").max(PASSWORD_MAX, "passwordTooLong"),
    newPassword: PasswordField,
    repeatPassword: z.string({ error: "required" }).min(1, "required"),
  })
  .refine((value) => value.newPassword === value.repeatPassword, { path: ["repeatPassword"], message: "passwordsDoNotMatch" })
  .meta({ id: "ChangePasswordRequest" });

export const BusinessApplication = z
  .object({
    companyName: required(200),
    companyAddress: required(300),
    /** The company's tax number: in Poland its NIP (checksum checked; stored as the ten digits). */
    ssn: NipField,
    postalIndex: required(12).refine((value) => /^[0-9A-Za-z -]{3,12}$/.test(value), "invalidPostalIndex"),
  })
  .meta({ id: "BusinessApplication" });
export type BusinessApplication = z.infer<typeof BusinessApplication>;

export const BusinessDecision = z
  .discriminatedUnion("decision", [
    z.object({ decision: z.literal("approve"), kind: z.enum(["wholesale", "franchise"]) }),
    z.object({ decision: z.literal("reject"), reason: z.string().trim().min(1, "required").max(500, "tooLong") }),
  ])
  .meta({ id: "BusinessDecision" });
export type BusinessDecision = z.infer<typeof BusinessDecision>;

// ---------------------------------------------------------------------------------------------------
// Answers

export const BUSINESS_STATUSES = ["none", "pending", "approved", "rejected"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const BUSINESS_KINDS = ["wholesale", "franchise"] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
export const USER_ROLES = ["customer", "staff"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const BusinessInfo = z
  .object({
    status: z.enum(BUSINESS_STATUSES),
    kind: z.enum(BUSINESS_KINDS).nullable(),
    companyName: z.string().nullable(),
    companyAddress: z.string().nullable(),
    ssn: z.string().nullable(),
    postalIndex: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    submittedAt: z.iso.datetime().nullable(),
    nipCheck: TaxIdCheckProof.nullable().describe("What the White List said of the NIP when the application was sent (issue 34)"),
  })
  .meta({ id: "BusinessInfo" });
export type BusinessInfo = z.infer<typeof BusinessInfo>;

export const CurrentUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    role: z.enum(USER_ROLES),
    staffRole: z.enum(["admin", "city-manager"]).nullable().describe("Staff: an admin does everything, a city manager runs their cities"),
    locale: z.enum(["en", "uk", "pl", "ru"]),
    business: BusinessInfo,
    referralCode: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "CurrentUser" });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** GET /api/v1/auth/iam: the user, and what the calling session has proved (issue 35). */
export const SignedInUser = CurrentUser.extend({
  secondFactorProved: z
    .boolean()
    .describe("This session proved a second factor (sign-in's second step or enrolment); staff without it may only enrol"),
}).meta({ id: "SignedInUser" });
export type SignedInUser = z.infer<typeof SignedInUser>;

export const CabinetCoupon = z
  .object({
    code: z.string(),
    discount: z.object({ kind: z.enum(["percent", "amount"]), value: z.number().int().describe("Percent, or grosze") }),
    upTo: z.number().int().nullable().describe("The most it takes off, in grosze (shown as 'up to')"),
    upToPercent: z
      .number()
      .int()
      .nullable()
      .describe("A coupon with per-category percents: the highest percent it gives (shown as 'up to N%')"),
    uses: z.object({ used: z.number().int(), max: z.number().int().nullable() }),
    activeUntil: z.iso.datetime().nullable(),
    state: z.enum(["active", "used-up", "expired"]),
  })
  .meta({ id: "CabinetCoupon" });
export type CabinetCoupon = z.infer<typeof CabinetCoupon>;

export const Referrals = z.object({ code: z.string(), count: z.number().int() }).meta({ id: "Referrals" });
export type Referrals = z.infer<typeof Referrals>;

export const BusinessApplicationView = z
  .object({
    userId: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe("The applicant's phone, to call them back"),
    business: BusinessInfo,
  })
  .meta({ id: "BusinessApplicationView" });
export type BusinessApplicationView = z.infer<typeof BusinessApplicationView>;
