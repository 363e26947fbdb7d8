// Set-up for the checkout and order tests: demo products with known offers in Warsaw, carts filled straight in
// the database, many customers with sessions at once, a valid pickup slot, a request body that would succeed.
import { randomBytes } from "node:crypto";
import type { PlaceOrderRequest } from "@shop/contracts";
import type { Database } from "@shop/db";
import { pickupSlots, type WeeklyHours } from "@shop/domain";
import type { z } from "zod";
import { hashPassword } from "../src/security/passwords";
import { newToken } from "../src/security/tokens";
import { TEST_PASSWORD } from "./cabinet-fixture";
import { setCityStock } from "./city-stock";

export const WARSZAWA = 1;
const DAY = 24 * 3600 * 1000;

export interface Products {
  /** Two plain products (not TPD) of different top-level categories. */
  plain: number;
  other: number;
  tpd: number;
  /** A bundle with its items (product id → units per bundle). */
  bundle: { id: number; items: Array<{ productId: number; quantity: number }> };
}

const one = async <T>(database: Database, text: string, values: unknown[] = []): Promise<T> => {
  const { rows } = await database.pool.query(text, values);
  if (!rows[0]) throw new Error(`nothing found: ${text}`);
  return rows[0] as T;
};

/** Demo products offered in Warsaw, chosen once per database. */
export async function pickProducts(database: Database): Promise<Products> {
  const offered = `from products p join offers o on o.product_id = p.id and o.city_id = ${WARSZAWA} and o.visible`;
  const plain = await one<{ id: number; category_id: number }>(
    database,
    `select p.id, p.category_id ${offered} where p.kind = 'simple' and not p.tpd order by p.id limit 1`,
  );
  const other = await one<{ id: number }>(
    database,
    `select p.id ${offered} where p.kind = 'simple' and not p.tpd and p.category_id <> $1 order by p.id limit 1`,
    [plain.category_id],
  );
  const tpd = await one<{ id: number }>(database, `select p.id ${offered} where p.kind = 'simple' and p.tpd order by p.id limit 1`);
  const bundle = await one<{ id: number }>(
    database,
    `select p.id ${offered} where p.kind = 'bundle' and not p.tpd
     and not exists (select 1 from bundle_items bi join products i on i.id = bi.product_id where bi.bundle_id = p.id and i.tpd)
     order by p.id limit 1`,
  );
  const { rows: items } = await database.pool.query<{ productId: number; quantity: number }>(
    `select product_id as "productId", quantity from bundle_items where bundle_id = $1 order by product_id`,
    [bundle.id],
  );
  return { plain: plain.id, other: other.id, tpd: tpd.id, bundle: { id: bundle.id, items } };
}

/** The product's Warsaw offer: shown, at a regular price (no sale, no business prices unless given), with this stock. */
export async function setOffer(
  database: Database,
  productId: number,
  offer: { price?: number; stock: number; franchisePrice?: number },
): Promise<void> {
  await database.pool.query(
    `update offers set visible = true, sale_price = null, price = coalesce($3, price), stock = $4, franchise_price = $5
     where city_id = $1 and product_id = $2`,
    [WARSZAWA, productId, offer.price ?? null, offer.stock, offer.franchisePrice ?? null],
  );
  await setCityStock(database.pool, WARSZAWA, [productId], offer.stock);
  await database.pool.query("delete from wholesale_tiers where city_id = $1 and product_id = $2", [WARSZAWA, productId]);
}

/** The three products' usual offers in Warsaw: 50.00, 20.00 and (TPD) 30.00 zł, 10 of each. */
export async function standardOffers(database: Database, products: Products): Promise<void> {
  await setOffer(database, products.plain, { price: 5000, stock: 10 });
  await setOffer(database, products.other, { price: 2000, stock: 10 });
  await setOffer(database, products.tpd, { price: 3000, stock: 10 });
}

export async function stockOf(database: Database, productId: number): Promise<number> {
  return (await one<{ stock: number }>(database, "select stock from offers where city_id = $1 and product_id = $2", [WARSZAWA, productId]))
    .stock;
}

