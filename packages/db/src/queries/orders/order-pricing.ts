// What placing an order reads once the customer's cart is locked (docs/orders.md "Throughput"), in one statement:
// the cart's lines, the order an Idempotency-Key already made, and what pricing the lines and checking the rules
// needs: per product its name and the city's offer (with wholesale tiers and a bundle's items), the city's names,
// the pickup store and the delivery's fee. Only what an order needs: no card texts, price history or images but the first.
import type { Locale, Localized, WholesaleTier } from "@shop/domain";
import type { DbOrTx } from "../../client";
import type { OpeningHours, ProductKind } from "../../schema";
import { queryPrepared } from "./prepared";

export interface OrderPricingOffer {
  visible: boolean;
  price: number;
  salePrice: number | null;
  franchisePrice: number | null;
  /** The offer's own stock (a bundle's is what its items allow: bundleItems). */
  stock: number;
  /** Only asked for a wholesale customer (else empty), lowest threshold first. */
  tiers: WholesaleTier[];
  /** A bundle's items with their stock in the city's visible offers (0 when not offered); null for a simple product. */
  bundleItems: Array<{ productId: number; quantity: number; stock: number }> | null;
}

export interface OrderPricingProduct {
  id: number;
  slug: string;
  kind: ProductKind;
  tpd: boolean;
  /** In the order's language, English when missing, else the slug. */
  name: string;
  /** The media key of its first uploaded image (the order's thumbnail), or null. */
  imageKey: string | null;
  /** The city's offer, or null when the city has none. */
  offer: OrderPricingOffer | null;
}

export interface OrderPricingStore {
  id: number;
  address: string;
  phone: string;
  openingHours: OpeningHours;
  pickupSlotCapacity: number | null;
}

export interface OrderPricing {
  /** The cart's products that exist (in no particular order). */
  products: OrderPricingProduct[];
  cityNames: Localized;
  /** The active store of the city asked for (null when not asked, of another city or closed down). */
  store: OrderPricingStore | null;
  /** The delivery method's fee row in the city (null: the method costs nothing). */
  fee: { fee: number; freeFrom: number | null } | null;
}

/**
 * The stock the cart's products take, locked by the same statement (the offers, then their store rows: the one
 * locking rule, docs/orders.md "Stock per store"), as a row lock answers them: their newest versions.
 */
export interface OrderSubmissionStock {
  /** Every product whose offer the statement locked if the city has one: the cart's simple products, a bundle's items. */
  wanted: number[];
  /** The city's stock of those the city offers. */
  offered: Array<{ productId: number; stock: number }>;
  /** Their units per store (above 0; only the pickup store's for a pickup), in the shop's order of stores. */
  holdings: Array<{ storeId: number; productId: number; quantity: number }>;
}

export interface OrderSubmission {
  /** The cart's lines, oldest first. */
  items: Array<{ productId: number; quantity: number }>;
  /** The customer's order placed with this Idempotency-Key, and its request hash. */
  earlier: { id: string; requestHash: string } | null;
  pricing: OrderPricing;
  stock: OrderSubmissionStock;
}

export interface OrderSubmissionRequest {
  /** The locked cart (null: the customer has none) and the city it is priced in. */
  cartId: string | null;
  cityId: number;
  userId: number;
  /** The Idempotency-Key, or null. */
  key: string | null;
  locale: Locale;
  /** Read the wholesale tiers (an approved wholesale customer). */
  wholesale: boolean;
  storeId: number | null;
  delivery: string;
}

const TIERS = `(select coalesce(json_agg(json_build_object('minQuantity', w.min_quantity, 'price', w.price) order by w.min_quantity), '[]')
  from wholesale_tiers w where w.city_id = o.city_id and w.product_id = p.id)`;

/**
 * $1 cart, $2 city, $3 user, $4 key, $5 locale, $6 store, $7 delivery method. The products are the cart's (not a
 * list parameter), so PostgreSQL's generic plan is as good as a fresh one and the statement is planned once.
 *
 * It also locks the stock the order will take (what stock_lock_and_read did in a statement of its own: one round trip
 * less per order, docs/performance.md "Orders per second"): the city's offers of the cart's products (a bundle's
 * items for a bundle) in product id order, then their store rows in (product, store) order, FOR NO KEY UPDATE. The
 * locks answer the rows' newest versions, also after waiting for another order; the other reads of the statement
 * (the lines, the prices) see its snapshot, as when they were read before the lock.
 */
