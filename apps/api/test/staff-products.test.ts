// Back office: products (apps/api/src/routes/staff-products.ts): creating and changing products with their four
// translations, slugs and their history, the audit rows, images (upload, serve, order, delete) and who may write.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileMediaStore } from "../src/content/file-media-store";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { jpegBomb, pngBomb } from "./image-bombs";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let mediaRoot: string;
let changes = 0;
let categoryId: number;
let brandId: number;
let valueIds: number[];

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await database.pool.query(text, values)).rows[0] as T;
const text = (name: string) => ({
  name,
  shortDescription: `${name}: short`,
  description: `${name}: a longer description.`,
  seoTitle: "",
  seoDescription: "",
});
const FOUR = {
  en: text("Quokka Velvet Plum"),
  uk: text("Квокка оксамитова слива"),
  pl: text("Quokka Aksamitna Śliwka"),
  ru: text("Квокка бархатная слива"),
};
const input = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  kind: "simple",
  categoryId,
  brandId,
  tpd: true,
  attributeValueIds: valueIds,
  bundleItems: [],
  texts: FOUR,
  ...extra,
});
const create = async (body: unknown, token = admin.token) => call("POST", "/api/v1/staff/products", token, body);
const created = async (slug: string, extra: Record<string, unknown> = {}) => {
  const response = await create(input(slug, extra));
  expect(response.status).toBe(201);
  return jsonOf(response);
};
const audit = async (action: string, id: number) =>
  (await database.pool.query("select before, after from audit_log where action = $1 and entity_id = $2 order by id", [action, String(id)]))
    .rows;
