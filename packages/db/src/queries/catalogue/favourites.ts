// A customer's favourites (issue 38, schema-alerts.ts `favourites`): add, remove, merge the browser's list, switch
// a favourite's alerts, list them with the cities that sell each, and claim the alerts that are due.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../client";
import { favourites } from "../../schema";
import { bundleStockJoin, effectiveStock, intArray, payPrice } from "./sql";

/** The customer's favourite product ids, newest first. */
export async function listFavouriteIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((row) => row.productId);
}

export interface AddFavouritesResult {
  /** How many of the ids name a product. */
  known: number;
  /** Some could not be added for the limit. */
  full: boolean;
}

/**
 * Adds the products that exist and are not yet favourites, as long as the customer keeps at most `max` (the user's
 * row is locked: two racing additions cannot pass the limit together). Ids of unknown products are skipped.
 */
export async function addFavourites(db: Db, userId: number, productIds: readonly number[], max: number): Promise<AddFavouritesResult> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { known: 0, full: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const { rows } = await tx.execute<{ count: number; fresh: number; known: number }>(sql`
      select (select count(*)::int from favourites where user_id = ${userId}) as count,
        (select count(*)::int from products p where p.id = any(${intArray(ids)})) as known,
        (select count(*)::int from products p where p.id = any(${intArray(ids)})
          and not exists (select 1 from favourites f where f.user_id = ${userId} and f.product_id = p.id)) as fresh`);
    const room = max - Number(rows[0]?.count ?? 0);
    const fresh = Number(rows[0]?.fresh ?? 0);
    const known = Number(rows[0]?.known ?? 0);
    if (room <= 0) return { known, full: fresh > 0 };
    // Positions keep the browser's order (its first id is its newest): the newest of the list gets the latest time.
    await tx.execute(sql`
      insert into favourites (user_id, product_id, created_at)
      select ${userId}, p.id, now() - (ids.n * interval '1 millisecond') from unnest(${intArray(ids)}) with ordinality as ids(id, n)
      join products p on p.id = ids.id
      where not exists (select 1 from favourites f where f.user_id = ${userId} and f.product_id = p.id)
      order by ids.n limit ${room}
      on conflict do nothing`);
    return { known, full: fresh > room };
  });
}

/** Removes a favourite; false when it was not one. */
export async function removeFavourite(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  return rows.length > 0;
}

/**
 * Switches a favourite's alerts on for a city (the facts start from what the city offers now: only later changes
 * are told) or off (`cityId` null). False when the product is not one of the customer's favourites.
 */
export async function setFavouriteAlerts(db: DbOrTx, userId: number, productId: number, cityId: number | null): Promise<boolean> {
  const { rows } = await db.execute<{ product_id: number }>(sql`
    update favourites f set alert_city_id = ${cityId}, alert_changed_at = now(),
      told_in_stock = coalesce(now_.in_stock, false), told_price = now_.price
    from (select p.id,
        (coalesce(o.visible, false) and ${effectiveStock} > 0) as in_stock,
        case when o.visible then ${payPrice} end as price
      from products p
      left join offers o on o.city_id = ${cityId ?? 0} and o.product_id = p.id
      ${bundleStockJoin(cityId ?? 0)}
      where p.id = ${productId}) now_
    where f.user_id = ${userId} and f.product_id = ${productId} and now_.id = f.product_id
    returning f.product_id`);
  return rows.length > 0;
}

export interface FavouriteRow {
  productId: number;
  slug: string;
  name: string;
  addedAt: Date;
  alertCityId: number | null;
  /** The active cities whose visible offer sells it, in the shop's order. */
  cityIds: number[];
}

