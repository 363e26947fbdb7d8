import { z } from "zod";

export const PublicCity = z
  .object({
    id: z.number().int().positive(),
    slug: z.string().meta({ example: "warszawa" }),
    name: z.string().describe("In the language of the request's Locale header (default en)").meta({ example: "Warsaw" }),
    names: z
      .object({ en: z.string(), uk: z.string(), pl: z.string(), ru: z.string() })
      .describe("The name in every language, for clients that cache the list across languages"),
  })
  .meta({ id: "PublicCity" });
export type PublicCity = z.infer<typeof PublicCity>;

export const PublicCityList = z.array(PublicCity).meta({ id: "PublicCityList" });
