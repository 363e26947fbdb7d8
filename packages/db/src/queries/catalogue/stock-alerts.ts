// "Notify me when back in stock" (issue 18, schema-alerts.ts): a request per (product, city, e-mail), its
// confirmation and removal by token, and the claim of the confirmed alerts whose product is in stock again.
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { stockAlerts } from "../../schema";
import { bundleStockJoin, intArray } from "./sql";

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** Units the city can sell of a product right now (a bundle: what its items allow); 0 without a visible offer. */
export async function cityStockOf(db: DbOrTx, cityId: number, productId: number): Promise<number | null> {
  const { rows } = await db.execute<{ stock: number | null; offered: boolean }>(sql`
    select (o.product_id is not null) as offered,
      case when not coalesce(o.visible, false) then 0 when p.kind = 'bundle' then coalesce(bs.stock, 0) else o.stock end as stock
    from products p
    left join offers o on o.city_id = ${cityId} and o.product_id = p.id
    ${bundleStockJoin(cityId)}
    where p.id = ${productId}`);
  const row = rows[0];
  return row?.offered ? Number(row.stock ?? 0) : null;
}

export function findStockAlert(db: DbOrTx, productId: number, cityId: number, email: string): Promise<StockAlertRow | undefined> {
  return db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.cityId, cityId), eq(stockAlerts.email, email)))
    .then((rows) => rows[0]);
}

export interface NewStockAlert {
  productId: number;
  cityId: number;
  email: string;
  userId: number | null;
  locale: string;
  tokenHash: string;
  confirmed: boolean;
}

/**
 * Writes the request: a new row, or a done one (notified before) started over. Null when a pending request for
 * the same product, city and e-mail exists (confirmed or not): nothing changes then.
 */
export async function upsertStockAlert(db: DbOrTx, alert: NewStockAlert): Promise<StockAlertRow | null> {
  const values = {
    productId: alert.productId,
    cityId: alert.cityId,
    email: alert.email,
    userId: alert.userId,
    locale: alert.locale,
    tokenHash: alert.tokenHash,
    confirmedAt: alert.confirmed ? sql`now()` : null,
    notifiedAt: null,
  };
  const [row] = await db
    .insert(stockAlerts)
    .values(values)
    .onConflictDoUpdate({
      target: [stockAlerts.productId, stockAlerts.cityId, stockAlerts.email],
      set: { ...values, createdAt: sql`now()` },
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    })
    .returning();
  return row ?? null;
}

/** Confirms the alert of this token (again: no change); null for an unknown token. */
export async function confirmStockAlert(db: DbOrTx, tokenHash: string): Promise<StockAlertRow | null> {
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())` })
    .where(eq(stockAlerts.tokenHash, tokenHash))
    .returning();
  return row ?? null;
}

/** Removes the alert of this token; false for an unknown one. */
export async function deleteStockAlert(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db.delete(stockAlerts).where(eq(stockAlerts.tokenHash, tokenHash)).returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** A new token for the alert (each e-mail carries its own unsubscribe link). */
export async function setStockAlertToken(db: DbOrTx, id: number, tokenHash: string): Promise<void> {
  await db.update(stockAlerts).set({ tokenHash }).where(eq(stockAlerts.id, id));
}

export interface DueStockAlert {
  id: number;
  email: string;
  locale: string;
  productSlug: string;
  productName: string;
  citySlug: string;
  cityName: string;
}

/**
 * Marks notified every confirmed, not yet notified alert of these cities whose product the city can sell again,
 * and returns them, in the caller's transaction (which queues their e-mails). One UPDATE: a concurrent claim of
 * the same row waits for this one and then finds it notified, so each alert is claimed exactly once.
 */
export async function claimBackInStockAlerts(db: DbOrTx, cityIds: readonly number[]): Promise<DueStockAlert[]> {
  const ids = [...new Set(cityIds)];
  if (ids.length === 0) return [];
  const claimed: DueStockAlert[] = [];
  for (const cityId of ids) claimed.push(...(await claimInCity(db, cityId)));
  return claimed;
}

const cityName = (locale: SQL) =>
  sql`case ${locale} when 'uk' then c.name_uk when 'pl' then c.name_pl when 'ru' then c.name_ru else c.name_en end`;

async function claimInCity(db: DbOrTx, cityId: number): Promise<DueStockAlert[]> {
  const { rows } = await db.execute<{ id: number; email: string; locale: string }>(sql`
    update stock_alerts a set notified_at = now()
    where a.city_id = ${cityId} and a.confirmed_at is not null and a.notified_at is null
      and a.product_id in (
        select p.id from products p
        join offers o on o.city_id = ${cityId} and o.product_id = p.id and o.visible
        ${bundleStockJoin(cityId)}
        where p.id in (select product_id from stock_alerts where city_id = ${cityId} and confirmed_at is not null and notified_at is null)
          and (case when p.kind = 'bundle' then coalesce(bs.stock, 0) else o.stock end) > 0)
    returning a.id, a.email, a.locale`);
  if (rows.length === 0) return [];
  const { rows: details } = await db.execute<DueStockAlert & Record<string, unknown>>(sql`
    select a.id, a.email, a.locale, p.slug as "productSlug", c.slug as "citySlug", ${cityName(sql`a.locale`)} as "cityName",
      coalesce(t.name, te.name, p.slug) as "productName"
    from stock_alerts a
    join products p on p.id = a.product_id
    join cities c on c.id = a.city_id
    left join product_texts t on t.product_id = p.id and t.locale = a.locale
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where a.id = any(${intArray(rows.map((row) => row.id))})
    order by a.id`);
  return details.map(({ id, email, locale, productSlug, productName, citySlug, cityName }) => ({
    id,
    email,
    locale,
    productSlug,
    productName,
    citySlug,
    cityName,
  }));
}

/** Whether an alert exists for this token and is still pending (for the pages' answers). */
export function findStockAlertByToken(db: DbOrTx, tokenHash: string): Promise<StockAlertRow | undefined> {
  return db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.tokenHash, tokenHash), isNull(stockAlerts.notifiedAt)))
    .then((rows) => rows[0]);
}

/** A product by its slug with its name in a language (English as the fallback). */
export async function findAlertProduct(db: DbOrTx, slug: string, locale: string): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select p.id, coalesce(t.name, te.name, p.slug) as name from products p
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where p.slug = ${slug}`);
  return rows[0] ?? null;
}

/** The alert of a token with its product's slug and name and its city's slug (for the pages of its links). */
export async function findStockAlertView(
  db: DbOrTx,
  tokenHash: string,
): Promise<(StockAlertRow & { productSlug: string; productName: string; citySlug: string }) | null> {
  const [alert] = await db.select().from(stockAlerts).where(eq(stockAlerts.tokenHash, tokenHash));
  if (!alert) return null;
  const { rows } = await db.execute<{ slug: string; city_slug: string }>(sql`
    select p.slug, c.slug as city_slug from products p, cities c where p.id = ${alert.productId} and c.id = ${alert.cityId}`);
  const product = await findAlertProduct(db, rows[0]?.slug ?? "", alert.locale);
  if (!rows[0] || !product) return null;
  return { ...alert, productSlug: rows[0].slug, productName: product.name, citySlug: rows[0].city_slug };
}
