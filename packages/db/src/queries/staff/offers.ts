// Back office: offers (issue 7). A product's offers in every city, a city's offers (paged, searched, exported),
// and the writes of save-offers: rows locked first, then written in a few statements whatever their number. Each
// offer is read with its units per store of its city (issue 19; their writes: offer-stores.ts).
import type { Locale, Localized, OfferValues } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { intArray, textArray, textJoins } from "../catalogue/sql";
import type { StaffCities } from "./scope";

export interface OfferCityRow {
  id: number;
  slug: string;
  active: boolean;
  names: Localized;
}

export type OfferProductRow = {
  id: number;
  slug: string;
  kind: "simple" | "bundle";
  name: string;
};

export interface StoredOffer {
  cityId: number;
  productId: number;
  offer: OfferValues;
  updatedAt: Date;
}

type CityDbRow = { id: number; slug: string; active: boolean; en: string; uk: string; pl: string; ru: string };
const cityOf = ({ id, slug, active, en, uk, pl, ru }: CityDbRow): OfferCityRow => ({ id, slug, active, names: { en, uk, pl, ru } });
const CITY_COLUMNS = sql`id, slug, active, name_en as en, name_uk as uk, name_pl as pl, name_ru as ru`;

/** The cities (active or not) a staff member may act on, in the shop's order. */
export async function listOfferCities(db: DbOrTx, scope: StaffCities): Promise<OfferCityRow[]> {
  const only = scope === "all" ? sql`true` : sql`id = any(${intArray(scope)})`;
  const { rows } = await db.execute<CityDbRow>(sql`select ${CITY_COLUMNS} from cities where ${only} order by sort_order, id`);
  return rows.map(cityOf);
}

/** A city by slug, active or not; null when there is none. */
export async function findOfferCity(db: DbOrTx, slug: string): Promise<OfferCityRow | null> {
  const { rows } = await db.execute<CityDbRow>(sql`select ${CITY_COLUMNS} from cities where slug = ${slug}`);
  return rows[0] ? cityOf(rows[0]) : null;
}

const PRODUCT_COLUMNS = sql`p.id, p.slug, p.kind, coalesce(t.name, te.name, p.slug) as name`;

export async function findOfferProduct(db: DbOrTx, productId: number, locale: Locale): Promise<OfferProductRow | null> {
  const { rows } = await db.execute<OfferProductRow>(
    sql`select ${PRODUCT_COLUMNS} from products p ${textJoins(locale)} where p.id = ${productId}`,
  );
  return rows[0] ?? null;
}

/** Products by slug (only those that exist are in the map). */
export async function findOfferProductsBySlugs(
  db: DbOrTx,
  slugs: readonly string[],
  locale: Locale,
): Promise<Map<string, OfferProductRow>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await db.execute<OfferProductRow>(
    sql`select ${PRODUCT_COLUMNS} from products p ${textJoins(locale)} where p.slug = any(${textArray(slugs)})`,
  );
  return new Map(rows.map((row) => [row.slug, row]));
}

type OfferDbRow = {
  city_id: number;
  product_id: number;
  visible: boolean;
  price: number;
  sale_price: number | null;
  stock: number;
  franchise_price: number | null;
  updated_at: Date | string;
  tiers: Array<{ minQuantity: number; price: number }>;
  store_stock: Record<string, number>;
};

const OFFER_COLUMNS = sql`o.city_id, o.product_id, o.visible, o.price, o.sale_price, o.stock, o.franchise_price, o.updated_at,
  coalesce((select json_agg(json_build_object('minQuantity', w.min_quantity, 'price', w.price) order by w.min_quantity)
    from wholesale_tiers w where w.city_id = o.city_id and w.product_id = o.product_id), '[]'::json) as tiers,
  coalesce((select json_object_agg(ss.store_id, ss.quantity order by ss.store_id) from store_stock ss
    join stores s on s.id = ss.store_id where s.city_id = o.city_id and ss.product_id = o.product_id), '{}'::json) as store_stock`;

const storedOf = (row: OfferDbRow): StoredOffer => ({
  cityId: row.city_id,
  productId: row.product_id,
  offer: {
    visible: row.visible,
    price: row.price,
    salePrice: row.sale_price,
    stock: row.stock,
    storeStock: { ...row.store_stock },
    franchisePrice: row.franchise_price,
    wholesaleTiers: row.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: tier.price })),
  },
  updatedAt: new Date(row.updated_at),
});

