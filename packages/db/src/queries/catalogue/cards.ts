// What a product card needs in a city: texts, brand, the offer (visible or not), bundle item stock, price
// history and (for a wholesale business) the wholesale tiers. The caller prices (apps/api use-cases).
import type { Locale, PricePoint, WholesaleTier } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../client";
import type { ProductKind } from "../../schema";
import { intArray, preparedRows, textJoins } from "./sql";

export interface CardRow {
  id: number;
  slug: string;
  kind: ProductKind;
  tpd: boolean;
  imageCount: number;
  /** The media key of the first uploaded image, or null (the generated illustrations then). */
  imageKey: string | null;
  categoryId: number;
  name: string;
  shortDescription: string;
  brand: { slug: string; name: string } | null;
  /** The city's offer. */
  visible: boolean;
  price: number;
  salePrice: number | null;
  franchisePrice: number | null;
  stock: number;
  /** A bundle's items with their stock in the city's visible offers (0 when not offered); null for a simple product. */
  bundleItems: { stock: number; quantity: number }[] | null;
  /** The effective retail price over time, oldest first; only for a product on sale (Omnibus), else empty. */
  priceHistory: PricePoint[];
  /** The offer's wholesale tiers, lowest threshold first; empty unless asked for. */
  wholesaleTiers: WholesaleTier[];
}

/** The row `cardColumns` selects. */
export interface CardSqlRow extends Record<string, unknown> {
  id: number;
  slug: string;
  kind: ProductKind;
  tpd: boolean;
  image_count: number;
  image_key: string | null;
  category_id: number;
  name: string | null;
  short_description: string | null;
  brand_slug: string | null;
  brand_name: string | null;
  /** The offer's columns: null when the city has no offer (only where the offer is left-joined). */
  visible: boolean | null;
  price: number | null;
  sale_price: number | null;
  franchise_price: number | null;
  stock: number | null;
  bundle_items: { stock: number; quantity: number }[] | null;
  price_history: { price: number; validFrom: string }[] | null;
  wholesale_tiers: WholesaleTier[] | null;
}

/**
 * A card's columns of product `p` with the city's offer `o` (needs `cardJoins`): texts, brand, the offer, a
 * bundle's item stock, the price history of a product on sale and, when asked, the wholesale tiers.
 */
export const cardColumns = (cityId: number, wholesale: boolean): SQL => sql`
  p.id, p.slug, p.kind, p.tpd, p.image_count, p.category_id,
  (select i.media_key from product_images i where i.product_id = p.id order by i.position limit 1) as image_key,
  coalesce(t.name, te.name) as name, coalesce(t.short_description, te.short_description) as short_description,
  b.slug as brand_slug, b.name as brand_name,
  o.visible, o.price, o.sale_price, o.franchise_price, o.stock,
  case when p.kind = 'bundle' then (
    select coalesce(json_agg(json_build_object('stock', coalesce(io.stock, 0), 'quantity', bi.quantity)), '[]'::json)
    from bundle_items bi left join offers io on io.city_id = ${cityId} and io.product_id = bi.product_id and io.visible
    where bi.bundle_id = p.id) end as bundle_items,
  case when o.sale_price is not null then (
    select json_agg(json_build_object('price', h.price, 'validFrom', h.valid_from) order by h.valid_from)
    from price_history h where h.city_id = ${cityId} and h.product_id = p.id) end as price_history,
  ${
    wholesale
      ? sql`(select json_agg(json_build_object('minQuantity', w.min_quantity, 'price', w.price) order by w.min_quantity)
          from wholesale_tiers w where w.city_id = ${cityId} and w.product_id = p.id)`
      : sql`null::json`
  } as wholesale_tiers`;

/** The brand and the texts (in a language, English as the fallback) that `cardColumns` reads. */
export const cardJoins = (locale: Locale): SQL => sql`left join brands b on b.id = p.brand_id ${textJoins(locale)}`;

/** A selected card row, for a product the city has an offer of. */
export function toCardRow(row: CardSqlRow): CardRow {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    tpd: row.tpd,
    imageCount: row.image_count,
    imageKey: row.image_key,
    categoryId: row.category_id,
    name: row.name ?? row.slug,
    shortDescription: row.short_description ?? "",
    brand: row.brand_slug !== null && row.brand_name !== null ? { slug: row.brand_slug, name: row.brand_name } : null,
    visible: row.visible ?? false,
    price: row.price ?? 0,
    salePrice: row.sale_price,
    franchisePrice: row.franchise_price,
    stock: row.stock ?? 0,
    bundleItems: row.bundle_items,
    priceHistory: (row.price_history ?? []).map((point) => ({ price: point.price, validFrom: new Date(point.validFrom) })),
    wholesaleTiers: row.wholesale_tiers ?? [],
  };
}

/**
 * Cards of products that have an offer in the city (any order; products without one are left out), with
 * their wholesale tiers when `wholesale` (only an approved wholesale business sees them). One product (a cart's line
 * added) is its own statement, `p.id = $n`: with `= any($n)` PostgreSQL's generic plan is costed for ten ids, so a
 * statement asked for one at a time was planned again on every call (found in the orders bench's cart fills, stop 52).
 */
export async function findCardRows(
  db: Db,
  request: { cityId: number; locale: Locale; ids: readonly number[]; wholesale?: boolean },
): Promise<CardRow[]> {
  if (request.ids.length === 0) return [];
  const rows = await preparedRows<CardSqlRow>(
    db,
    sql`
    select ${cardColumns(request.cityId, request.wholesale ?? false)}
    from products p join offers o on o.product_id = p.id and o.city_id = ${request.cityId}
    ${cardJoins(request.locale)}
    where ${request.ids.length === 1 ? sql`p.id = ${request.ids[0]}` : sql`p.id = any(${intArray(request.ids)})`}`,
  );
  return rows.map(toCardRow);
}
