// GET /api/v1/personal (issue 37; docs/adr/0030): a shared page's own parts for the visitor who sees it, in one answer.
import { z } from "zod";
import { CartChange, CitySlug } from "./orders";

export const PersonalQuery = z.object({ city: CitySlug });

export const PersonalParts = z
  .object({
    user: z
      .object({ firstName: z.string(), email: z.string() })
      .nullable()
      .describe("Who is signed in (the bearer token's live session), or null"),
    priceKind: z.enum(["retail", "wholesale", "franchise"]).describe("The price kind the caller pays"),
    cart: z.object({
      id: z.string().nullable().describe("A visitor's cart id (null without a cart, and for a signed-in customer's cart)"),
      itemCount: z.number().int().describe("Units in the cart, re-priced in the city"),
    }),
    changes: z.array(CartChange).describe("What the server changed in the cart since it was last read (told once)"),
    favourites: z
      .array(z.number().int())
      .describe("A signed-in customer's favourite product ids, newest first (the hearts' state); empty for a visitor"),
  })
  .meta({ id: "PersonalParts" });
export type PersonalParts = z.infer<typeof PersonalParts>;
