// One page of a product listing: the ids in order; the total comes with the facets (facets.ts).
import type { Locale } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { allOf, filterConditions, type ListingFilter, scopeCondition } from "./filter";
import { bundleStockJoin, intArray, payPrice, textJoins } from "./sql";

/** `relevance` keeps the order of `filter.productIds` (a search's ranking). */
export type ListingSort = "relevance" | "popularity" | "price_asc" | "price_desc" | "newest" | "name";

export interface ListingPageRequest {
  filter: ListingFilter;
  sort: ListingSort;
  /** The language whose product names the `name` sort compares. */
  locale: Locale;
  limit: number;
  offset: number;
}

function orderBy(sort: ListingSort, filter: ListingFilter): SQL {
  switch (sort) {
    case "relevance":
      return filter.productIds
        ? sql`array_position(${intArray(filter.productIds)}, p.id), p.popularity desc, p.id`
        : sql`p.popularity desc, p.id`;
    case "popularity":
      return sql`p.popularity desc, p.id`;
    case "price_asc":
      return sql`${payPrice} asc, p.popularity desc, p.id`;
    case "price_desc":
      return sql`${payPrice} desc, p.popularity desc, p.id`;
    case "newest":
      return sql`p.created_at desc, p.id desc`;
    case "name":
      // ICU's root collation: letters with diacritics beside their base letter, case-insensitive first.
      return sql`coalesce(t.name, te.name) collate "und-x-icu", p.id`;
  }
}

/** The ids of one page of products matching the filter, in the sort's order. */
export async function findListingPage(db: Db, request: ListingPageRequest): Promise<number[]> {
  const { filter, sort, locale, limit, offset } = request;
  const texts = sort === "name" ? textJoins(locale) : sql``;
  // What the caller can buy leads; the sort orders each part.
  const first = filter.tpdLast ? sql`p.tpd, ` : sql``;
  const { rows } = await db.execute<{ id: number }>(sql`
    select p.id from offers o join products p on p.id = o.product_id ${bundleStockJoin(filter.cityId)} ${texts}
    where ${scopeCondition(filter)} and ${allOf(filterConditions(filter).values())}
    order by ${first}${orderBy(sort, filter)}
    limit ${limit} offset ${offset}`);
  return rows.map((row) => row.id);
}