/** Every city's offer of a product. */
export async function findProductOffers(db: DbOrTx, productId: number): Promise<StoredOffer[]> {
  const { rows } = await db.execute<OfferDbRow>(sql`select ${OFFER_COLUMNS} from offers o where o.product_id = ${productId}`);
  return rows.map(storedOf);
}

/** Matches part of a product's slug or of its name in any language. */
const searchOf = (q: string | undefined): SQL => {
  if (!q) return sql`true`;
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(p.slug like ${like} or exists (select 1 from product_texts s where s.product_id = p.id and lower(s.name) like ${like}))`;
};

/** One page of a city's offers by product slug, and how many match in all. */
export async function findCityOfferPage(
  db: DbOrTx,
  request: { cityId: number; q?: string | undefined; locale: Locale; limit: number; offset: number },
): Promise<{ items: Array<StoredOffer & { product: OfferProductRow }>; total: number }> {
  const where = sql`o.city_id = ${request.cityId} and ${searchOf(request.q)}`;
  const { rows } = await db.execute<OfferDbRow & OfferProductRow>(sql`
    select ${OFFER_COLUMNS}, ${PRODUCT_COLUMNS}
    from offers o join products p on p.id = o.product_id ${textJoins(request.locale)}
    where ${where} order by p.slug limit ${request.limit} offset ${request.offset}`);
  const { rows: count } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from offers o join products p on p.id = o.product_id where ${where}`,
  );
  return {
    items: rows.map((row) => ({ ...storedOf(row), product: { id: row.id, slug: row.slug, kind: row.kind, name: row.name } })),
    total: count[0]?.n ?? 0,
  };
}

/** Every offer of a city with the product's slug, kind and English name, by slug (the CSV export). */
export async function findCityOffersForExport(
  db: DbOrTx,
  cityId: number,
): Promise<Array<{ slug: string; nameEn: string; kind: OfferProductRow["kind"]; offer: OfferValues }>> {
  const { rows } = await db.execute<OfferDbRow & { slug: string; name: string; kind: OfferProductRow["kind"] }>(sql`
    select ${OFFER_COLUMNS}, p.slug, p.kind, coalesce(te.name, p.slug) as name
    from offers o join products p on p.id = o.product_id
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where o.city_id = ${cityId} order by p.slug`);
  return rows.map((row) => ({ slug: row.slug, nameEn: row.name, kind: row.kind, offer: storedOf(row).offer }));
}

export interface OfferKey {
  cityId: number;
  productId: number;
}
export const offerKey = (key: OfferKey) => `${key.cityId}:${key.productId}`;
const keyArrays = (keys: readonly OfferKey[]) => sql`${intArray(keys.map((k) => k.cityId))}, ${intArray(keys.map((k) => k.productId))}`;

/**
 * The stored offers of these (city, product) pairs, locked until the transaction ends (in key order, so that
 * two saves, or a save and an order, never wait on each other in a circle). Pairs without an offer are not in
 * the map. The values are read by a second statement, after the locks are held: it sees what a transaction that
 * held them before committed (its store units too), which the locking statement's own snapshot would not.
 */
export async function lockOffers(tx: DbOrTx, keys: readonly OfferKey[]): Promise<Map<string, OfferValues>> {
  if (keys.length === 0) return new Map();
  const inKeys = sql`(o.city_id, o.product_id) in (select * from unnest(${keyArrays(keys)}))`;
  await tx.execute(sql`select 1 from offers o where ${inKeys} order by o.city_id, o.product_id for update of o`);
  const { rows } = await tx.execute<OfferDbRow>(sql`select ${OFFER_COLUMNS} from offers o where ${inKeys}`);
  return new Map(rows.map((row) => [offerKey({ cityId: row.city_id, productId: row.product_id }), storedOf(row).offer]));
}

export interface OfferWrite extends OfferKey {
  /** null: remove the offer (and its units in the city's stores). */
  offer: OfferValues | null;
  /** Units the city's stock gains (negative: loses): the change of its stores' units, written under the same lock. */
  stockDelta: number;
}

