// Back office: products (issue 7). A product's slug, kind, category, brand, TPD flag, attribute values,
// bundle items and texts in the four languages (English required), and its uploaded images; its SKU, EAN barcode
// and VAT rate (issue 33).
import { LOCALES, PRODUCT_SKU_MAX, VAT_RATES } from "@shop/domain";
import { z } from "zod";

const Id = z.number().int().positive().max(2_147_483_647);
const Locale = z.enum(LOCALES);

/** The slug's format (the database checks it too): lower-case letters and digits in words joined by single hyphens. */
export const PRODUCT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PRODUCT_SLUG_MAX = 100;
/** A product holds at most this many uploaded images (product_images.position 1..8). */
export const PRODUCT_IMAGES_MAX = 8;
export const STAFF_PRODUCTS_PER_PAGE = 50;

export const PRODUCT_TEXT_LIMITS = { name: 200, shortDescription: 500, description: 10_000, seoTitle: 200, seoDescription: 500 } as const;

export const StaffProductText = z
  .object({
    name: z.string().trim().min(1).max(PRODUCT_TEXT_LIMITS.name),
    shortDescription: z.string().trim().max(PRODUCT_TEXT_LIMITS.shortDescription),
    description: z.string().trim().max(PRODUCT_TEXT_LIMITS.description),
    seoTitle: z.string().trim().max(PRODUCT_TEXT_LIMITS.seoTitle).describe("Empty: the name"),
    seoDescription: z.string().trim().max(PRODUCT_TEXT_LIMITS.seoDescription).describe("Empty: the short description"),
  })
  .meta({ id: "StaffProductText" });
export type StaffProductText = z.infer<typeof StaffProductText>;

/** English is required; a language that is null (or absent) has no translation: the storefront shows English there. */
export const StaffProductTexts = z
  .object({
    en: StaffProductText,
    uk: StaffProductText.nullable().optional(),
    pl: StaffProductText.nullable().optional(),
    ru: StaffProductText.nullable().optional(),
  })
  .meta({ id: "StaffProductTexts" });
export type StaffProductTexts = z.infer<typeof StaffProductTexts>;

export const StaffBundleItemInput = z
  .object({
    productId: Id.optional().describe("The item's product id (or its slug)"),
    slug: z.string().trim().min(1).max(PRODUCT_SLUG_MAX).optional().describe("The item's product slug (or its id)"),
    quantity: z.number().int().min(1).max(99),
  })
  .refine((item) => (item.productId === undefined) !== (item.slug === undefined), { message: "Give productId or slug" })
  .meta({ id: "StaffBundleItemInput" });

export const StaffProductInput = z
  .object({
    slug: z.string().trim().min(1).max(PRODUCT_SLUG_MAX).describe("Unique; lower-case words joined by hyphens"),
    sku: z
      .string()
      .trim()
      .max(PRODUCT_SKU_MAX)
      .optional()
      .describe(
        "The stock keeping unit, unique in any case (letters, digits, . _ / -). Empty or absent: a new product gets the shop's " +
          "numbering (SP-000347), an update keeps the product's",
      ),
    ean: z
      .string()
      .trim()
      .max(40)
      .nullable()
      .optional()
      .describe(
        "EAN-13 barcode (spaces and dashes ignored; the check digit is checked), unique. Empty or null: none; absent on an update: kept",
      ),
    vatRate: z
      .enum(VAT_RATES)
      .optional()
      .describe("VAT rate of the prices: 23, 8, 5, 0 or zw (exempt). Absent: 23 for a new product, kept on an update"),
    kind: z.enum(["simple", "bundle"]),
    categoryId: Id,
    brandId: Id.nullable(),
    tpd: z.boolean().describe("Under the Tobacco Products Directive (store pickup only for retail customers)"),
    attributeValueIds: z.array(Id).max(100),
    bundleItems: z.array(StaffBundleItemInput).max(20).describe("A bundle's items (none for a simple product)"),
    texts: StaffProductTexts,
    version: z.iso
      .datetime({ offset: true })
      .optional()
      .describe("Update only: the `version` the editor started from; 409 CONFLICT when someone saved in between"),
  })
  .meta({ id: "StaffProductInput" });
