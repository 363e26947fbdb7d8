// The cabinet's and the business review's shapes that the API's routes used to hold (issue 5): deleting the
// account, the GDPR export (decisions.md) and the staff's list of business applications.
import { z } from "zod";
import { BusinessInfo, CabinetCoupon } from "./accounts";
import { MyReview } from "./reviews";
import { PASSWORD_MAX } from "./validation-messages";

export const DeleteAccountRequest = z
  .object({ password: z.string({ error: "required" }).min(1, "required").max(PASSWORD_MAX, "passwordTooLong") })
  .meta({ id: "DeleteAccountRequest" });

const instant = z.iso.datetime();

export const UserDataExport = z
  .object({
    exportedAt: instant,
    profile: z.object({
      id: z.number().int(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      locale: z.string(),
      role: z.string(),
      emailVerifiedAt: instant.nullable(),
      createdAt: instant,
      updatedAt: instant,
    }),
    consents: z.object({
      terms: z.object({ version: z.string(), acceptedAt: instant }),
      adult: z.object({ confirmedAt: instant }),
    }),
    business: BusinessInfo.extend({ decidedAt: instant.nullable() }),
    referrals: z.object({ code: z.string(), referredByAnotherCustomer: z.boolean(), count: z.number().int() }),
    sessions: z.array(
      z.object({
        createdAt: instant,
        expiresAt: instant,
        revokedAt: instant.nullable(),
        lastUsedAt: instant.nullable(),
        current: z.boolean().describe("The session this export was requested with"),
      }),
    ),
    emailTokens: z.array(z.object({ purpose: z.string(), createdAt: instant, expiresAt: instant, usedAt: instant.nullable() })),
    coupons: z.array(CabinetCoupon).describe("The customer's personal coupons"),
    emails: z
      .array(
        z.object({
          kind: z.string(),
          locale: z.string(),
          subject: z.string(),
          status: z.string(),
          createdAt: instant,
          sentAt: instant.nullable(),
        }),
      )
      .describe("E-mails sent or queued to the customer's address (without their bodies)"),
    favourites: z
      .array(z.object({ productId: z.number().int(), addedAt: instant, alertCityId: z.number().int().nullable() }))
      .describe("The favourite products, newest first, and the city whose stock and price their e-mails watch (null: none)"),
    orders: z.array(z.unknown()),
    reviews: z.array(MyReview).describe("The customer's product reviews (issue 38)"),
    reviewEmailsOptedOut: z.boolean().describe("The customer asked for no e-mails asking for reviews"),
  })
  .meta({ id: "UserDataExport" });
export type UserDataExport = z.infer<typeof UserDataExport>;

export const BusinessApplicationsQuery = z.object({
  status: z.enum(["pending", "approved", "rejected", "all"]).default("pending").describe("Default: pending"),
});

export const ApplicantParams = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).describe("The applicant's user id").meta({ example: 42 }),
});
