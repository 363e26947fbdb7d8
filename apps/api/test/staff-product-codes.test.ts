// Back office: a product's SKU, EAN and VAT rate (issue 33) through the product form's API: a new product without an
// SKU gets the shop's numbering, an EAN's check digit is checked with a message in the caller's language, SKUs (in any
// case) and EANs are unique, an update that leaves them out keeps them, and the product list finds a product by its
// EAN (as typed, with spaces or dashes) or its SKU.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { demoEan } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let categoryId: number;

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await database.pool.query(text, values)).rows[0] as T;
const text = (name: string) => ({ name, shortDescription: "", description: "", seoTitle: "", seoDescription: "" });
const input = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  kind: "simple",
  categoryId,
  brandId: null,
  tpd: false,
  attributeValueIds: [],
  bundleItems: [],
  texts: { en: text(`Codes ${slug}`) },
  ...extra,
});
const create = (body: unknown, locale = "en") => call("POST", "/api/v1/staff/products", admin.token, body, { Locale: locale });
const update = (id: number, body: unknown, locale = "en") =>
  call("PUT", `/api/v1/staff/products/${id}`, admin.token, body, { Locale: locale });
const list = async (q: string) =>
  (await jsonOf(await call("GET", `/api/v1/staff/products?q=${encodeURIComponent(q)}`, admin.token))).items.map(
    (p: { id: number }) => p.id,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  categoryId = (await one<{ id: number }>("select id from categories order by id limit 1")).id;
});
afterAll(() => database?.close());

describe("a product's SKU, EAN and VAT rate", () => {
  it("numbers a new product without an SKU, stores a typed EAN cleaned, and the VAT rate", async () => {
    const response = await create(input("codes-numbered", { ean: "590 1234-123457", vatRate: "8" }));
    expect(response.status).toBe(201);
    const product = await jsonOf(response);
    expect(product).toMatchObject({ sku: expect.stringMatching(/^SP-\d{6}$/), ean: "5901234123457", vatRate: "8" });
    const plain = await jsonOf(await create(input("codes-plain")));
    expect(plain).toMatchObject({ ean: null, vatRate: "23" });
    expect(Number(plain.sku.slice(3))).toBeGreaterThan(Number(product.sku.slice(3)));
    // The list finds it by its EAN as typed or scanned, by part of its SKU, and shows both.
    expect(await list("590-1234 123457")).toEqual([product.id]);
    expect(await list(product.sku.toLowerCase())).toEqual([product.id]);
    const row = (await jsonOf(await call("GET", "/api/v1/staff/products?q=codes-numbered", admin.token))).items[0];
    expect(row).toMatchObject({ sku: product.sku, ean: "5901234123457" });
  });

  it("refuses a wrong check digit and a malformed SKU with a message in the caller's language, writing nothing", async () => {
    const before = (await one<{ n: number }>("select count(*)::int as n from products")).n;
    const wrong = await create(input("codes-wrong", { ean: "5901234123458" }), "pl");
    expect(wrong.status).toBe(400);
    expect(await jsonOf(wrong)).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [
        { path: "ean", message: "Cyfra kontrolna tego EAN (ostatnia) się nie zgadza: sprawdź numer na opakowaniu, czy nie ma literówki." },
      ],
    });
    const short = await jsonOf(await create(input("codes-short", { ean: "590123" }), "uk"));
    expect(short.issues).toEqual([{ path: "ean", message: "EAN має 13 цифр (пробіли й дефіси не враховуються)." }]);
    const sku = await jsonOf(await create(input("codes-sku", { sku: "SP 1" })));
    expect(sku.issues).toEqual([{ path: "sku", message: expect.stringMatching(/^An SKU is 1 to 40/) }]);
    expect((await one<{ n: number }>("select count(*)::int as n from products")).n).toBe(before);
  });

  it("keeps SKUs (in any case) and EANs unique (409), and an update that leaves them out keeps them", async () => {
    const first = await jsonOf(await create(input("codes-first", { sku: "HK-Unique-1", ean: demoEan(77_001) })));
    const sameSku = await create(input("codes-same-sku", { sku: "hk-unique-1" }), "ru");
    expect(sameSku.status).toBe(409);
    expect(await jsonOf(sameSku)).toMatchObject({
      code: "CONFLICT",
      issues: [{ path: "sku", message: "У другого товара уже есть этот SKU (регистр букв не важен)." }],
    });
    const sameEan = await create(input("codes-same-ean", { ean: demoEan(77_001) }));
    expect(sameEan.status).toBe(409);
    expect(await jsonOf(sameEan)).toMatchObject({ issues: [{ path: "ean", message: "Another product already has this EAN." }] });

    // An update without the codes keeps them; one with them changes them, audited.
    const kept = await update(first.id, input("codes-first", { tpd: true, version: first.version }));
    expect(await jsonOf(kept)).toMatchObject({ sku: "HK-Unique-1", ean: demoEan(77_001), vatRate: "23", tpd: true });
    const other = await jsonOf(await create(input("codes-other")));
    expect((await update(other.id, input("codes-other", { ean: demoEan(77_001) }))).status).toBe(409);
    const changed = await jsonOf(await update(first.id, input("codes-first", { tpd: true, sku: "HK-2", ean: "", vatRate: "zw" })));
    expect(changed).toMatchObject({ sku: "HK-2", ean: null, vatRate: "zw" });
    const audit = await one<{ before: unknown; after: unknown }>(
      "select before, after from audit_log where action = 'product.update' and entity_id = $1 order by id desc limit 1",
      [String(first.id)],
    );
    expect(audit).toEqual({
      before: { sku: "HK-Unique-1", ean: demoEan(77_001), vatRate: "23" },
      after: { sku: "HK-2", ean: null, vatRate: "zw" },
    });
    // The freed EAN can be taken now.
    expect((await update(other.id, input("codes-other", { ean: demoEan(77_001) }))).status).toBe(200);
  });
});
