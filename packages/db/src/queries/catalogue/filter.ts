// The filters of a product listing as SQL conditions on `p` (products) and `o` (the city's visible offer).
import { and, type SQL, sql } from "drizzle-orm";
import { effectiveStock, intArray, payPrice, textArray } from "./sql";

export interface ListingFilter {
  cityId: number;
  /** Only these products (a search's matches); undefined: every product. */
  productIds?: readonly number[] | undefined;
  /** A category and its descendants. */
  categoryIds?: readonly number[] | undefined;
  /** Any of these brands. */
  brandSlugs?: readonly string[] | undefined;
  /** Per attribute any of its values; every attribute must match. */
  attributes?: readonly { code: string; values: readonly string[] }[] | undefined;
  /** Inclusive bounds on the retail price paid (the sale price when on sale), grosze. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  inStock?: boolean | undefined;
  onSale?: boolean | undefined;
  /** The caller cannot order TPD products (retail, in a brand variant without pickup): they come last (listing.ts). */
  tpdLast?: boolean | undefined;
}

/** A filter dimension: a facet's counts ignore the filter of its own dimension. */
export type Dimension = "category" | "brand" | "price" | "stock" | "sale" | `attr:${string}`;

/** Every active filter as one condition per dimension. */
export function filterConditions(filter: ListingFilter): Map<Dimension, SQL> {
  const conditions = new Map<Dimension, SQL>();
  if (filter.categoryIds) conditions.set("category", sql`p.category_id = any(${intArray(filter.categoryIds)})`);
  if (filter.brandSlugs?.length)
    conditions.set("brand", sql`p.brand_id in (select id from brands where slug = any(${textArray(filter.brandSlugs)}))`);
  for (const { code, values } of filter.attributes ?? []) {
    conditions.set(
      `attr:${code}`,
      // Uncorrelated, so that PostgreSQL hashes the matching products once instead of probing per row.
      sql`p.id in (select pav.product_id from product_attribute_values pav join attribute_values av on av.id = pav.value_id
        where av.attribute_code = ${code} and av.slug = any(${textArray(values)}))`,
    );
  }
  const bounds = [
    filter.priceMin !== undefined ? sql`${payPrice} >= ${filter.priceMin}` : undefined,
    filter.priceMax !== undefined ? sql`${payPrice} <= ${filter.priceMax}` : undefined,
  ].filter((c) => c !== undefined);
  if (bounds.length) conditions.set("price", and(...bounds) as SQL);
  if (filter.inStock) conditions.set("stock", sql`${effectiveStock} > 0`);
  if (filter.onSale) conditions.set("sale", sql`o.sale_price is not null`);
  return conditions;
}

/** The rows every listing starts from: the city's visible offers (and a search's matches). */
export function scopeCondition(filter: ListingFilter): SQL {
  const scope = sql`o.city_id = ${filter.cityId} and o.visible`;
  return filter.productIds ? sql`${scope} and p.id = any(${intArray(filter.productIds)})` : scope;
}

/** Conditions joined with AND; `true` when there are none. */
export function allOf(conditions: Iterable<SQL>): SQL {
  const list = [...conditions];
  return list.length
    ? sql.join(
        list.map((c) => sql`(${c})`),
        sql` and `,
      )
    : sql`true`;
}
