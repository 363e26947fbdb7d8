// The catalogue import and export (issue 33; apps/api/src/routes/staff-catalogue-io.ts): the export imported as it is
// changes nothing (CSV and XLSX); new SKUs become products, bundles naming items further down the file; a second import
// of the same file changes nothing and writes no audit row; a file with problems answers every one by row and column and
// changes nothing; only admins reach any of it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { demoEan } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileMediaStore } from "../src/content/file-media-store";
import { type Api, createUser, demoSession, jsonOf } from "./cabinet-fixture";
import { catalogueCalls, csvOf } from "./catalogue-io-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let calls: ReturnType<typeof catalogueCalls>;
let admin: { id: number; token: string };
let mediaRoot: string;
let changes = 0;

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await database.pool.query(text, values)).rows[0] as T;
const count = async (table: string) => (await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;
/** What the catalogue holds, to compare before and after an import that must change nothing. */
const snapshot = async () => ({
  products: (await database.pool.query("select * from products order by id")).rows,
  texts: (await database.pool.query("select * from product_texts order by product_id, locale")).rows,
  values: (await database.pool.query("select * from product_attribute_values order by product_id, value_id")).rows,
  items: (await database.pool.query("select * from bundle_items order by bundle_id, product_id")).rows,
  audit: await count("audit_log"),
});

/** Checks and applies a file; the check's and the apply's summaries. */
async function imported(file: { name: string; bytes: Uint8Array | string }) {
  const checked = await calls.check(admin.token, file);
  expect(checked.status, await checked.clone().text()).toBe(201);
  const preview = await jsonOf(checked);
  const applied = await calls.apply(admin.token, preview.id);
  expect(applied.status, await applied.clone().text()).toBe(200);
  return { preview, result: await jsonOf(applied) };
}

const BOWL_EAN = demoEan(99_991);
const HEADER = [
  "sku",
  "ean",
  "kind",
  "category",
  "brand",
  "tpd",
  "vat_rate",
  "attributes",
  "bundle_items",
  "name_en",
  "short_description_en",
  "name_pl",
];

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), "catalogue-import-"));
  api = apiOn(database, { media: createFileMediaStore(mediaRoot), contentChanged: () => changes++ }).api;
  calls = catalogueCalls(api);
  admin = await demoSession(database, "admin");
});
afterAll(async () => {
  await database?.close();
  await rm(mediaRoot, { recursive: true, force: true });
});

describe("the export imported as it is", () => {
  for (const format of ["csv", "xlsx"] as const)
    it(`changes nothing (${format})`, async () => {
      const response = await calls.exported(admin.token, format);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`attachment; filename="catalogue-\\d{4}-\\d{2}-\\d{2}\\.${format}"`),
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (format === "csv")
        expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(0, 40))).toMatch(
          /^\uFEFFsku,slug,ean,kind,category,brand,tpd/,
        );
      const before = await snapshot();
      const products = await count("products");
      const { preview, result } = await imported({ name: `catalogue.${format}`, bytes });
      expect(preview).toMatchObject({ applied: false, format, rows: products, created: 0, updated: 0, unchanged: products, changes: [] });
      expect(result).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: products, changes: [] });
      expect(await snapshot()).toEqual(before);
    });
});

