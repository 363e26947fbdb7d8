// Cart and checkout tests: products of the seeded demo shop found by SQL (each test takes its own, so stock
// changes of one test do not reach another), offer edits made under a cart, and an API of another brand.
import { Writable } from "node:stream";
import type { Cart, ProductDetail, ProductLookup } from "@shop/contracts";
import type { Database } from "@shop/db";
import type { BrandId } from "@shop/domain";
import pino from "pino";
import { expect } from "vitest";
import { createApi } from "../src";
import { createRateLimits } from "../src/security/rate-limits";
import { type Api, caller } from "./cabinet-fixture";
import { setCityStock } from "./city-stock";
import { BUILD, TEST_ORIGIN } from "./helpers";

export interface TestProduct {
  id: number;
  slug: string;
  /** Units the city can sell. */
  stock: number;
}

interface PickOptions {
  city?: string;
  minStock?: number;
  tpd?: boolean;
  /** More conditions on `p` (products) and `o` (the city's offer). */
  where?: string;
}

/** The API as helpers.ts builds it, for another brand variant. */
export function apiOfBrand(database: Database, brand: BrandId): Api {
  return createApi({
    database,
    logger: pino({ level: "silent" }, new Writable({ write: (_chunk, _encoding, done) => done() })),
    build: () => BUILD,
    development: false,
    publicOrigins: [TEST_ORIGIN],
    brand,
    limits: createRateLimits(),
  });
}

/** Products of the demo shop, never the same one twice in a test file. */
export function productPicker(database: Database) {
  const used: number[] = [];
  return async function pick(options: PickOptions = {}): Promise<TestProduct> {
    const { rows } = await database.pool.query<TestProduct>(
      `select p.id, p.slug, o.stock from products p
       join offers o on o.product_id = p.id join cities c on c.id = o.city_id
       where c.slug = $1 and p.kind = 'simple' and o.visible and o.stock >= $2 and ($3::boolean is null or p.tpd = $3)
         and not (p.id = any($4::int[])) and not exists (select 1 from bundle_items bi where bi.product_id = p.id)
         ${options.where ? `and ${options.where}` : ""}
       order by p.id limit 1`,
      [options.city ?? "warszawa", options.minStock ?? 5, options.tpd ?? null, used],
    );
    const row = rows[0];
    if (!row) throw new Error(`no demo product for ${JSON.stringify(options)}`);
    used.push(row.id);
    return row;
  };
}

/** The product is offered (visible) in the city, with at least `minStock` units. */
export const offeredIn = (city: string, minStock = 1) =>
  `exists (select 1 from offers k join cities kc on kc.id = k.city_id
     where kc.slug = '${city}' and k.product_id = p.id and k.visible and k.stock >= ${minStock})`;

/** Changes a city's offer of a product right in the database (staff would, under a customer's cart). */
export async function setOffer(database: Database, city: string, productId: number, values: { stock?: number; visible?: boolean }) {
  await database.pool.query(
    `update offers set stock = coalesce($3, stock), visible = coalesce($4, visible)
     where product_id = $2 and city_id = (select id from cities where slug = $1)`,
    [city, productId, values.stock ?? null, values.visible ?? null],
  );
  if (values.stock !== undefined) await setCityStock(database.pool, await cityIdOf(database, city), [productId], values.stock);
}

export async function cityIdOf(database: Database, slug: string): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>("select id from cities where slug = $1", [slug]);
  if (!rows[0]) throw new Error(`no city ${slug}`);
  return rows[0].id;
}

/** Cart calls as a visitor (the cart id header) or a customer (token). */
export function cartClient(api: Api) {
  const call = caller(api);
  const headers = (cartId?: string | null, locale?: string): Record<string, string> => ({
    ...(cartId ? { "X-Cart-Id": cartId } : {}),
    ...(locale ? { Locale: locale } : {}),
  });
  type Who = { token?: string | null; cartId?: string | null; locale?: string };
  return {
    raw: (method: string, path: string, who: Who = {}, body?: unknown) =>
      call(method, path, who.token, body, headers(who.cartId, who.locale)),
    /** A call that must answer 200 with a cart. */
    async ok(method: string, path: string, who: Who = {}, body?: unknown): Promise<Cart> {
      const response = await call(method, path, who.token, body, headers(who.cartId, who.locale));
      const json = await response.json();
      expect(response.status, JSON.stringify(json)).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      return json as Cart;
    },
  };
}

/** The product page's data as the catalogue answers it to the same caller. */
export async function productDetail(
  api: Api,
  city: string,
  slug: string,
  who: { token?: string; locale?: string } = {},
): Promise<ProductDetail> {
  const response = await caller(api)(
    "GET",
    `/api/v1/catalogue/${city}/products/${slug}`,
    who.token,
    undefined,
    who.locale ? { Locale: who.locale } : {},
  );
  const body = (await response.json()) as ProductLookup;
  if (body.status !== "ok") throw new Error(`expected ok, got ${body.status}`);
  return body.product;
}
