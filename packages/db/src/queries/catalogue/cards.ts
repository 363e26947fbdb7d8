// What a product card needs in a city: texts, brand, the offer (visible or not), bundle item stock and
// price history. The caller prices (apps/api use-cases).
import type { Locale, PricePoint, WholesaleTier } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import type { ProductKind } from "../../schema";
import { intArray, textJoins } from "./sql";

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
}

interface Row extends Record<string, unknown> {
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
  visible: boolean;
  price: number;
  sale_price: number | null;
  franchise_price: number | null;
  stock: number;
  bundle_items: { stock: number; quantity: number }[] | null;
  price_history: { price: number; validFrom: string }[] | null;
}

/** Cards of products that have an offer in the city (any order; products without one are left out). */
export async function findCardRows(db: Db, request: { cityId: number; locale: Locale; ids: readonly number[] }): Promise<CardRow[]> {
  if (request.ids.length === 0) return [];
  const { rows } = await db.execute<Row>(sql`
    select p.id, p.slug, p.kind, p.tpd, p.image_count, p.category_id,
      (select i.media_key from product_images i where i.product_id = p.id order by i.position limit 1) as image_key,
      coalesce(t.name, te.name) as name, coalesce(t.short_description, te.short_description) as short_description,
      b.slug as brand_slug, b.name as brand_name,
      o.visible, o.price, o.sale_price, o.franchise_price, o.stock,
      case when p.kind = 'bundle' then (
        select coalesce(json_agg(json_build_object('stock', coalesce(io.stock, 0), 'quantity', bi.quantity)), '[]'::json)
        from bundle_items bi left join offers io on io.city_id = o.city_id and io.product_id = bi.product_id and io.visible
        where bi.bundle_id = p.id) end as bundle_items,
      case when o.sale_price is not null then (
        select json_agg(json_build_object('price', h.price, 'validFrom', h.valid_from) order by h.valid_from)
        from price_history h where h.city_id = o.city_id and h.product_id = p.id) end as price_history
    from products p join offers o on o.product_id = p.id and o.city_id = ${request.cityId}
    left join brands b on b.id = p.brand_id
    ${textJoins(request.locale)}
    where p.id = any(${intArray(request.ids)})`);
  return rows.map((row) => ({
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
    visible: row.visible,
    price: row.price,
    salePrice: row.sale_price,
    franchisePrice: row.franchise_price,
    stock: row.stock,
    bundleItems: row.bundle_items,
    priceHistory: (row.price_history ?? []).map((point) => ({ price: point.price, validFrom: new Date(point.validFrom) })),
  }));
}

/** The wholesale tiers of products in a city, lowest threshold first (only an approved wholesale business sees them). */
export async function findWholesaleTiers(
  db: Db,
  request: { cityId: number; ids: readonly number[] },
): Promise<Map<number, WholesaleTier[]>> {
  const tiers = new Map<number, WholesaleTier[]>();
  if (request.ids.length === 0) return tiers;
  const { rows } = await db.execute<{ product_id: number; min_quantity: number; price: number }>(sql`
    select product_id, min_quantity, price from wholesale_tiers
    where city_id = ${request.cityId} and product_id = any(${intArray(request.ids)})
    order by product_id, min_quantity`);
  for (const row of rows) {
    const list = tiers.get(row.product_id) ?? [];
    list.push({ minQuantity: row.min_quantity, price: row.price });
    tiers.set(row.product_id, list);
  }
  return tiers;
}