const submissionText = (tiers: string) => `
  with wanted as (
    select distinct coalesce(bi.product_id, c.product_id) as product_id from cart_items c
    join products p on p.id = c.product_id
    left join bundle_items bi on p.kind = 'bundle' and bi.bundle_id = p.id
    where c.cart_id = $1),
  locked as materialized (
    select o.product_id, o.stock from offers o
    where o.city_id = $2 and o.product_id = any(array(select w.product_id from wanted w))
    order by o.product_id for no key update of o),
  held as materialized (
    select ss.product_id, ss.store_id, ss.quantity, s.sort_order from store_stock ss
    join stores s on s.id = ss.store_id and s.city_id = $2
    where ss.product_id = any(array(select l.product_id from locked l)) and ($6::int is null or ss.store_id = $6)
    order by ss.product_id, ss.store_id for no key update of ss)
  select
    json_build_object(
      'wanted', coalesce((select json_agg(w.product_id) from wanted w), '[]'),
      'offered', coalesce((select json_agg(json_build_object('productId', l.product_id, 'stock', l.stock)) from locked l), '[]'),
      'holdings', coalesce((select json_agg(json_build_object('storeId', h.store_id, 'productId', h.product_id, 'quantity', h.quantity)
                                            order by h.sort_order, h.store_id, h.product_id)
                            from held h where h.quantity > 0), '[]')
    ) as stock,
    coalesce((select json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity) order by i.added_at, i.product_id)
              from cart_items i where i.cart_id = $1), '[]') as items,
    (select json_build_object('id', x.id, 'requestHash', x.request_hash) from orders x where x.user_id = $3 and x.idempotency_key = $4) as earlier,
    json_build_object(
      'products', coalesce((
        select json_agg(json_build_object(
          'id', p.id, 'slug', p.slug, 'kind', p.kind, 'tpd', p.tpd, 'name', coalesce(t.name, te.name, p.slug),
          'imageKey', (select i.media_key from product_images i where i.product_id = p.id order by i.position limit 1),
          'offer', case when o.product_id is not null then json_build_object(
            'visible', o.visible, 'price', o.price, 'salePrice', o.sale_price, 'franchisePrice', o.franchise_price,
            'stock', o.stock, 'tiers', ${tiers},
            'bundleItems', case when p.kind = 'bundle' then (
              select coalesce(json_agg(json_build_object('productId', bi.product_id, 'quantity', bi.quantity, 'stock', coalesce(io.stock, 0))), '[]')
              from bundle_items bi left join offers io on io.city_id = o.city_id and io.product_id = bi.product_id and io.visible
              where bi.bundle_id = p.id) end) end))
        from cart_items c
        join products p on p.id = c.product_id
        left join offers o on o.product_id = p.id and o.city_id = $2
        left join product_texts t on t.product_id = p.id and t.locale = $5
        left join product_texts te on te.product_id = p.id and te.locale = 'en'
        where c.cart_id = $1), '[]'),
      'cityNames', (select json_build_object('en', name_en, 'uk', name_uk, 'pl', name_pl, 'ru', name_ru) from cities where id = $2),
      'store', (
        select json_build_object('id', s.id, 'address', s.address, 'phone', s.phone, 'openingHours', s.opening_hours,
          'pickupSlotCapacity', s.pickup_slot_capacity)
        from stores s where s.id = $6 and s.city_id = $2 and s.active),
      'fee', (select json_build_object('fee', f.fee, 'freeFrom', f.free_from) from delivery_fees f where f.city_id = $2 and f.method = $7)
    ) as pricing`;
const RETAIL = submissionText(`'[]'::json`);
const WHOLESALE = submissionText(TIERS);

/** Read after lockUserCart: a statement of its own, so it sees what the submission the lock waited for committed. */
export async function findOrderSubmission(db: DbOrTx, request: OrderSubmissionRequest): Promise<OrderSubmission> {
  const [row] = await queryPrepared<OrderSubmission>(
    db,
    request.wholesale ? "order_submission_wholesale" : "order_submission",
    request.wholesale ? WHOLESALE : RETAIL,
    [request.cartId, request.cityId, request.userId, request.key, request.locale, request.storeId, request.delivery],
  );
  if (!row) throw new Error("order submission read nothing");
  return row;
}

/**
 * Per product, its category first, then its ancestors up to the top (per-category coupon percents): read only when
 * the order has a coupon.
 */
export async function findCategoryPaths(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await queryPrepared<{ id: number; path: number[] | null }>(
    db,
    "order_category_paths",
    `select p.id, (
       with recursive up (id, parent_id, depth) as (
         select c.id, c.parent_id, 0 from categories c where c.id = p.category_id
         union all
         select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 64)
       select array_agg(up.id order by up.depth) from up) as path
     from products p where p.id = any($1::int[])`,
    [[...productIds]],
  );
  return new Map(rows.map((row) => [row.id, row.path ?? []]));
}
