import { describe, expect, it } from "vitest";
import { formatCatalogueCsv, readCatalogueCsv } from "./catalogue-csv";
import { CATALOGUE_COLUMNS, type CatalogueProduct } from "./catalogue-file";
import { matchCatalogueImages } from "./catalogue-images";
import { type CatalogueWorld, planCatalogue, slugFromName } from "./catalogue-plan";
import { readCatalogueSheet, type SheetRow } from "./catalogue-rows";

const text = (name: string, short = `${name}: short`) => ({
  name,
  short_description: short,
  description: `${name}\r\n- a line\n`,
  seo_title: name,
  seo_description: short,
});
const product = (sku: string, extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  sku,
  slug: sku.toLowerCase(),
  ean: null,
  kind: "simple",
  category: "shisha-tobacco",
  brand: "alpha",
  tpd: true,
  vatRate: "23",
  attributes: ["flavour:mint"],
  bundleItems: [],
  texts: { en: text(`Product ${sku}`), uk: null, pl: text(`Produkt ${sku}`, "=2+2 krótko"), ru: null },
  ...extra,
});
const worldOf = (products: CatalogueProduct[], holding: Record<string, string[]> = {}): CatalogueWorld => ({
  index: new Map(products.map((p) => [p.sku.toUpperCase(), { sku: p.sku, slug: p.slug, ean: p.ean, kind: p.kind }])),
  current: new Map(products.map((p) => [p.sku.toUpperCase(), p])),
  categories: new Set(["shisha-tobacco", "hookahs"]),
  brands: new Set(["alpha"]),
  attributeValues: new Set(["flavour:mint", "flavour:apple"]),
  bundlesHolding: new Map(Object.entries(holding)),
});
const sheet = (...rows: string[][]): SheetRow[] => rows.map((cells, index) => ({ row: index + 1, cells }));

describe("the catalogue CSV", () => {
  const shop = [
    product("SP-1", { ean: "5901234123457" }),
    product("SP-2", { tpd: false, vatRate: "8", brand: null, attributes: [] }),
    product("KIT-1", {
      kind: "bundle",
      bundleItems: [
        { sku: "SP-2", quantity: 2 },
        { sku: "SP-1", quantity: 1 },
      ],
      tpd: false,
    }),
  ];

  it("writes what it reads back: a round trip changes nothing", () => {
    const csv = formatCatalogueCsv(shop);
    expect(csv.startsWith("\uFEFFsku,slug,ean,kind,category,brand,tpd,vat_rate,attributes,bundle_items,name_en,")).toBe(true);
    // A text that a spreadsheet would run as a formula is written inert.
    expect(csv).toContain("'=2+2 krótko");
    const { sheet: rows, issue } = readCatalogueCsv(csv);
    expect(issue).toBeNull();
    const read = readCatalogueSheet(rows);
    expect(read.issues).toEqual([]);
    const plan = planCatalogue(read.rows, worldOf(shop));
    expect(plan.issues).toEqual([]);
    expect(plan.entries.map((e) => [e.row, e.after.sku, e.action])).toEqual([
      [2, "SP-1", "same"],
      [3, "SP-2", "same"],
      [4, "KIT-1", "same"],
    ]);
  });

  it("names every problem by row and column, and reads the good rows", () => {
    const read = readCatalogueSheet(
      sheet(
        ["SKU", "ean", "tpd", "vat_rate", "attributes", "bundle_items", "name_en"],
        ["SP-1", "5901234123458", "maybe", "7", "flavour", "SP-2:0", "A"],
        ["", "5.90123E+12", "yes", "23", "", "", "B"],
        ["sp-4", "590-1234-123457", "no", "8 %", "Flavour : Mint", "", "C"],
        ["SP 9", "", "", "", "", "", ""],
      ),
    );
    expect(read.issues).toEqual([
      { row: 2, column: "ean", problem: "eanCheckDigit", detail: "5901234123458" },
      { row: 2, column: "tpd", problem: "notYesNo", detail: "maybe" },
      { row: 2, column: "vat_rate", problem: "notVatRate", detail: "7" },
      { row: 2, column: "attributes", problem: "notAttribute", detail: "flavour" },
      { row: 2, column: "bundle_items", problem: "itemQuantity", detail: "SP-2:0" },
      { row: 3, column: "sku", problem: "required" },
      { row: 3, column: "ean", problem: "eanAsNumber", detail: "5.90123E+12" },
      { row: 5, column: "sku", problem: "skuFormat", detail: "SP 9" },
    ]);
    // A row keeps its good cells (the plan checks them too); one without a usable SKU is left out.
    expect(read.rows.map((row) => row.row)).toEqual([2, 4]);
    expect(read.rows[0]).not.toHaveProperty("ean");
    expect(read.rows.slice(1)).toEqual([
      {
        row: 4,
        sku: "sp-4",
        ean: "5901234123457",
        tpd: false,
        vatRate: "8",
        attributes: ["flavour:mint"],
        bundleItems: [],
        texts: { en: { name: "C" } },
      },
    ]);
    expect(readCatalogueSheet(sheet(["sku", "price", "sku"])).issues).toEqual([
      { row: 1, column: "price", problem: "unknownColumn" },
      { row: 1, column: "sku", problem: "duplicateColumn" },
    ]);
    expect(readCatalogueSheet(sheet(["name_en"])).issues).toEqual([{ row: 1, column: "sku", problem: "missingColumn" }]);
    expect(readCatalogueCsv('sku,name_en\r\nA,"open\r\n').issue).toEqual({ row: 2, column: null, problem: "unterminatedQuote" });
    expect(CATALOGUE_COLUMNS).toHaveLength(30);
  });
});

