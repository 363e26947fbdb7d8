// Orders made straight in the database, the way placing makes them (docs/orders.md "Placing an order"): the
// order, its lines, its reservations (the city's stock is taken), its coupon use and its history, walked up to
// the status a test needs. Placing itself is tested elsewhere; these tests start after it.
import type { Database } from "@shop/db";
import { type DeliveryMethod, newOrderId, type OrderStatus, type PaymentMethod } from "@shop/domain";
import { setCityStock } from "./city-stock";

export interface FixtureProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  tpd: boolean;
}

/** Simple products offered (visible) in the city with at least `minStock` units, by id; `restockTo` then sets their stock. */
export async function offeredProducts(
  database: Database,
  {
    city = "warszawa",
    tpd = false,
    count = 2,
    minStock = 5,
    restockTo,
  }: { city?: string; tpd?: boolean; count?: number; minStock?: number; restockTo?: number } = {},
): Promise<FixtureProduct[]> {
  const { rows } = await database.pool.query<FixtureProduct>(
    `select p.id, p.slug, t.name, o.price, p.tpd
       from products p
       join offers o on o.product_id = p.id and o.city_id = (select id from cities where slug = $1)
       join product_texts t on t.product_id = p.id and t.locale = 'en'
      where p.kind = 'simple' and o.visible and o.stock >= $2 and p.tpd = $3
      order by p.id limit $4`,
    [city, minStock, tpd, count],
  );
  if (rows.length < count) throw new Error(`not enough products in ${city} (tpd ${tpd})`);
  if (restockTo !== undefined) {
    const { rows: found } = await database.pool.query<{ id: number }>("select id from cities where slug = $1", [city]);
    await setCityStock(
      database.pool,
      found[0]?.id as number,
      rows.map((row) => row.id),
      restockTo,
    );
  }
  return rows;
}

export async function stockOf(database: Database, productId: number, city = "warszawa"): Promise<number> {
  const { rows } = await database.pool.query<{ stock: number }>(
    "select stock from offers where product_id = $1 and city_id = (select id from cities where slug = $2)",
    [productId, city],
  );
  if (!rows[0]) throw new Error(`no offer of ${productId} in ${city}`);
  return rows[0].stock;
}

/** A public percent coupon of its own (so that its use count starts at 0). */
export async function createCoupon(database: Database, code: string): Promise<{ id: number; code: string }> {
  const { rows } = await database.pool.query<{ id: number }>(
    "insert into coupons (code, discount_kind, discount_value, max_uses) values ($1, 'percent', 10, 100) returning id",
    [code],
  );
  return { id: rows[0]?.id as number, code };
}

export async function couponUsedCount(database: Database, couponId: number): Promise<number> {
  const { rows } = await database.pool.query<{ used_count: number }>("select used_count from coupons where id = $1", [couponId]);
  return rows[0]?.used_count as number;
}

export interface TestOrderOptions {
  /** Default: a new random id. */
  id?: string;
  user: { id: number; email: string } | null;
  lines: Array<{ product: FixtureProduct; quantity: number }>;
  city?: string;
  payment?: PaymentMethod;
  delivery?: DeliveryMethod;
  /** The status to walk the order up to (its history records every step); default its first after placing. */
  status?: Exclude<OrderStatus, "CANCELED">;
  coupon?: { id: number; code: string };
  phone?: string;
  locale?: "en" | "uk" | "pl" | "ru";
  /** Online and crypto: default an hour from now. */
  payUntil?: Date;
  createdAt?: Date;
}

/** The statuses from CREATED to `target` for the order's payment and delivery. */
function pathTo(target: OrderStatus, payment: PaymentMethod, delivery: DeliveryMethod): OrderStatus[] {
  const paidFirst = payment !== "in-store";
  const all: OrderStatus[] = [
    "CREATED",
    ...(paidFirst ? (["AWAITING_PAYMENT", "PAID"] as const) : []),
    "APPROVED",
    ...(delivery === "local-pickup" ? (["READY_FOR_PICKUP"] as const) : []),
    "COMPLETED",
  ];
  const end = all.indexOf(target);
  if (end < 0) throw new Error(`${target} is not on the path of ${payment} / ${delivery}`);
  return all.slice(0, end + 1);
}

const actorOf = (status: OrderStatus) =>
  status === "CREATED" ? "customer" : status === "AWAITING_PAYMENT" || status === "PAID" ? "system" : "staff";

