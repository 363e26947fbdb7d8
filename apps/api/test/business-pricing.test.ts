// Issue 5, "Done when": a business applies, staff approve, and the same product page then shows that
// business its wholesale or franchise price (on the demo catalogue, with the same bearer token as before).
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, emailsTo, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let staff: { token: string };
let product: { slug: string; retail: number; franchise: number; tiers: Array<{ minQuantity: number; price: number }> };

const CITY = "warszawa";
const company = { companyName: "Chmura Sp. z o.o.", companyAddress: "ul. Prosta 20, Warszawa", ssn: "5270000001", postalIndex: "00-850" };
const price = async (token?: string) => {
  const response = await call("GET", `/api/v1/catalogue/${CITY}/products/${product.slug}`, token);
  expect(response.status).toBe(200);
  const body = await jsonOf(response);
  expect(body.status).toBe("ok");
  return body.product.price;
};

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  staff = await demoSession(database, "admin");
  // A product of the demo catalogue that Warsaw shows, with wholesale tiers and a franchise price below retail.
  const { rows } = await database.pool.query(
    `select p.slug, coalesce(o.sale_price, o.price) as retail, o.franchise_price as franchise
     from offers o join products p on p.id = o.product_id join cities c on c.id = o.city_id
     where c.slug = $1 and o.visible and p.kind = 'simple' and o.franchise_price < coalesce(o.sale_price, o.price)
       and exists (select 1 from wholesale_tiers t where t.city_id = o.city_id and t.product_id = o.product_id)
       and not exists (select 1 from wholesale_tiers t where t.city_id = o.city_id and t.product_id = o.product_id
                       and t.price >= coalesce(o.sale_price, o.price))
     order by p.slug limit 1`,
    [CITY],
  );
  expect(rows[0], "the demo catalogue has a product with business prices in Warsaw").toBeDefined();
  const tiers = await database.pool.query(
    `select t.min_quantity as "minQuantity", t.price from wholesale_tiers t
     join products p on p.id = t.product_id join cities c on c.id = t.city_id
     where p.slug = $1 and c.slug = $2 order by t.min_quantity`,
    [rows[0].slug, CITY],
  );
  product = { slug: rows[0].slug, retail: rows[0].retail, franchise: rows[0].franchise, tiers: tiers.rows };
});
afterAll(() => database?.close());

describe("business pricing after approval", () => {
  it("a customer applies, staff approve as wholesale, and the same page shows them the wholesale tiers", async () => {
    const anonymous = await price();
    expect(anonymous).toMatchObject({ unit: product.retail, wholesaleTiers: [], franchise: null });
    expect(["retail", "sale"]).toContain(anonymous.kind);

    const customer = await createUser(database, "shopkeeper", { locale: "ru" });
    expect(await price(customer.token)).toEqual(anonymous);
    const applied = await call("PUT", "/api/v1/cabinet/business", customer.token, company);
    expect(await applied.json()).toMatchObject({ status: "pending" });
    expect(await price(customer.token)).toEqual(anonymous);

    const approved = await call("POST", `/api/v1/staff/business-applications/${customer.id}/decision`, staff.token, {
      decision: "approve",
      kind: "wholesale",
    });
    expect(approved.status).toBe(200);
    expect(await emailsTo(database, customer.email)).toEqual([expect.objectContaining({ kind: "business-approved", locale: "ru" })]);

    const wholesale = await price(customer.token);
    expect(wholesale.wholesaleTiers).toEqual(product.tiers);
    expect(wholesale).toMatchObject({ unit: product.retail, franchise: null });
    expect(await price()).toEqual(anonymous);
  });

  it("a franchise approval makes the page charge the franchise price", async () => {
    const customer = await createUser(database, "franchisee");
    await call("PUT", "/api/v1/cabinet/business", customer.token, company);
    await call("POST", `/api/v1/staff/business-applications/${customer.id}/decision`, staff.token, {
      decision: "approve",
      kind: "franchise",
    });
    expect(await price(customer.token)).toMatchObject({
      unit: product.franchise,
      kind: "franchise",
      franchise: product.franchise,
      wholesaleTiers: [],
    });
  });

  it("a rejected application keeps retail prices", async () => {
    const customer = await createUser(database, "refused");
    await call("PUT", "/api/v1/cabinet/business", customer.token, company);
    await call("POST", `/api/v1/staff/business-applications/${customer.id}/decision`, staff.token, {
      decision: "reject",
      reason: "No licence",
    });
    expect(await price(customer.token)).toEqual(await price());
  });

  it("prices the demo accounts by their status: wholesale tiers, franchise price, retail while pending", async () => {
    expect((await price((await demoSession(database, "wholesale")).token)).wholesaleTiers).toEqual(product.tiers);
    expect(await price((await demoSession(database, "franchise")).token)).toMatchObject({ unit: product.franchise, kind: "franchise" });
    expect(await price((await demoSession(database, "pending")).token)).toEqual(await price());
    expect(await price((await demoSession(database, "customer")).token)).toEqual(await price());
  });
});