describe("an import of new and changed products", () => {
  const category = "hookahs";
  let brand: string;
  let value: string;
  let existing: { id: number; sku: string; slug: string };
  beforeAll(async () => {
    brand = (await one<{ slug: string }>("select slug from brands order by id limit 1")).slug;
    value = (await one<{ v: string }>("select attribute_code || ':' || slug as v from attribute_values order by id limit 1")).v;
    existing = await one("select id, sku, slug from products where kind = 'simple' order by id limit 1");
  });
  const file = () =>
    csvOf([
      HEADER,
      // A bundle first: its items are defined further down the file.
      ["IMP-KIT", "", "bundle", category, "", "no", "23", "", "imp-bowl:2;IMP-HOSE", "Import Kit", "A kit", "Zestaw"],
      ["IMP-BOWL", `590 1234-${BOWL_EAN.slice(7)}`, "simple", category, brand, "yes", "8", value, "", "Import Bowl", "A, bowl", ""],
      ["IMP-HOSE", "", "", category, "", "no", "zw", "", "", "Import Hose", 'The "long" hose\nwith a line break', "Wąż"],
    ]);
  /** Only some columns: the rest of the product stays as it is. */
  const update = () =>
    csvOf([
      ["sku", "ean", "vat_rate"],
      [existing.sku.toLowerCase(), "", "5"],
    ]);

  it("creates new SKUs (bundles by SKU), audits each product, and search finds them at once", async () => {
    const before = changes;
    const { preview, result } = await imported({ name: "new.csv", bytes: file() });
    expect(preview).toMatchObject({ rows: 3, created: 3, updated: 0, unchanged: 0 });
    expect(preview.changes.map((c: { sku: string; action: string }) => [c.sku, c.action])).toEqual([
      ["IMP-KIT", "create"],
      ["IMP-BOWL", "create"],
      ["IMP-HOSE", "create"],
    ]);
    expect(result).toMatchObject({ applied: true, created: 3, updated: 0 });
    expect(changes).toBeGreaterThan(before);

    const kit = await one<{ id: number }>("select id, slug, kind, vat_rate from products where sku = 'IMP-KIT'");
    expect(kit).toMatchObject({ slug: "import-kit", kind: "bundle", vat_rate: "23" });
    const { rows: items } = await database.pool.query(
      "select p.sku, bi.quantity from bundle_items bi join products p on p.id = bi.product_id where bi.bundle_id = $1 order by p.sku",
      [kit.id],
    );
    expect(items).toEqual([
      { sku: "IMP-BOWL", quantity: 2 },
      { sku: "IMP-HOSE", quantity: 1 },
    ]);
    const staff = (q: string) =>
      api.request(`/api/v1/staff/products?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect((await jsonOf(await staff("IMP-HOSE"))).items).toEqual([
      expect.objectContaining({ sku: "IMP-HOSE", ean: null, missingLocales: ["uk", "ru"] }),
    ]);
    const bowl = await one<{ id: number }>("select id from products where sku = 'IMP-BOWL'");
    const detail = await jsonOf(
      await api.request(`/api/v1/staff/products/${bowl.id}`, { headers: { authorization: `Bearer ${admin.token}` } }),
    );
    expect(detail).toMatchObject({ sku: "IMP-BOWL", ean: BOWL_EAN, vatRate: "8", tpd: true, missingLocales: ["uk", "pl", "ru"] });
    expect(detail.texts.en).toMatchObject({ name: "Import Bowl", shortDescription: "A, bowl", seoTitle: "Import Bowl" });
    const hose = await one<{ short_description: string }>(
      "select t.short_description from product_texts t join products p on p.id = t.product_id where p.sku = 'IMP-HOSE' and t.locale = 'en'",
    );
    expect(hose.short_description).toBe('The "long" hose\nwith a line break');
    const audit = (
      await database.pool.query("select action, after from audit_log where after->>'import' = $1 or entity_id = $1 order by id", [
        preview.id,
      ])
    ).rows;
    expect(audit.map((row) => row.action)).toEqual(["product.create", "product.create", "product.create", "product.import"]);
    expect(audit[1].after).toMatchObject({ sku: "IMP-BOWL", ean: BOWL_EAN, vat_rate: "8", name_en: "Import Bowl" });
    expect(audit[3].after).toEqual({ created: 3, updated: 0, unchanged: 0, images: 0 });
    // Search finds a new product by its name and by its EAN (as typed, with spaces) at once.
    expect((await jsonOf(await staff("import bowl"))).items.map((p: { sku: string }) => p.sku)).toContain("IMP-BOWL");
    expect((await jsonOf(await staff(`${BOWL_EAN.slice(0, 3)} ${BOWL_EAN.slice(3)}`))).items.map((p: { sku: string }) => p.sku)).toEqual([
      "IMP-BOWL",
    ]);
  });

  it("changes only what a file with some columns says, keeping the rest and auditing the change", async () => {
    const stored = await one<{ ean: string | null }>("select ean from products where id = $1", [existing.id]);
    expect(stored.ean).not.toBeNull();
    const { preview } = await imported({ name: "update.csv", bytes: update() });
    expect(preview).toMatchObject({ rows: 1, created: 0, updated: 1 });
    // The SKU's spelling and the VAT rate change; the EAN is taken away (an empty cell is none).
    expect(preview.changes[0].changes).toEqual([
      { column: "sku", before: existing.sku, after: existing.sku.toLowerCase() },
      { column: "ean", before: stored.ean, after: "" },
      { column: "vat_rate", before: "23", after: "5" },
    ]);
    expect(await one("select sku, ean, vat_rate, slug from products where id = $1", [existing.id])).toEqual({
      sku: existing.sku.toLowerCase(),
      ean: null,
      vat_rate: "5",
      slug: existing.slug,
    });
    expect(
      await one("select before, after from audit_log where action = 'product.update' and entity_id = $1 order by id desc limit 1", [
        String(existing.id),
      ]),
    ).toEqual({
      before: { sku: existing.sku, ean: stored.ean, vat_rate: "23" },
      after: { sku: existing.sku.toLowerCase(), ean: "", vat_rate: "5", import: preview.id },
    });
  });

  it("changes nothing and writes no audit row when the same file comes again", async () => {
    const before = await snapshot();
    const { preview, result } = await imported({ name: "new.csv", bytes: file() });
    expect(preview).toMatchObject({ created: 0, updated: 0, unchanged: 3, changes: [] });
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 to applying the same upload twice", async () => {
    const checked = await jsonOf(await calls.check(admin.token, { name: "new.csv", bytes: file() }));
    expect((await calls.apply(admin.token, checked.id)).status).toBe(200);
    const again = await calls.apply(admin.token, checked.id, "pl");
    expect(again.status).toBe(404);
    expect((await jsonOf(again)).message).toMatch(/nie czeka już/);
  });
});

describe("a file with problems", () => {
  it("answers every problem by row and column in the caller's language, and changes nothing", async () => {
    const before = await snapshot();
    const taken = await one<{ ean: string; sku: string }>("select ean, sku from products where ean is not null order by id limit 1");
    const response = await calls.check(
      admin.token,
      {
        name: "bad.csv",
        bytes: csvOf([
          HEADER,
          ["BAD-1", "5901234123458", "", "hookahs", "", "no", "", "", "", "Bad one", "", ""],
          ["BAD-2", taken.ean, "", "no-such-category", "", "maybe", "7", "", "", "Bad two", "", ""],
          ["BAD-3", "", "bundle", "hookahs", "", "no", "", "", "BAD-1:2;NOPE", "", "", ""],
          ["bad-1", "", "", "", "", "", "", "", "", "", "", ""],
        ]),
      },
      undefined,
      "pl",
    );
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.message).toMatch(/Nic nie zostało zaimportowane/);
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      "rows.2.ean",
      "rows.3.tpd",
      "rows.3.vat_rate",
      "rows.3.category",
      "rows.3.ean",
      "rows.4.name_en",
      "rows.4.bundle_items",
      "rows.5.sku",
    ]);
    const messages = body.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain("Wiersz 2, ean: cyfra kontrolna (ostatnia) się nie zgadza: sprawdź, czy nie ma literówki.");
    expect(messages).toContain(`Wiersz 3, ean: produkt ${taken.sku} ma już ten EAN.`);
    expect(messages).toContain("Wiersz 4, bundle_items: żaden produkt nie ma SKU NOPE, ani w sklepie, ani w tym pliku.");
    expect(messages).toContain("Wiersz 5, sku: wiersz 2 ma to samo SKU (wielkość liter nie ma znaczenia).");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an unknown column, a file that is not CSV or XLSX, and a damaged workbook", async () => {
    const unknown = await jsonOf(await calls.check(admin.token, { name: "x.csv", bytes: "sku,price\r\nA,1\r\n" }));
    expect(unknown.issues).toEqual([{ path: "rows.1.price", message: expect.stringMatching(/^Row 1, price: there is no such column/) }]);
    const latin2 = await jsonOf(await calls.check(admin.token, { name: "x.csv", bytes: new Uint8Array([0x73, 0x6b, 0x75, 0x0a, 0xb3]) }));
    expect(latin2.issues).toEqual([{ path: "file", message: "x.csv: choose a .csv or .xlsx file." }]);
    const broken = await jsonOf(
      await calls.check(admin.token, { name: "x.xlsx", bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) }),
    );
    expect(broken.issues).toEqual([{ path: "file", message: "x.xlsx: this is not an XLSX workbook, or it is damaged." }]);
  });

  it("answers 413 with a clear message to a file over 10 MB", async () => {
    const response = await calls.check(admin.token, { name: "big.csv", bytes: new Uint8Array(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect((await jsonOf(response)).message).toMatch(/at most 10 MB/);
  });
});

describe("who may import", () => {
  it("answers 404 to a city manager, a customer and an anonymous caller on every endpoint, changing nothing", async () => {
    const manager = await createUser(database, "catalogue-manager", { role: "staff", staffRole: "city-manager" });
    const krakow = await one<{ id: number }>("select id from cities where slug = 'krakow'");
    await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: krakow.id });
    const customer = await demoSession(database, "customer");
    const checked = await jsonOf(await calls.check(admin.token, { name: "ok.csv", bytes: csvOf([["sku"], ["IMP-HOSE"]]) }));
    const before = await snapshot();
    for (const token of [manager.token, customer.token, null]) {
      for (const response of [
        await calls.exported(token, "csv"),
        await calls.check(token, { name: "new.csv", bytes: csvOf([HEADER]) }),
        await calls.apply(token, checked.id),
      ]) {
        expect(response.status).toBe(404);
        expect(await jsonOf(response)).toMatchObject({ code: "NOT_FOUND" });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