/** Replaces the customer's cart (in Warsaw unless told) with these lines. */
export async function fillCart(
  database: Database,
  userId: number,
  items: ReadonlyArray<{ productId: number; quantity: number }>,
  cityId = WARSZAWA,
): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into carts (id, user_id, city_id) values ($1, $2, $3)
     on conflict (user_id) do update set city_id = excluded.city_id returning id`,
    [randomBytes(16).toString("base64url"), userId, cityId],
  );
  const cartId = rows[0]?.id as string;
  await database.pool.query("delete from cart_items where cart_id = $1", [cartId]);
  for (const item of items)
    await database.pool.query("insert into cart_items (cart_id, product_id, quantity) values ($1, $2, $3)", [
      cartId,
      item.productId,
      item.quantity,
    ]);
  return cartId;
}

/** A visitor's cart with these lines; its id goes in the X-Cart-Id header. */
export async function fillVisitorCart(database: Database, items: ReadonlyArray<{ productId: number; quantity: number }>): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await database.pool.query("insert into carts (id, city_id) values ($1, $2)", [id, WARSZAWA]);
  for (const item of items)
    await database.pool.query("insert into cart_items (cart_id, product_id, quantity) values ($1, $2, $3)", [
      id,
      item.productId,
      item.quantity,
    ]);
  return id;
}

export async function cartItemsOf(database: Database, userId: number): Promise<Array<{ productId: number; quantity: number }>> {
  const { rows } = await database.pool.query(
    `select ci.product_id as "productId", ci.quantity from cart_items ci join carts c on c.id = ci.cart_id
     where c.user_id = $1 order by ci.product_id`,
    [userId],
  );
  return rows;
}

let hashed: Promise<string> | undefined;

/** `count` verified retail customers, each with one live session, made in a few statements. */
export async function manyCustomers(database: Database, count: number, label: string): Promise<Array<{ id: number; token: string }>> {
  hashed ??= hashPassword(TEST_PASSWORD);
  const hash = await hashed;
  const unique = randomBytes(4).toString("hex");
  const { rows } = await database.pool.query<{ id: number }>(
    `insert into users (email, password_hash, first_name, last_name, phone, locale, email_verified_at, referral_code,
       terms_version, terms_accepted_at, adult_confirmed_at)
     select $1 || '-' || n || '@example.test', $2, 'First' || n, 'Last' || n, '+48 500 600 700', 'en', now(), upper($1) || 'R' || n,
       'test-terms-1', now(), now()
     from generate_series(1, $3::int) as n order by n returning id`,
    [`${label}-${unique}`, hash, count],
  );
  const users = rows.map((row) => ({ id: row.id, ...newToken() }));
  await database.pool.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select * from unnest($1::int[], $2::text[], array_fill(now() + interval '30 days', array[$3::int]))`,
    [users.map((user) => user.id), users.map((user) => user.hash), users.length],
  );
  return users.map(({ id, token }) => ({ id, token }));
}

/** A Warsaw store and a pickup time inside its hours, a day or more ahead. */
export async function pickupChoice(database: Database): Promise<{ storeId: number; pickupAt: string; hours: WeeklyHours }> {
  const store = await one<{ id: number; opening_hours: WeeklyHours }>(
    database,
    "select id, opening_hours from stores where city_id = $1 and active order by id limit 1",
    [WARSZAWA],
  );
  const now = new Date();
  const slot = pickupSlots(store.opening_hours, now).find((at) => at.getTime() > now.getTime() + DAY);
  if (!slot) throw new Error("no pickup slot");
  return { storeId: store.id, pickupAt: slot.toISOString(), hours: store.opening_hours };
}

/** A PlaceOrderRequest as a client sends it. */
export type OrderBody = z.input<typeof PlaceOrderRequest>;

const CONTACT = { firstName: "Ola", lastName: "Kowalska", phone: "+48 511 222 333" };
export const COURIER = {
  method: "courier",
  street: "Długa",
  streetNumber: "5",
  zipCode: "00-238",
  country: "Polska",
} as const satisfies OrderBody["delivery"];

/** A body that would place an in-store pickup order in Warsaw. */
export function pickupOrder(pickup: { storeId: number; pickupAt: string }, extra: Partial<OrderBody> = {}): OrderBody {
  return {
    city: "warszawa",
    contact: CONTACT,
    delivery: { method: "local-pickup", storeId: pickup.storeId, pickupAt: pickup.pickupAt },
    payment: "in-store",
    acceptTerms: true,
    adult: true,
    ...extra,
  };
}

/** A coupon made for a test (upper-case code); its id. */
export async function createCoupon(
  database: Database,
  coupon: {
    code: string;
    kind?: "percent" | "amount";
    value: number;
    maxDiscount?: number | null;
    minOrder?: number | null;
    maxUses?: number | null;
    maxUsesPerCustomer?: number | null;
    usedCount?: number;
    activeUntil?: Date | null;
    active?: boolean;
    userId?: number | null;
  },
): Promise<number> {
  const row = await one<{ id: number }>(
    database,
    `insert into coupons (code, discount_kind, discount_value, max_discount, min_order, max_uses, max_uses_per_customer,
       used_count, active_until, active, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      coupon.code,
      coupon.kind ?? "percent",
      coupon.value,
      coupon.maxDiscount ?? null,
      coupon.minOrder ?? null,
      coupon.maxUses ?? null,
      coupon.maxUsesPerCustomer ?? null,
      coupon.usedCount ?? 0,
      coupon.activeUntil ?? null,
      coupon.active ?? true,
      coupon.userId ?? null,
    ],
  );
  return row.id;
}

export async function countRows(database: Database, table: string, where = "true", values: unknown[] = []): Promise<number> {
  return Number((await one<{ n: string }>(database, `select count(*) as n from ${table} where ${where}`, values)).n);
}

/** Gives each customer a Warsaw cart holding exactly these lines (a few statements for any number of customers). */
export async function fillCarts(
  database: Database,
  userIds: readonly number[],
  items: ReadonlyArray<{ productId: number; quantity: number }>,
): Promise<void> {
  await database.pool.query(
    `insert into carts (id, user_id, city_id)
     select md5(random()::text || u), u, $2 from unnest($1::int[]) as u
     on conflict (user_id) do update set city_id = excluded.city_id`,
    [userIds, WARSZAWA],
  );
  await database.pool.query("delete from cart_items where cart_id in (select id from carts where user_id = any($1::int[]))", [userIds]);
  for (const item of items)
    await database.pool.query(
      `insert into cart_items (cart_id, product_id, quantity) select id, $2, $3 from carts where user_id = any($1::int[])`,
      [userIds, item.productId, item.quantity],
    );
}