/** Places an order in the database as placing would, walked up to `status`; its id. */
export async function createTestOrder(database: Database, options: TestOrderOptions): Promise<string> {
  const payment = options.payment ?? "in-store";
  const delivery = options.delivery ?? "local-pickup";
  const city = options.city ?? "warszawa";
  const path = pathTo(options.status ?? (payment === "in-store" ? "CREATED" : "AWAITING_PAYMENT"), payment, delivery);
  const status = path[path.length - 1] as OrderStatus;
  const id = options.id ?? newOrderId();
  const subtotal = options.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const discount = options.coupon ? Math.floor(subtotal / 10) : 0;
  const deliveryFee = delivery === "local-pickup" ? 0 : 1500;
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    const { rows: cities } = await client.query<{ id: number }>("select id from cities where slug = $1", [city]);
    const cityId = cities[0]?.id as number;
    const { rows: stores } = await client.query<{ id: number }>("select id from stores where city_id = $1 order by id limit 1", [cityId]);
    const pickup = delivery === "local-pickup";
    const payUntil = payment === "in-store" ? null : (options.payUntil ?? new Date(Date.now() + 60 * 60 * 1000));
    await client.query(
      `insert into orders (id, city_id, user_id, status, payment_method, delivery_method, tpd, customer_kind, locale, email,
         first_name, last_name, phone, store_id, pickup_at, locker_code, subtotal, discount, delivery_fee, total, coupon_id,
         coupon_code, pay_until, request_hash, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'retail', $21, $8, 'Ada', 'Nowak', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, 'test', coalesce($20, now()))`,
      [
        id,
        cityId,
        options.user?.id ?? null,
        status,
        payment,
        delivery,
        options.lines.some((line) => line.product.tpd),
        options.user?.email ?? null,
        options.phone ?? "+48 600 100 200",
        pickup ? stores[0]?.id : null,
        pickup ? new Date(Date.now() + 24 * 3600 * 1000) : null,
        delivery === "parcel-locker" ? "WAW01M" : null,
        subtotal,
        discount,
        deliveryFee,
        subtotal - discount + deliveryFee,
        options.coupon?.id ?? null,
        options.coupon?.code ?? null,
        payUntil,
        options.createdAt ?? null,
        options.locale ?? "en",
      ],
    );
    const lines = [...options.lines].sort((a, b) => a.product.id - b.product.id);
    for (const { product, quantity } of lines) {
      // Taken from the city's store holding the most of it (issue 19: stock per store), as the order placing would.
      const taken = await client.query<{ store_id: number }>(
        `with s as (select ss.store_id from store_stock ss join stores st on st.id = ss.store_id
                    where st.city_id = $1 and ss.product_id = $2 and ss.quantity >= $3 order by ss.quantity desc, ss.store_id limit 1),
              t as (update store_stock set quantity = quantity - $3 where store_id = (select store_id from s) and product_id = $2 returning store_id)
         update offers set stock = stock - $3 where city_id = $1 and product_id = $2 and stock >= $3 and exists (select 1 from t)
         returning (select store_id from t)`,
        [cityId, product.id, quantity],
      );
      const storeId = taken.rows[0]?.store_id;
      if (taken.rowCount !== 1 || storeId === undefined) throw new Error(`not enough stock of ${product.slug}`);
      await client.query(
        `insert into order_items (order_id, product_id, slug, name, quantity, unit_price, regular_price, price_kind, line_total, tpd)
         values ($1, $2, $3, $4, $5, $6, $6, 'retail', $7, $8)`,
        [id, product.id, product.slug, product.name, quantity, product.price, product.price * quantity, product.tpd],
      );
      await client.query("insert into order_reservations (order_id, product_id, store_id, quantity) values ($1, $2, $3, $4)", [
        id,
        product.id,
        storeId,
        quantity,
      ]);
    }
    if (options.coupon) {
      await client.query("update coupons set used_count = used_count + 1 where id = $1", [options.coupon.id]);
      await client.query("insert into coupon_uses (coupon_id, order_id, user_id) values ($1, $2, $3)", [
        options.coupon.id,
        id,
        options.user?.id ?? null,
      ]);
    }
    let from: OrderStatus | null = null;
    for (const to of path) {
      await client.query("insert into order_history (order_id, from_status, to_status, actor) values ($1, $2, $3, $4)", [
        id,
        from,
        to,
        actorOf(to),
      ]);
      from = to;
    }
    if (payUntil) {
      const paid = path.includes("PAID");
      await client.query(
        `insert into payments (order_id, method, provider, status, amount, crypto_amount, address, pay_until, paid_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          payment,
          payment === "crypto" ? "chain" : "sandbox",
          paid ? "paid" : "pending",
          subtotal - discount + deliveryFee,
          payment === "crypto" ? 1_000_000 + Math.floor(Math.random() * 1_000_000_000) : null,
          payment === "crypto" ? "TTestShopAddress" : null,
          payUntil,
          paid ? new Date() : null,
        ],
      );
    }
    await client.query("commit");
    return id;
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}

export interface StoredOrder {
  status: string;
  stock_returned_at: Date | null;
  id_checked_at: Date | null;
  id_checked_by: number | null;
  history: Array<{ from_status: string | null; to_status: string; actor: string; actor_user_id: number | null; note: string | null }>;
}

/** The order's stored status, history (oldest first) and return and ID-check marks. */
export async function storedOrder(database: Database, id: string): Promise<StoredOrder> {
  const order = await database.pool.query<Omit<StoredOrder, "history">>(
    "select status, stock_returned_at, id_checked_at, id_checked_by from orders where id = $1",
    [id],
  );
  if (!order.rows[0]) throw new Error(`no order ${id}`);
  const history = await database.pool.query<StoredOrder["history"][number]>(
    "select from_status, to_status, actor, actor_user_id, note from order_history where order_id = $1 order by id",
    [id],
  );
  return { ...order.rows[0], history: history.rows };
}
