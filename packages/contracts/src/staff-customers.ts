import { z } from "zod";
import { staffCustomersCatalogue, transpose } from "./messages";
import { OrderStatus } from "./orders";
import { TaxIdCheckProof } from "./tax-ids";

const Instant = z.iso.datetime({ offset: true });

export const STAFF_CUSTOMERS_PER_PAGE = 25;

export const CUSTOMER_MESSAGES = /* @__PURE__ */ transpose(staffCustomersCatalogue, (m) => m.customerMessages);

export const CustomerQuery = z.object({
  q: z.string().trim().max(200).optional().describe("Part of the e-mail or name (any case), or phone digits"),
  page: z.coerce.number().int().min(1).max(10_000).optional().describe("From 1"),
});
export type CustomerQuery = z.infer<typeof CustomerQuery>;

export const CustomerParams = z.object({
  userId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

export const StaffCustomerSummary = z
  .object({
    id: z.number().int(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    role: z.enum(["customer", "staff"]),
    businessStatus: z.enum(["none", "pending", "approved", "rejected"]),
    businessKind: z.enum(["wholesale", "franchise"]).nullable(),
    createdAt: Instant,
    blocked: z.object({ at: Instant, reason: z.string() }).nullable().describe("Null: may sign in"),
  })
  .meta({ id: "StaffCustomerSummary" });
export type StaffCustomerSummary = z.infer<typeof StaffCustomerSummary>;

export const StaffCustomerList = z
  .object({ items: z.array(StaffCustomerSummary), total: z.number().int(), perPage: z.number().int() })
  .meta({ id: "StaffCustomerList" });
export type StaffCustomerList = z.infer<typeof StaffCustomerList>;

export const StaffCustomerOrder = z.object({
  id: z.string(),
  status: OrderStatus,
  total: z.number().int().describe("Grosze"),
  createdAt: Instant,
  city: z.object({ slug: z.string(), name: z.string() }),
});
export type StaffCustomerOrder = z.infer<typeof StaffCustomerOrder>;

export const StaffCustomer = StaffCustomerSummary.extend({
  locale: z.string(),
  emailVerifiedAt: Instant.nullable(),
  staffRole: z.enum(["admin", "city-manager"]).nullable(),
  company: z
    .object({
      name: z.string().nullable(),
      address: z.string().nullable(),
      taxId: z.string().nullable(),
      postalIndex: z.string().nullable(),
      nipCheck: TaxIdCheckProof.nullable().describe("What the White List said of the NIP when the application was sent"),
    })
    .nullable()
    .describe("The business application's details, when one was submitted"),
  orderCount: z.number().int(),
  orders: z.array(StaffCustomerOrder).describe("The newest 100, newest first"),
}).meta({ id: "StaffCustomer" });
export type StaffCustomer = z.infer<typeof StaffCustomer>;

export const CustomerBlockRequest = z
  .object({ reason: z.string().trim().min(1, "required").max(500, "tooLong").describe("Why: staff see it; the customer does not") })
  .meta({ id: "CustomerBlockRequest" });
export type CustomerBlockRequest = z.infer<typeof CustomerBlockRequest>;

export const CustomerUnblockRequest = z
  .object({ reason: z.string().trim().max(500, "tooLong").optional().describe("Why, for the audit log (optional)") })
  .meta({ id: "CustomerUnblockRequest" });
export type CustomerUnblockRequest = z.infer<typeof CustomerUnblockRequest>;