const png = async (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7" } })
    .png()
    .toBuffer();
const upload = async (id: number, bytes: Uint8Array | string, token = admin.token, type = "image/png") => {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), "upload.png");
  return api.request(`/api/v1/staff/products/${id}/images`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
};

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), "staff-products-"));
  api = apiOn(database, { media: createFileMediaStore(mediaRoot), contentChanged: () => changes++ }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "manager", { role: "staff", staffRole: "city-manager" });
  const krakow = await one<{ id: number }>("select id from cities where slug = 'krakow'");
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: krakow.id });
  categoryId = (await one<{ id: number }>("select id from categories order by id limit 1")).id;
  brandId = (await one<{ id: number }>("select id from brands order by id limit 1")).id;
  const { rows } = await database.pool.query<{ id: number }>(
    "select min(id) as id from attribute_values group by attribute_code order by attribute_code limit 2",
  );
  valueIds = rows.map((row) => row.id).sort((a, b) => a - b);
});
afterAll(async () => {
  await database?.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

describe("creating a product", () => {
  it("stores four translations, attributes and the TPD flag; the catalogue shows it once a city offers it", async () => {
    const before = changes;
    const product = await created("quokka-velvet-plum");
    expect(product).toMatchObject({
      slug: "quokka-velvet-plum",
      kind: "simple",
      tpd: true,
      categoryId,
      brandId,
      attributeValueIds: valueIds,
      missingLocales: [],
      images: [],
      offerCount: 0,
      texts: {
        pl: { name: "Quokka Aksamitna Śliwka", seoTitle: "Quokka Aksamitna Śliwka", seoDescription: "Quokka Aksamitna Śliwka: short" },
      },
    });
    expect(changes).toBeGreaterThan(before);
    expect(await audit("product.create", product.id)).toEqual([
      { before: null, after: expect.objectContaining({ slug: "quokka-velvet-plum", tpd: true, texts: expect.any(Object) }) },
    ]);
    // Not offered anywhere yet: the catalogue does not know it.
    expect((await call("GET", "/api/v1/catalogue/warszawa/products/quokka-velvet-plum", null)).status).toBe(404);

    const warsaw = await one<{ id: number }>("select id from cities where slug = 'warszawa'");
    await database.pool.query("insert into offers (city_id, product_id, price, stock) values ($1, $2, 2500, 7)", [warsaw.id, product.id]);
    const page = await call("GET", "/api/v1/catalogue/warszawa/products/quokka-velvet-plum", null, undefined, { Locale: "uk" });
    expect(page.status).toBe(200);
    expect(await jsonOf(page)).toMatchObject({
      status: "ok",
      product: { name: "Квокка оксамитова слива", tpd: true, images: ["/api/v1/media/products/quokka-velvet-plum/1.svg"] },
    });
    const krakow = await call("GET", "/api/v1/catalogue/krakow/products/quokka-velvet-plum", null);
    expect(await jsonOf(krakow)).toMatchObject({ status: "elsewhere", cities: [{ slug: "warszawa" }] });
  });

  it("lets search find a new product at once by its Polish name, in the catalogue and in the staff list", async () => {
    const product = await created("quokka-zielony-agrest", {
      texts: { ...FOUR, en: text("Quokka Green Gooseberry"), pl: text("Quokka Zielony Agrest Wyjątkowy") },
    });
    const warsaw = await one<{ id: number }>("select id from cities where slug = 'warszawa'");
    await database.pool.query("insert into offers (city_id, product_id, price, stock) values ($1, $2, 1900, 3)", [warsaw.id, product.id]);
    const suggestions = await jsonOf(await call("GET", "/api/v1/catalogue/warszawa/suggestions?q=zielony%20agrest", null));
    expect(suggestions.products.map((p: { slug: string }) => p.slug)).toContain("quokka-zielony-agrest");
    const listing = await jsonOf(await call("GET", "/api/v1/catalogue/warszawa/products?q=wyjatkowy", null));
    expect(listing.items.map((p: { slug: string }) => p.slug)).toContain("quokka-zielony-agrest");
    const staff = await jsonOf(await call("GET", "/api/v1/staff/products?q=Wyj%C4%85tkowy", admin.token));
    expect(staff.items.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });

  it("flags missing translations in the answer and in the list, and filters by them", async () => {
    const product = await created("quokka-only-english", { texts: { en: text("Quokka Only English"), uk: null } });
    expect(product.missingLocales).toEqual(["uk", "pl", "ru"]);
    expect(product.texts).toMatchObject({ uk: null, pl: null, ru: null, en: { name: "Quokka Only English" } });
    const list = await jsonOf(await call("GET", "/api/v1/staff/products?q=quokka-only&missing=pl", admin.token));
    expect(list.items).toEqual([
      expect.objectContaining({ id: product.id, missingLocales: ["uk", "pl", "ru"], name: "Quokka Only English" }),
    ]);
    const complete = await jsonOf(await call("GET", "/api/v1/staff/products?q=velvet&missing=pl", admin.token));
    expect(complete.items).toEqual([]);
    const ids = async (query: string) =>
      (await jsonOf(await call("GET", `/api/v1/staff/products?q=quokka-only&${query}`, admin.token))).items.map(
        (p: { id: number }) => p.id,
      );
    expect(await ids(`category=${categoryId}&brand=${brandId}&kind=simple`)).toEqual([product.id]);
    expect(await ids("kind=bundle")).toEqual([]);
    expect((await call("GET", "/api/v1/staff/products?missing=de", admin.token)).status).toBe(400);
  });

  it("refuses a malformed slug (400) and a taken one (409) with a message, writing nothing", async () => {
    const count = async () => (await one<{ n: number }>("select count(*)::int as n from products")).n;
    const before = await count();
    const malformed = await call("POST", "/api/v1/staff/products", admin.token, input("Bad Slug!"), { Locale: "pl" });
    expect(malformed.status).toBe(400);
    const body = await jsonOf(malformed);
    expect(body).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "slug" }] });
    expect(body.message).toMatch(/Slug może zawierać/);
    const taken = await create(input("quokka-velvet-plum"));
    expect(taken.status).toBe(409);
    expect(await jsonOf(taken)).toMatchObject({
      code: "CONFLICT",
      message: "Another product already has this slug.",
      issues: [{ path: "slug" }],
    });
    expect((await create(input("quokka-no-english", { texts: { uk: FOUR.uk } }))).status).toBe(400);
    expect((await create(input("quokka-bad-category", { categoryId: 999_999 }))).status).toBe(400);
    expect((await create(input("quokka-bad-value", { attributeValueIds: [999_999] }))).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("makes bundles of simple products only, not of itself or another bundle", async () => {
    const item = await created("quokka-bundle-item");
    const bundle = await created("quokka-bundle", { kind: "bundle", bundleItems: [{ slug: "quokka-bundle-item", quantity: 2 }] });
    expect(bundle.bundleItems).toEqual([{ productId: item.id, slug: "quokka-bundle-item", name: "Quokka Velvet Plum", quantity: 2 }]);
    expect((await create(input("quokka-bundle-2", { kind: "bundle", bundleItems: [{ productId: bundle.id, quantity: 1 }] }))).status).toBe(
      400,
    );
    expect((await create(input("quokka-bundle-3", { kind: "bundle", bundleItems: [] }))).status).toBe(400);
    expect((await create(input("quokka-bundle-4", { bundleItems: [{ productId: item.id, quantity: 1 }] }))).status).toBe(400);
    const itself = await call("PUT", `/api/v1/staff/products/${bundle.id}`, admin.token, {
      ...input("quokka-bundle", { kind: "bundle", bundleItems: [{ productId: bundle.id, quantity: 1 }] }),
    });
    expect(itself.status).toBe(400);
    // An item of a bundle cannot become a bundle itself.
    const nested = await call("PUT", `/api/v1/staff/products/${item.id}`, admin.token, {
      ...input("quokka-bundle-item", { kind: "bundle", bundleItems: [{ productId: bundle.id, quantity: 1 }] }),
    });
    expect(nested.status).toBe(400);
  });
});

describe("changing a product", () => {
  it("keeps the old slug (its URL answers 301), audits only what changed, and refuses a stale version", async () => {
    const product = await created("quokka-old-name");
    const warsaw = await one<{ id: number }>("select id from cities where slug = 'warszawa'");
    await database.pool.query("insert into offers (city_id, product_id, price, stock) values ($1, $2, 1000, 1)", [warsaw.id, product.id]);
    const body = input("quokka-new-name", { texts: { ...FOUR, ru: null }, tpd: false, version: product.version });
    const response = await call("PUT", `/api/v1/staff/products/${product.id}`, admin.token, body);
    expect(response.status).toBe(200);
    const updated = await jsonOf(response);
    expect(updated).toMatchObject({ slug: "quokka-new-name", tpd: false, missingLocales: ["ru"] });
    expect(await one("select product_id from product_slug_history where old_slug = 'quokka-old-name'")).toEqual({ product_id: product.id });
    expect(await jsonOf(await call("GET", "/api/v1/catalogue/warszawa/products/quokka-old-name", null))).toEqual({
      status: "moved",
      slug: "quokka-new-name",
    });
    expect(await audit("product.update", product.id)).toEqual([
      {
        before: { slug: "quokka-old-name", tpd: true, texts: { ru: expect.objectContaining({ name: "Квокка бархатная слива" }) } },
        after: { slug: "quokka-new-name", tpd: false, texts: { ru: null } },
      },
    ]);
    // The same save again changes nothing and writes no audit row; a save from the old version is refused.
    expect((await call("PUT", `/api/v1/staff/products/${product.id}`, admin.token, { ...body, version: updated.version })).status).toBe(
      200,
    );
    const stale = await call("PUT", `/api/v1/staff/products/${product.id}`, admin.token, { ...body, tpd: true, version: product.version });
    expect(stale.status).toBe(409);
    expect(await audit("product.update", product.id)).toHaveLength(1);
    const taken = await call("PUT", `/api/v1/staff/products/${product.id}`, admin.token, { ...input("quokka-velvet-plum") });
    expect(taken.status).toBe(409);
  });

  it("lets a city manager read products but answers 404 to their writes, changing nothing", async () => {
    const product = await created("quokka-managed");
    expect((await call("GET", "/api/v1/staff/products", manager.token)).status).toBe(200);
    expect((await call("GET", `/api/v1/staff/products/${product.id}`, manager.token)).status).toBe(200);
    expect((await call("GET", "/api/v1/staff/product-options", manager.token)).status).toBe(200);
    const audits = (await one<{ n: number }>("select count(*)::int as n from audit_log")).n;
    const writes: Array<Response | Promise<Response>> = [
      create(input("quokka-by-manager"), manager.token),
      create({}, manager.token),
      call("PUT", `/api/v1/staff/products/${product.id}`, manager.token, input("quokka-renamed")),
      upload(product.id, await png(), manager.token),
      call("PUT", `/api/v1/staff/products/${product.id}/images`, manager.token, { images: ["abc"] }),
      call("DELETE", `/api/v1/staff/products/${product.id}/images/abc`, manager.token),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await one<{ n: number }>("select count(*)::int as n from audit_log")).n).toBe(audits);
    expect(await one("select slug from products where id = $1", [product.id])).toEqual({ slug: "quokka-managed" });
    expect((await call("GET", "/api/v1/staff/products/999999", admin.token)).status).toBe(404);
  });
});

describe("product images", () => {
  it("stores an upload, serves it as WebP, and the catalogue shows it instead of the illustrations", async () => {
    const product = await created("quokka-pictured", { texts: { en: text("Quokka Pictured Peach") } });
    const warsaw = await one<{ id: number }>("select id from cities where slug = 'warszawa'");
    await database.pool.query("insert into offers (city_id, product_id, price, stock) values ($1, $2, 1500, 4)", [warsaw.id, product.id]);
    const first = await upload(product.id, await png());
    expect(first.status).toBe(201);
    const second = await jsonOf(await upload(product.id, await png(300, 300)));
    expect(second.images).toHaveLength(2);
    const [a, b] = second.images;
    expect(a).toMatchObject({
      position: 1,
      width: 900,
      height: 600,
      card: expect.stringMatching(/^\/api\/v1\/media\/uploads\/products\/\d+\/[0-9a-f]{12}\/480\.webp$/),
    });

    const page = await jsonOf(await call("GET", "/api/v1/catalogue/warszawa/products/quokka-pictured", null));
    expect(page.product.images).toEqual([a.large, b.large]);
    expect(page.product.image).toBe(a.card);
    const listing = await jsonOf(await call("GET", "/api/v1/catalogue/warszawa/products?q=pictured%20peach", null));
    expect(listing.items.find((item: { slug: string }) => item.slug === "quokka-pictured")?.image).toBe(a.card);
    for (const url of [a.thumbnail, a.card, a.large]) {
      const served = await api.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toContain("immutable");
      expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe("webp");
    }
    expect((await api.request("/api/v1/media/uploads/products/1/nothere/480.webp")).status).toBe(404);
    expect((await api.request(a.card.replace("480.webp", "640.webp"))).status).toBe(404);

    // Reorder, then delete the first: the other moves up and the deleted files are gone.
    const reordered = await call("PUT", `/api/v1/staff/products/${product.id}/images`, admin.token, { images: [b.id, a.id] });
    expect((await jsonOf(reordered)).images.map((image: { id: string }) => image.id)).toEqual([b.id, a.id]);
    expect((await call("PUT", `/api/v1/staff/products/${product.id}/images`, admin.token, { images: [a.id] })).status).toBe(409);
    const deleted = await jsonOf(await call("DELETE", `/api/v1/staff/products/${product.id}/images/${b.id}`, admin.token));
    expect(deleted.images).toEqual([expect.objectContaining({ id: a.id, position: 1 })]);
    expect((await api.request(b.card)).status).toBe(404);
    expect((await call("DELETE", `/api/v1/staff/products/${product.id}/images/${b.id}`, admin.token)).status).toBe(404);
    expect((await audit("product-image.upload", product.id)).length).toBe(2);
    expect(await audit("product-image.reorder", product.id)).toEqual([
      { before: { images: [a.id, b.id] }, after: { images: [b.id, a.id] } },
    ]);
    expect(await audit("product-image.delete", product.id)).toEqual([
      { before: expect.objectContaining({ image: b.id, position: 1 }), after: null },
    ]);
  });

  it("refuses what is not an image (400), storing no row and no file", async () => {
    const product = await created("quokka-not-pictured");
    const audits = (await one<{ n: number }>("select count(*)::int as n from audit_log")).n;
    const response = await upload(product.id, "<svg onload=alert(1)>", admin.token, "image/svg+xml");
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "file" }] });
    const empty = await api.request(`/api/v1/staff/products/${product.id}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect((await call("POST", `/api/v1/staff/products/${product.id}/images`, admin.token, { file: "x" })).status).toBe(400);
    const huge = await upload(product.id, new Uint8Array(11 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(await one("select count(*)::int as n from product_images where product_id = $1", [product.id])).toEqual({ n: 0 });
    expect(existsSync(path.join(mediaRoot, "products", String(product.id)))).toBe(false);
    expect((await one<{ n: number }>("select count(*)::int as n from audit_log")).n).toBe(audits);
  });

  it("refuses a decompression bomb (a header claiming billions of pixels in a few hundred bytes) with 400 before decoding it", async () => {
    const product = await created("quokka-bombed");
    for (const [bomb, type] of [
      [pngBomb(), "image/png"],
      [await jpegBomb(), "image/jpeg"],
    ] as const) {
      expect(bomb.length).toBeLessThan(2_000);
      const response = await upload(product.id, bomb, admin.token, type);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ code: "VALIDATION_FAILED", message: expect.stringContaining("40 megapixels") });
    }
    const polish = await api.request(`/api/v1/staff/products/${product.id}/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, locale: "pl" },
      body: (() => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(pngBomb())], { type: "image/png" }), "bomb.png");
        return form;
      })(),
    });
    expect(await jsonOf(polish)).toMatchObject({ message: expect.stringContaining("40 megapikseli") });
    expect(await one("select count(*)::int as n from product_images where product_id = $1", [product.id])).toEqual({ n: 0 });
  });
});