export type StaffProductInput = z.infer<typeof StaffProductInput>;

export const StaffProductImage = z
  .object({
    id: z.string().describe("The image's id within the product (its media key's last part)"),
    position: z.number().int().min(1).max(PRODUCT_IMAGES_MAX),
    width: z.number().int(),
    height: z.number().int(),
    thumbnail: z.string().describe("URL, 160 px wide"),
    card: z.string().describe("URL, 480 px wide"),
    large: z.string().describe("URL, 1200 px wide"),
  })
  .meta({ id: "StaffProductImage" });
export type StaffProductImage = z.infer<typeof StaffProductImage>;

export const StaffProduct = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    sku: z.string(),
    ean: z.string().nullable(),
    vatRate: z.enum(VAT_RATES),
    kind: z.enum(["simple", "bundle"]),
    categoryId: z.number().int(),
    brandId: z.number().int().nullable(),
    tpd: z.boolean(),
    attributeValueIds: z.array(z.number().int()),
    bundleItems: z.array(z.object({ productId: z.number().int(), slug: z.string(), name: z.string(), quantity: z.number().int() })),
    texts: z.object({
      en: StaffProductText,
      uk: StaffProductText.nullable(),
      pl: StaffProductText.nullable(),
      ru: StaffProductText.nullable(),
    }),
    missingLocales: z.array(Locale).describe("Languages without a translation (the storefront shows English there)"),
    images: z.array(StaffProductImage),
    offerCount: z.number().int().describe("Cities with an offer of the product"),
    version: z.iso.datetime({ offset: true }).describe("When it was last saved; send it back with an update"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "StaffProduct" });
export type StaffProduct = z.infer<typeof StaffProduct>;

export const StaffProductQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Part of a name (any language), of the slug or of the SKU; an EAN (spaces and dashes ignored)"),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("A category id (its subcategories too)"),
  brand: z.coerce.number().int().positive().max(2_147_483_647).optional().describe("A brand id"),
  kind: z.enum(["simple", "bundle"]).optional(),
  missing: Locale.optional().describe("Only products without a translation in this language"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffProductQuery = z.infer<typeof StaffProductQuery>;

export const StaffProductListItem = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    sku: z.string(),
    ean: z.string().nullable(),
    kind: z.enum(["simple", "bundle"]),
    name: z.string().describe("In the caller's language, English when it has none"),
    category: z.object({ id: z.number().int(), name: z.string() }),
    brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    tpd: z.boolean(),
    missingLocales: z.array(Locale),
    image: z.string().describe("A thumbnail URL (uploaded image or generated illustration)"),
    imageCount: z.number().int().describe("Uploaded images"),
    offerCount: z.number().int(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "StaffProductListItem" });
export type StaffProductListItem = z.infer<typeof StaffProductListItem>;

export const StaffProductList = z
  .object({ items: z.array(StaffProductListItem), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "StaffProductList" });
export type StaffProductList = z.infer<typeof StaffProductList>;

/** What the product form chooses from: categories (as a tree, in order), brands, attributes with their values. */
export const StaffProductOptions = z
  .object({
    categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), depth: z.number().int() })),
    brands: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    attributes: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        values: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
      }),
    ),
  })
  .meta({ id: "StaffProductOptions" });
export type StaffProductOptions = z.infer<typeof StaffProductOptions>;

export const StaffProductImageOrder = z
  .object({
    images: z
      .array(z.string().regex(/^[a-z0-9-]+$/))
      .min(1)
      .max(PRODUCT_IMAGES_MAX)
      .describe("Every image id, in the new order"),
  })
  .meta({ id: "StaffProductImageOrder" });
export type StaffProductImageOrder = z.infer<typeof StaffProductImageOrder>;

export const StaffProductImages = z.object({ images: z.array(StaffProductImage) }).meta({ id: "StaffProductImages" });
export type StaffProductImages = z.infer<typeof StaffProductImages>;
