// Back office: redirects (issue 7). Admins keep the storefront's server redirects (docs/ARCHITECTURE.md
// "Redirects"): same-site paths stored without the locale prefix, 301 or 302, one hop (no chains or loops).
import { z } from "zod";

export const StaffRedirectQuery = z.object({
  q: z.string().trim().max(200).optional().describe("Part of the source or target path"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffRedirectQuery = z.infer<typeof StaffRedirectQuery>;

export const StaffRedirectInput = z
  .object({
    fromPath: z
      .string()
      .trim()
      .min(1, "required")
      .max(2048, "tooLong")
      .describe("The storefront path that redirects (a locale prefix and a trailing slash are dropped; no query)")
      .meta({ example: "/warszawa/promo" }),
    toPath: z
      .string()
      .trim()
      .min(1, "required")
      .max(2048, "tooLong")
      .describe("Where it sends the browser: a path of this shop (the locale prefix is dropped; a query may follow)")
      .meta({ example: "/warszawa/products/sale" }),
    status: z.union([z.literal(301), z.literal(302)]).describe("301: moved for good; 302: for now"),
  })
  .meta({ id: "StaffRedirectInput" });
export type StaffRedirectInput = z.infer<typeof StaffRedirectInput>;

export const StaffRedirect = z
  .object({
    id: z.number().int(),
    fromPath: z.string(),
    toPath: z.string(),
    status: z.union([z.literal(301), z.literal(302)]),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "StaffRedirect" });
export type StaffRedirect = z.infer<typeof StaffRedirect>;

export const StaffRedirectList = z
  .object({ items: z.array(StaffRedirect), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "StaffRedirectList" });
export type StaffRedirectList = z.infer<typeof StaffRedirectList>;