/** The customer's favourites, newest first, with their names in a language and the active cities that sell them. */
export async function listFavourites(db: DbOrTx, userId: number, locale: string): Promise<FavouriteRow[]> {
  const { rows } = await db.execute<{
    product_id: number;
    slug: string;
    name: string;
    created_at: Date | string;
    alert_city_id: number | null;
    city_ids: number[] | null;
  }>(sql`
    select f.product_id, p.slug, coalesce(t.name, te.name, p.slug) as name, f.created_at, f.alert_city_id,
      (select array_agg(c.id order by c.sort_order, c.id) from offers o join cities c on c.id = o.city_id
        where o.product_id = p.id and o.visible and c.active) as city_ids
    from favourites f
    join products p on p.id = f.product_id
    left join product_texts t on t.product_id = p.id and t.locale = ${locale}
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    where f.user_id = ${userId}
    order by f.created_at desc, f.product_id desc`);
  return rows.map((row) => ({
    productId: row.product_id,
    slug: row.slug,
    name: row.name,
    addedAt: new Date(row.created_at),
    alertCityId: row.alert_city_id,
    cityIds: row.city_ids ?? [],
  }));
}

export interface DueFavouriteAlert {
  userId: number;
  productId: number;
  cityId: number;
  email: string;
  locale: string;
  firstName: string;
  kind: "back-in-stock" | "lower-price";
}

/** The cities some favourite's alerts watch. */
export async function favouriteAlertCityIds(db: DbOrTx): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select distinct alert_city_id as id from favourites where alert_city_id is not null order by 1`,
  );
  return rows.map((row) => row.id);
}

/**
 * Claims a city's due favourite alerts in one UPDATE and returns those to tell: back in stock (the city could not
 * sell it when the customer was last told and can now) or a lower price (below the one last told). The facts move to
 * what the city offers now (an item going out of stock is noted silently, so its return is told once; a higher
 * price is not noted: only a price under the last one told is news; a return is told with its price). A concurrent claim of the same row waits for
 * this one, then sees the new facts and finds nothing to tell: each change is told exactly once.
 */
export async function claimFavouriteAlerts(db: DbOrTx, cityId: number): Promise<DueFavouriteAlert[]> {
  // What the customer has not been told (read from the row itself, so a claim that waited re-checks it).
  const tell = sql`(now_.in_stock and (not f.told_in_stock or f.told_price is null or now_.price < f.told_price))`;
  const { rows } = await db.execute<{
    user_id: number;
    product_id: number;
    email: string | null;
    locale: string;
    first_name: string;
    back: boolean;
    lower: boolean;
  }>(sql`
    with now_ as (
      select f.user_id, f.product_id, f.told_in_stock as was_in, f.told_price as was_price,
        (coalesce(o.visible, false) and ${effectiveStock} > 0) as in_stock,
        case when o.visible then ${payPrice} end as price
      from favourites f
      join products p on p.id = f.product_id
      left join offers o on o.city_id = ${cityId} and o.product_id = p.id
      ${bundleStockJoin(cityId)}
      where f.alert_city_id = ${cityId})
    update favourites f set
      told_in_stock = now_.in_stock,
      told_price = case when ${tell} then now_.price else f.told_price end,
      notified_at = case when ${tell} then now() else f.notified_at end
    from now_, users u
    where f.user_id = now_.user_id and f.product_id = now_.product_id and f.alert_city_id = ${cityId} and u.id = f.user_id
      and (f.told_in_stock is distinct from now_.in_stock or ${tell})
    returning f.user_id, f.product_id, u.email, u.locale, u.first_name,
      (now_.in_stock and not now_.was_in) as back,
      (now_.in_stock and now_.was_in and (now_.was_price is null or now_.price < now_.was_price)) as lower`);
  return rows.flatMap((row) =>
    row.email && (row.back || row.lower)
      ? [
          {
            userId: row.user_id,
            productId: row.product_id,
            cityId,
            email: row.email,
            locale: row.locale,
            firstName: row.first_name,
            kind: row.back ? ("back-in-stock" as const) : ("lower-price" as const),
          },
        ]
      : [],
  );
}

/** A new token for a favourite's unsubscribe link (each alert e-mail carries its own). */
export async function setFavouriteToken(db: DbOrTx, userId: number, productId: number, tokenHash: string): Promise<void> {
  await db
    .update(favourites)
    .set({ tokenHash })
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
}

/** Switches off the alerts of the favourite whose e-mail carried this token; false for an unknown token. */
export async function unsubscribeFavourite(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(favourites)
    .set({ alertCityId: null, alertChangedAt: sql`now()`, tokenHash: null })
    .where(eq(favourites.tokenHash, tokenHash))
    .returning({ productId: favourites.productId });
  return rows.length > 0;
}