/** The rows as JSON; `stock` is the new offer's units, or for an update the change of them. */
const offerJson = (writes: readonly (OfferKey & { offer: OfferValues; stockDelta?: number })[]) =>
  JSON.stringify(
    writes.map(({ cityId, productId, offer, stockDelta }) => ({
      city_id: cityId,
      product_id: productId,
      visible: offer.visible,
      price: offer.price,
      sale_price: offer.salePrice,
      stock: stockDelta ?? offer.stock,
      franchise_price: offer.franchisePrice,
    })),
  );
const RECORD = sql`(city_id int, product_id int, visible boolean, price int, sale_price int, stock int, franchise_price int)`;

/**
 * Inserts the offers that do not exist yet, with `offer.stock` units (the sum of the stores' units the caller then
 * writes); returns the keys it inserted (another save may have been first).
 */
export async function insertOffersIfAbsent(tx: DbOrTx, writes: readonly (OfferKey & { offer: OfferValues })[]): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  const { rows } = await tx.execute<{ city_id: number; product_id: number }>(sql`
    insert into offers (city_id, product_id, visible, price, sale_price, stock, franchise_price)
    select * from jsonb_to_recordset(${offerJson(writes)}::jsonb) as v${RECORD}
    on conflict (city_id, product_id) do nothing returning city_id, product_id`);
  const inserted = new Set(rows.map((row) => offerKey({ cityId: row.city_id, productId: row.product_id })));
  await replaceTiers(
    tx,
    writes.filter((write) => inserted.has(offerKey(write))),
  );
  return inserted;
}

/**
 * Updates and removes offers that exist (and are locked), their wholesale tiers with them: the stock moves by
 * `stockDelta`; a removed offer's units in the city's stores go with it.
 */
export async function writeOffers(tx: DbOrTx, writes: readonly OfferWrite[]): Promise<void> {
  const updates = writes.filter((write): write is OfferWrite & { offer: OfferValues } => write.offer !== null);
  const removals = writes.filter((write) => write.offer === null);
  if (updates.length)
    await tx.execute(sql`
      update offers o set visible = v.visible, price = v.price, sale_price = v.sale_price, stock = o.stock + v.stock,
        franchise_price = v.franchise_price, updated_at = now()
      from jsonb_to_recordset(${offerJson(updates)}::jsonb) as v${RECORD}
      where o.city_id = v.city_id and o.product_id = v.product_id`);
  if (removals.length) {
    const removed = sql`(select * from unnest(${keyArrays(removals)}))`;
    await tx.execute(sql`delete from store_stock ss using stores s
      where s.id = ss.store_id and (s.city_id, ss.product_id) in ${removed}`);
    await tx.execute(sql`delete from offers where (city_id, product_id) in ${removed}`);
    await tx.execute(sql`delete from wholesale_tiers where (city_id, product_id) in ${removed}`);
  }
  await replaceTiers(tx, updates);
}

async function replaceTiers(tx: DbOrTx, writes: readonly (OfferKey & { offer: OfferValues })[]): Promise<void> {
  if (writes.length === 0) return;
  await tx.execute(sql`delete from wholesale_tiers where (city_id, product_id) in (select * from unnest(${keyArrays(writes)}))`);
  const tiers = writes.flatMap(({ cityId, productId, offer }) =>
    offer.wholesaleTiers.map((tier) => ({ city_id: cityId, product_id: productId, min_quantity: tier.minQuantity, price: tier.price })),
  );
  if (tiers.length)
    await tx.execute(sql`
      insert into wholesale_tiers (city_id, product_id, min_quantity, price)
      select * from jsonb_to_recordset(${JSON.stringify(tiers)}::jsonb) as v(city_id int, product_id int, min_quantity int, price int)`);
}

/** New points of the effective retail price (EU Omnibus: the lowest price of the last 30 days). */
export async function addPriceHistory(tx: DbOrTx, points: ReadonlyArray<OfferKey & { price: number; validFrom: Date }>): Promise<void> {
  if (points.length === 0) return;
  const rows = points.map((point) => ({
    city_id: point.cityId,
    product_id: point.productId,
    price: point.price,
    valid_from: point.validFrom.toISOString(),
  }));
  await tx.execute(sql`
    insert into price_history (city_id, product_id, price, valid_from)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(city_id int, product_id int, price int, valid_from timestamptz)`);
}