describe("planning an import", () => {
  const shop = [
    product("SP-1", { ean: "5901234123457" }),
    product("SP-2", { ean: "4006381333931" }),
    product("KIT-1", { kind: "bundle", bundleItems: [{ sku: "SP-1", quantity: 1 }] }),
  ];
  const plan = (...rows: string[][]) => {
    const read = readCatalogueSheet(sheet(...rows));
    expect(read.issues).toEqual([]);
    return planCatalogue(read.rows, worldOf(shop, { "SP-1": ["KIT-1"] }));
  };

  it("creates new SKUs (slug from the English name, unique), updates only what differs, keeps absent columns", () => {
    const { entries, issues } = plan(
      ["sku", "category", "tpd", "name_en", "name_pl", "short_description_en", "kind", "bundle_items"],
      ["SP-9", "hookahs", "no", "Product SP-1", "", "Zażółć", "", ""],
      ["SP-10", "hookahs", "yes", "Product SP-1", "", "", "", ""],
      ["sp-2", "", "", "Product SP-2", "Produkt SP-2", "Product SP-2: short", "", ""],
      ["KIT-2", "hookahs", "no", "Kit", "Zestaw", "", "bundle", "SP-11:2;sp-2"],
      ["SP-11", "hookahs", "no", "Later", "", "", "", ""],
    );
    expect(issues).toEqual([]);
    expect(entries.map((e) => [e.after.sku, e.action, e.after.slug])).toEqual([
      ["SP-9", "create", "product-sp-1"],
      ["SP-10", "create", "product-sp-1-2"],
      ["sp-2", "update", "sp-2"],
      ["KIT-2", "create", "kit"],
      ["SP-11", "create", "later"],
    ]);
    // Only the SKU's spelling changes; what the file leaves empty or out is kept.
    expect(entries[2]?.changes).toEqual([{ column: "sku", before: "SP-2", after: "sp-2" }]);
    expect(entries[2]?.after).toMatchObject({ category: "shisha-tobacco", tpd: true, texts: { pl: { name: "Produkt SP-2" } } });
    expect(entries[3]?.after.bundleItems).toEqual([
      { sku: "SP-11", quantity: 2 },
      { sku: "sp-2", quantity: 1 },
    ]);
    expect(entries[3]?.after.texts.pl).toMatchObject({ name: "Zestaw", seo_title: "Zestaw" });
  });

  it("refuses what the product form refuses, and codes taken by other products", () => {
    const { issues } = plan(
      ["sku", "category", "brand", "tpd", "ean", "slug", "kind", "bundle_items", "attributes", "name_en", "description_uk"],
      ["NEW-1", "", "", "", "", "", "", "", "", "", ""],
      ["NEW-2", "nope", "beta", "no", "4006381333931", "sp-2", "", "SP-1", "flavour:pear", "N", "Опис"],
      ["SP-1", "", "", "", "", "", "bundle", "SP-2;KIT-1;SP-1;sp-2;NONE", "", "", ""],
    );
    expect(issues).toEqual([
      { row: 2, column: "category", problem: "newNeedsCategory" },
      { row: 2, column: "tpd", problem: "newNeedsTpd" },
      { row: 2, column: "name_en", problem: "newNeedsName" },
      { row: 3, column: "category", problem: "unknownCategory", detail: "nope" },
      { row: 3, column: "brand", problem: "unknownBrand", detail: "beta" },
      { row: 3, column: "attributes", problem: "unknownAttribute", detail: "flavour:pear" },
      { row: 3, column: "name_uk", problem: "nameRequired" },
      { row: 3, column: "ean", problem: "eanTaken", detail: "SP-2" },
      { row: 3, column: "slug", problem: "slugTaken", detail: "SP-2" },
      { row: 3, column: "bundle_items", problem: "itemsOnlyInBundle" },
      { row: 4, column: "name_en", problem: "nameRequired" },
      { row: 4, column: "bundle_items", problem: "itemBundle", detail: "KIT-1" },
      { row: 4, column: "bundle_items", problem: "itemUnknown", detail: "NONE" },
      { row: 4, column: "bundle_items", problem: "itemItself", detail: "SP-1" },
      { row: 4, column: "bundle_items", problem: "itemTwice", detail: "sp-2" },
      { row: 4, column: "kind", problem: "inBundle", detail: "KIT-1" },
    ]);
  });

  it("takes a language whose cells in the file are all empty for no translation", () => {
    const { entries, issues } = plan(["sku", "name_pl"], ["SP-2", ""]);
    expect(issues).toEqual([]);
    expect(entries[0]?.after.texts.pl).toBeNull();
    // (The SEO cells were the defaults, empty, before and after.)
    expect(entries[0]?.changes.map((c) => c.column)).toEqual(["name_pl", "short_description_pl", "description_pl"]);
    expect(plan(["sku", "name_en"], ["SP-2", ""]).issues).toEqual([{ row: 2, column: "name_en", problem: "nameRequired" }]);
  });

  it("makes slugs of Latin letters and digits", () => {
    expect(slugFromName("Zażółć gęślą jaźń – 250 g!")).toBe("zazolc-gesla-jazn-250-g");
    expect(slugFromName("Кальян")).toBe("product");
  });
});

describe("the images' names", () => {
  it("finds each file's product and place, and names every file it cannot place", () => {
    const skus = new Map([
      ["SP-000001", "SP-000001"],
      ["KIT-1", "KIT-1"],
    ]);
    const { images, issues } = matchCatalogueImages(
      [
        "photos/sp-000001-2.PNG",
        "SP-000001.jpg",
        "__MACOSX/._SP-000001.jpg",
        "photos/",
        ".DS_Store",
        "KIT-1-9.jpg",
        "readme.txt",
        "NOPE.webp",
        "SP-000001.png",
      ],
      (name) => skus.get(name.toUpperCase()),
    );
    expect(images).toEqual([
      { file: "SP-000001.jpg", sku: "SP-000001", order: 1 },
      { file: "photos/sp-000001-2.PNG", sku: "SP-000001", order: 2 },
    ]);
    expect(issues).toEqual([
      { file: "KIT-1-9.jpg", problem: "imageNumber", detail: "8" },
      { file: "readme.txt", problem: "imageType" },
      { file: "NOPE.webp", problem: "imageUnknownSku", detail: "NOPE" },
      { file: "SP-000001.png", problem: "imageTwice", detail: "SP-000001.jpg" },
    ]);
  });
});
