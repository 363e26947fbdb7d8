// The facets of a listing in one statement: the filtered set is computed once (a materialized CTE with
// one boolean per filter dimension), and every facet counts it under every filter except its own.
import type { Locale } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { allOf, type Dimension, filterConditions, type ListingFilter, scopeCondition } from "./filter";
import { bundleStockJoin, effectiveStock, nameColumn, payPrice } from "./sql";

export interface FacetValueCount {
  slug: string;
  name: string;
  count: number;
}

export interface ListingFacetCounts {
  /** Products matching every filter. */
  total: number;
  /** Per category (the products' own category, not rolled up) under every filter but the category. */
  categories: { categoryId: number; count: number }[];
  /**
   * Every brand of the listing's scope (city, search, category and sale: what a page fixes), counted under every
   * filter but the brand (0 included), in a stable order: by the count in the scope, then name. Ticking a brand, an
   * attribute, a price or stock never moves or removes an option.
   */
  brands: FacetValueCount[];
  /** Filterable attributes in their order, values in theirs. */
  attributes: { code: string; name: string; values: FacetValueCount[] }[];
  price: { min: number | null; max: number | null };
  inStock: number;
  onSale: number;
}

interface Row extends Record<string, unknown> {
  total: number;
  categories: { id: number; n: number }[];
  brands: { slug: string; name: string; n: number }[];
  attributes: { code: string; name: string; slug: string; value: string; n: number }[];
  price: { min: number | null; max: number | null };
  in_stock: number;
  on_sale: number;
}

export async function findListingFacets(db: Db, filter: ListingFilter, locale: Locale): Promise<ListingFacetCounts> {
  const conditions = [...filterConditions(filter)];
  const flags = conditions.map(([, condition], i) => sql`(${condition}) as ${sql.raw(`m${i}`)}`);
  /** Every filter except the one of `dimension` (all of them when it has none). */
  const except = (dimension?: Dimension): SQL => allOf(conditions.flatMap(([d], i) => (d === dimension ? [] : [sql.raw(`m${i}`)])));
  /** The listing's scope for the brand list: its category and sale filters (what a page fixes), not the shopper's ticks. */
  const scope = allOf(conditions.flatMap(([d], i) => (d === "category" || d === "sale" ? [sql.raw(`m${i}`)] : [])));
  const attributeCodes = conditions.flatMap(([d]) => (d.startsWith("attr:") ? [d.slice(5)] : []));
  const attributeMatch = attributeCodes.length
    ? sql`case av.attribute_code ${sql.join(
        attributeCodes.map((code) => sql`when ${code} then ${except(`attr:${code}`)}`),
        sql` `,
      )} else ${except()} end`
    : except();
  const name = nameColumn(locale);

  const { rows } = await db.execute<Row>(sql`
    with base as materialized (
      select p.id, p.category_id, p.brand_id, ${payPrice} as pay, o.sale_price is not null as on_sale,
        ${effectiveStock} as stock ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from offers o join products p on p.id = o.product_id ${bundleStockJoin(filter.cityId)}
      where ${scopeCondition(filter)}
    )
    select
      (select count(*)::int from base where ${except()}) as total,
      (select coalesce(json_agg(json_build_object('id', x.category_id, 'n', x.n)), '[]'::json)
        from (select category_id, count(*)::int as n from base where ${except("category")} group by category_id) x) as categories,
      (select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name, 'n', x.n) order by x.all_n desc, b.name collate "und-x-icu"), '[]'::json)
        from (select brand_id, count(*)::int as all_n, (count(*) filter (where ${except("brand")}))::int as n
              from base where brand_id is not null and ${scope} group by brand_id) x
        join brands b on b.id = x.brand_id) as brands,
      (select coalesce(json_agg(json_build_object('code', a.code, 'name', a.${name}, 'slug', v.slug, 'value', v.${name}, 'n', x.n)
          order by a.sort_order, a.code, v.sort_order, v.${name} collate "und-x-icu"), '[]'::json)
        from (select pav.value_id, count(*)::int as n from base
              join product_attribute_values pav on pav.product_id = base.id
              join attribute_values av on av.id = pav.value_id
              join attributes fa on fa.code = av.attribute_code and fa.filterable
              where ${attributeMatch} group by pav.value_id) x
        join attribute_values v on v.id = x.value_id join attributes a on a.code = v.attribute_code) as attributes,
      (select json_build_object('min', min(pay), 'max', max(pay)) from base where ${except("price")}) as price,
      (select count(*)::int from base where stock > 0 and ${except("stock")}) as in_stock,
      (select count(*)::int from base where on_sale and ${except("sale")}) as on_sale`);
  const row = rows[0] as Row;

  const attributes: ListingFacetCounts["attributes"] = [];
  for (const value of row.attributes) {
    let attribute = attributes.at(-1);
    if (attribute?.code !== value.code) {
      attribute = { code: value.code, name: value.name, values: [] };
      attributes.push(attribute);
    }
    attribute.values.push({ slug: value.slug, name: value.value, count: value.n });
  }
  return {
    total: row.total,
    categories: row.categories.map((c) => ({ categoryId: c.id, count: c.n })),
    brands: row.brands.map((b) => ({ slug: b.slug, name: b.name, count: b.n })),
    attributes,
    price: row.price,
    inStock: row.in_stock,
    onSale: row.on_sale,
  };
}
