// The back office (issue 7): shapes of the staff calls that are not about one capability's entities.
import { z } from "zod";

/** An ISO instant with its offset, or a calendar date in shop time. */
const AuditInstant = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const AuditQuery = z.object({
  action: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/)
    .optional()
    .describe("e.g. order.status, offer.stock, business.decision"),
  entityType: z.string().max(40).optional().describe("e.g. order, offer, user, product, category, coupon, city, store"),
  entityId: z.string().max(100).optional(),
  actor: z.coerce.number().int().positive().optional().describe("The staff member's user id"),
  actorEmail: z.string().trim().max(254).optional().describe("The staff member's e-mail (any case)"),
  city: z.string().max(64).optional().describe("A city slug"),
  from: AuditInstant.optional().describe("From this instant on; a date (YYYY-MM-DD): from its start in shop time (Europe/Warsaw)"),
  to: AuditInstant.optional().describe("Before this instant; a date (YYYY-MM-DD): up to its end in shop time (Europe/Warsaw)"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntryView = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }),
    actor: z.object({ id: z.number().int(), email: z.string().nullable(), name: z.string() }).nullable(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    city: z.string().nullable().describe("The city's slug, when the change concerns one"),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditPage = z
  .object({
    items: z.array(AuditEntryView),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean().describe("A next page exists"),
  })
  .meta({ id: "AuditPage" });
export type AuditPage = z.infer<typeof AuditPage>;
