// The catalogue API's shapes (issue 4), shared by the API and the storefront. Money: integer grosze.
import { z } from "zod";
import { SitemapArticle } from "./blog";

export const SORTS = ["popularity", "price_asc", "price_desc", "newest", "name"] as const;
export const Sort = z.enum(SORTS);
export type Sort = z.infer<typeof Sort>;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 48;

const Money = z.number().int().describe("Grosze (PLN minor units)");
const Bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Filters, sorting and paging of a listing; the storefront keeps the same names in its URLs. */
export const ListingQuery = z.object({
  q: z.string().trim().min(1).max(100).optional().describe("Search text (all four languages, typos and transliteration tolerated)"),
  category: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(120)
    .optional()
    .describe("A category slug; its subcategories are included"),
  brand: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/)
    .max(500)
    .optional()
    .describe("Brand slugs, comma-separated (any of them)"),
  attr: z
    .string()
    .regex(/^[a-z0-9-]+:[a-z0-9-]+(,[a-z0-9-]+:[a-z0-9-]+)*$/)
    .max(500)
    .optional()
    .describe("Attribute values as code:value, comma-separated; values of one attribute are OR-ed, attributes AND-ed")
    .meta({ example: "flavour:mint,strength:medium" }),
  priceMin: z.coerce.number().int().min(0).optional().describe("Grosze, inclusive, on the price the caller pays"),
  priceMax: z.coerce.number().int().min(0).optional().describe("Grosze, inclusive"),
  inStock: Bool.optional(),
  sale: Bool.optional(),
  sort: Sort.optional().describe("Default: popularity (relevance first when searching)"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
export type ListingQuery = z.infer<typeof ListingQuery>;

export const PriceInfo = z
  .object({
    currency: z.literal("PLN"),
    unit: Money.describe("What the caller pays for one unit"),
    kind: z.enum(["retail", "sale", "wholesale", "franchise"]),
    regular: Money.describe("The regular retail price"),
    sale: Money.nullable().describe("The retail sale price, when on sale"),
    lowest30Days: Money.nullable().describe("EU Omnibus: the lowest price of the 30 days before the reduction (sale items only)"),
    wholesaleTiers: z
      .array(z.object({ minQuantity: z.number().int(), price: Money }))
      .describe("Shown to an approved wholesale business; empty for others"),
    franchise: Money.nullable().describe("Shown to an approved franchise business; null for others"),
  })
  .meta({ id: "PriceInfo" });
export type PriceInfo = z.infer<typeof PriceInfo>;

export const Availability = z.object({ inStock: z.boolean(), count: z.number().int().min(0) }).meta({ id: "Availability" });

export const Ref = z.object({ slug: z.string(), name: z.string() });

export const ProductCard = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(["simple", "bundle"]),
    name: z.string(),
    shortDescription: z.string(),
    image: z.string().describe("URL of the first image"),
    brand: Ref.nullable(),
    category: Ref,
    tpd: z.boolean().describe("Under the Tobacco Products Directive: store pickup only for retail customers"),
    price: PriceInfo,
    availability: Availability,
  })
  .meta({ id: "ProductCard" });
export type ProductCard = z.infer<typeof ProductCard>;

const FacetValue = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

export const Facets = z
  .object({
    categories: z.array(FacetValue),
    brands: z.array(FacetValue),
    attributes: z.array(z.object({ code: z.string(), name: z.string(), values: z.array(FacetValue) })),
    price: z.object({ min: Money.nullable(), max: Money.nullable() }),
    inStock: z.number().int(),
    onSale: z.number().int(),
  })
  .meta({ id: "Facets" });
export type Facets = z.infer<typeof Facets>;

export const ProductListing = z
  .object({
    items: z.array(ProductCard),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
    sort: Sort,
    facets: Facets,
  })
  .meta({ id: "ProductListing" });
export type ProductListing = z.infer<typeof ProductListing>;

export const ProductDetail = ProductCard.extend({
  description: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  images: z.array(z.string()),
  attributes: z.array(z.object({ code: z.string(), name: z.string(), value: z.string(), valueSlug: z.string() })),
  bundle: z
    .object({
      items: z.array(z.object({ product: ProductCard, quantity: z.number().int() })),
      itemsTotal: Money,
      savings: Money,
    })
    .nullable(),
  related: z.array(ProductCard),
  breadcrumbs: z.array(Ref).describe("The category path from the top"),
  stores: z
    .array(
      z.object({
        id: z.number().int(),
        address: z.string(),
        available: z.number().int().min(0).describe("Units this store holds (a bundle: how many its items make there)"),
      }),
    )
    .describe("The city's active stores in the shop's order, with what each has of the product (issue 19)"),
}).meta({ id: "ProductDetail" });
export type ProductDetail = z.infer<typeof ProductDetail>;

/** A product by slug in a city: offered here, moved to a new slug, or offered only elsewhere. */
export const ProductLookup = z
  .discriminatedUnion("status", [
    z.object({ status: z.literal("ok"), product: ProductDetail }),
    z.object({ status: z.literal("moved"), slug: z.string().describe("The product's current slug (answer with a 301)") }),
    z.object({
      status: z.literal("elsewhere"),
      product: z.object({ slug: z.string(), name: z.string(), image: z.string() }),
      cities: z.array(Ref).describe("The cities that offer it"),
    }),
  ])
  .meta({ id: "ProductLookup" });
export type ProductLookup = z.infer<typeof ProductLookup>;

export type CategoryNode = { id: number; slug: string; name: string; image: string; productCount: number; children: CategoryNode[] };
export const CategoryNode: z.ZodType<CategoryNode> = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    productCount: z.number().int().describe("Products offered in the city, subcategories included"),
    get children() {
      return z.array(CategoryNode);
    },
  })
  .meta({ id: "CategoryNode" });
export const CategoryTree = z.array(CategoryNode).meta({ id: "CategoryTree" });

export const BrandSummary = z
  .object({ slug: z.string(), name: z.string(), logo: z.string(), productCount: z.number().int() })
  .meta({ id: "BrandSummary" });
export const BrandList = z.array(BrandSummary).meta({ id: "BrandList" });
export type BrandSummary = z.infer<typeof BrandSummary>;

export const ProductCardList = z.array(ProductCard).meta({ id: "ProductCardList" });

export const Suggestions = z
  .object({
    products: z.array(z.object({ slug: z.string(), name: z.string(), image: z.string(), price: Money })),
    categories: z.array(Ref),
  })
  .meta({ id: "Suggestions" });
export type Suggestions = z.infer<typeof Suggestions>;

/** Every catalogue page of every city and every published blog article, for sitemap.xml. */
export const SitemapEntries = z
  .object({
    cities: z.array(
      z.object({
        slug: z.string(),
        categories: z.array(z.string()),
        products: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
      }),
    ),
    articles: z.array(SitemapArticle).describe("The blog's published articles, newest first"),
  })
  .meta({ id: "SitemapEntries" });
export type SitemapEntries = z.infer<typeof SitemapEntries>;
