// Back office: categories (names in four languages, tree, illustration) and brands (issue 7). Field messages
// are ValidationKeys or TAXONOMY_MESSAGES, both in every language.
import type { Locale, Localized } from "@shop/domain";
import { z } from "zod";
import { localized, staffTaxonomyCatalogue, transpose } from "./messages";

/** The illustrations a category's generated images can draw (apps/api/src/media/icons.ts). */
export const CATEGORY_ICONS = [
  "hookah",
  "bowl",
  "hose",
  "charcoal",
  "tobacco",
  "cigarette",
  "vape",
  "liquid",
  "papers",
  "lighter",
  "accessory",
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

const text = (max: number) => z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");
const Slug = text(64).describe("Lower-case letters, digits and single hyphens").meta({ example: "hookah-bowls" });

export const CategoryNames = z.object({ en: text(100), uk: text(100), pl: text(100), ru: text(100) });
export type CategoryNames = z.infer<typeof CategoryNames>;

export const CategoryInput = z
  .object({
    slug: Slug,
    parentId: z.number().int().positive().nullable().describe("null: a top-level category"),
    names: CategoryNames,
    colour: text(7).describe("Base colour of its illustrations, #rrggbb"),
    icon: z.enum(CATEGORY_ICONS, { error: "required" }),
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).describe("Among its siblings, lowest first"),
  })
  .meta({ id: "CategoryInput" });
export type CategoryInput = z.infer<typeof CategoryInput>;

export const StaffCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    parentId: z.number().int().nullable(),
    depth: z.number().int().describe("0 for a top-level category"),
    names: z.object({ en: z.string(), uk: z.string(), pl: z.string(), ru: z.string() }),
    colour: z.string(),
    icon: z.string(),
    sortOrder: z.number().int(),
    image: z.string().describe("URL of its generated illustration"),
    productCount: z.number().int().describe("Products directly in it"),
    childCount: z.number().int(),
  })
  .meta({ id: "StaffCategory" });
export type StaffCategory = z.infer<typeof StaffCategory>;

export const StaffCategoryList = z
  .object({ items: z.array(StaffCategory).describe("Depth first: each category followed by its subcategories") })
  .meta({ id: "StaffCategoryList" });
export type StaffCategoryList = z.infer<typeof StaffCategoryList>;

export const BrandInput = z
  .object({
    slug: Slug,
    name: text(100).describe("A proper name, the same in every language"),
    country: z.string().trim().max(2, "tooLong").nullable().describe("ISO 3166 two-letter code, or null"),
    popularity: z.number().int().min(0).max(1_000_000).describe("Higher first in brand lists"),
  })
  .meta({ id: "BrandInput" });
export type BrandInput = z.infer<typeof BrandInput>;

export const StaffBrand = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    popularity: z.number().int(),
    logo: z.string(),
    productCount: z.number().int(),
  })
  .meta({ id: "StaffBrand" });
export type StaffBrand = z.infer<typeof StaffBrand>;

export const StaffBrandList = z.object({ items: z.array(StaffBrand).describe("By name") }).meta({ id: "StaffBrandList" });
export type StaffBrandList = z.infer<typeof StaffBrandList>;

export const TaxonomyIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) });

export const TAXONOMY_MESSAGES = /* @__PURE__ */ transpose(staffTaxonomyCatalogue, (m) => m.taxonomyMessages) satisfies Record<
  string,
  Localized
>;
export type TaxonomyMessage = keyof typeof TAXONOMY_MESSAGES;

/** Why a category cannot be deleted (409 CONFLICT). */
export function categoryInUseMessage(locale: Locale, used: { products: number; children: number; coupons: number }): string {
  const { products, children, coupons } = used;
  const text: Localized = localized(staffTaxonomyCatalogue, (m) => m.categoryInUseMessage({ products, children, coupons }));
  return text[locale];
}

/** Why a brand cannot be deleted (409 CONFLICT). */
export function brandInUseMessage(locale: Locale, products: number): string {
  const text: Localized = localized(staffTaxonomyCatalogue, (m) => m.brandInUseMessage({ products }));
  return text[locale];
}
