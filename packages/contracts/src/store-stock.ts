// Stock per store as a shopper meets it (issue 19): what a pickup store lacks of the cart.
import { z } from "zod";

/** A product the cart needs more of than a store holds: a line's product, or an item of a bundle line. */
export const StoreShortage = z
  .object({
    productId: z.number().int(),
    name: z.string().describe("The product's name in the request's language"),
    wanted: z.number().int().min(1).describe("Units the cart needs: summed over its lines, a bundle line counting its items"),
    available: z.number().int().min(0).describe("Units the store holds"),
  })
  .meta({ id: "StoreShortage" });
export type StoreShortage = z.infer<typeof StoreShortage>;
