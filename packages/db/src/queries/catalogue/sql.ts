// SQL fragments the catalogue queries share. Aliases: `p` products, `o` the city's offer of p.
import type { Locale } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db } from "../../client";

/** The column holding a category's, attribute's or value's name in a language (a fixed whitelist). */
export const nameColumn = (locale: Locale): SQL => sql.raw({ en: "name_en", uk: "name_uk", pl: "name_pl", ru: "name_ru" }[locale]);

/** An array parameter (drizzle would otherwise expand a JS array into a list of parameters). */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param([...values])}::int[]`;
export const textArray = (values: readonly string[]): SQL => sql`${sql.param([...values])}::text[]`;

/** The retail price a shopper pays: the sale price when there is one (domain retailPrice). */
export const payPrice = sql`coalesce(o.sale_price, o.price)`;

/**
 * What a city's visible offers allow of each bundle (domain bundleStock: the smallest floor(stock /
 * quantity), 0 for an item the city does not show), as `bs`. A join rather than a correlated subquery:
 * the planner then costs it as a small hash join, which keeps PostgreSQL from JIT-compiling the listing.
 */
export const bundleStockJoin = (cityId: number): SQL =>
  sql`left join (
    select bi.bundle_id, min(coalesce(io.stock, 0) / bi.quantity) as stock from bundle_items bi
    left join offers io on io.city_id = ${cityId} and io.product_id = bi.product_id and io.visible
    group by bi.bundle_id) bs on bs.bundle_id = p.id`;

/** Units the city can sell: the offer's stock, or what a bundle's items allow (needs bundleStockJoin). */
export const effectiveStock = sql`(case when p.kind = 'bundle' then coalesce(bs.stock, 0) else o.stock end)`;

/** A product's text in a language with English as the fallback (`t` and `te` must be joined by textJoins). */
export const textJoins = (locale: Locale): SQL =>
  sql`left join product_texts t on t.product_id = p.id and t.locale = ${locale}
      left join product_texts te on te.product_id = p.id and te.locale = 'en'`;

const dialect = new PgDialect();
/** Statement numbers by text: a handful of texts (per language, with or without wholesale tiers). */
const statementIds = new Map<string, number>();
const MAX_NAMED = 64;
/**
 * A number per pooled connection, part of its statement names. PGlite's socket server keeps one session for
 * every connection, so a statement prepared by a dropped connection still exists there: a new connection
 * must not prepare it again under the same name.
 */
const connectionTags = new WeakMap<object, number>();
let lastConnectionTag = 0;

/**
 * Rows of a hot catalogue statement, run as a named (prepared) statement: each connection parses and plans it
 * once, and PostgreSQL (and PGlite) then reuse the plan, which is most of what a page's statement costs. Inside
 * a transaction (a handle without the pool) it runs as an ordinary statement.
 */
export async function preparedRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const pool = (db as { $client?: pg.Pool }).$client;
  if (!pool) return (await db.execute<T>(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  let id = statementIds.get(text);
  if (id === undefined && statementIds.size < MAX_NAMED) {
    id = statementIds.size + 1;
    statementIds.set(text, id);
  }
  const client = await pool.connect();
  // Like pool.query: a connection that failed is not reused, and its error events are handled meanwhile.
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  client.once("error", release);
  try {
    let tag = connectionTags.get(client);
    if (tag === undefined) {
      tag = ++lastConnectionTag;
      connectionTags.set(client, tag);
    }
    const name = id === undefined ? undefined : `catalogue_${id}_${tag}`;
    return (await client.query({ name, text, values: params })).rows as T[];
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  } finally {
    client.removeListener("error", release);
    release();
  }
}
