import { z } from "zod";

/** The query of `GET /api/v1/redirects/lookup` (documented as parameters, so no schema id). */
export const RedirectLookupQuery = z.object({
  path: z
    .string()
    .min(1)
    .max(2048)
    .startsWith("/")
    .describe("A storefront path starting with /, with or without its locale prefix, query or fragment")
    .meta({ example: "/en/warszawa/promo" }),
});
export type RedirectLookupQuery = z.infer<typeof RedirectLookupQuery>;

export const RedirectTarget = z
  .object({
    target: z
      .string()
      .describe("A same-site path to send the browser to, with the request path's locale prefix")
      .meta({ example: "/en/warszawa/products/sale" }),
    status: z.union([z.literal(301), z.literal(302)]).describe("301: moved for good; 302: for now"),
  })
  .meta({ id: "RedirectTarget" });
export type RedirectTarget = z.infer<typeof RedirectTarget>;
