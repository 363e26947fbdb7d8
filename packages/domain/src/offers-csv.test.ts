import { describe, expect, it } from "vitest";
import { applyOfferCsvRow, formatCsv, formatCsvField, formatOffersCsv, type OfferValues, parseCsv, parseOffersCsv } from "./offers-csv";

/** Stores 11 and 12 of the city hold 3 and 2 units. */
const offer = (values: Partial<OfferValues> = {}): OfferValues => ({
  visible: true,
  price: 1990,
  salePrice: null,
  stock: 5,
  storeStock: { "11": 3, "12": 2 },
  franchisePrice: null,
  wholesaleTiers: [],
  ...values,
});
const STORES = [
  { id: 11, label: "ul. Marszałkowska 104/122" },
  { id: 12, label: "ul. Grójecka 42" },
];
const STORE_IDS = [11, 12];

describe("parseCsv", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF, LF and CR, and skips a BOM and blank lines", () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n\nlast,,\rend';
    expect(parseCsv(text)).toEqual({
      records: [
        { line: 1, fields: ["a", "b", "c"] },
        { line: 2, fields: ["x, y", 'say "hi"', "two\r\nlines"] },
        { line: 5, fields: ["last", "", ""] },
        { line: 6, fields: ["end"] },
      ],
      error: null,
    });
  });

  it("reports an unclosed quote at the line its record starts on, and text after a closing quote", () => {
    expect(parseCsv('a\n"open,\nstill open').error).toEqual({ line: 2, problem: "unterminatedQuote" });
    expect(parseCsv('a\nb\n"x"y,z').error).toEqual({ line: 3, problem: "textAfterQuote" });
  });

  it("keeps a quote inside an unquoted field and an empty last field", () => {
    expect(parseCsv('5" bowl,\r\n').records).toEqual([{ line: 1, fields: ['5" bowl', ""] }]);
  });

  it("counts a CRLF inside quotes as one line, and skips lines holding only an empty quoted field", () => {
    expect(parseCsv('"a\r\nb",c\r\n""\r\n \r\nd').records).toEqual([
      { line: 1, fields: ["a\r\nb", "c"] },
      { line: 4, fields: [" "] },
      { line: 5, fields: ["d"] },
    ]);
  });

  it("reports text after a closing quote on the line of that text, also in a file with quotes inside unquoted fields", () => {
    expect(parseCsv('a\r\n"two\r\nlines"x')).toEqual({
      records: [{ line: 1, fields: ["a"] }],
      error: { line: 3, problem: "textAfterQuote" },
    });
    expect(parseCsv('5" bowl,x\n"y" z')).toEqual({
      records: [{ line: 1, fields: ['5" bowl', "x"] }],
      error: { line: 2, problem: "textAfterQuote" },
    });
    // The first error wins: text after a quote before an unclosed quote in the same line.
    expect(parseCsv('5" bowl\n"a"b,"open').error).toEqual({ line: 2, problem: "textAfterQuote" });
    expect(parseCsv('5" bowl\n"open,\nstill open')).toEqual({
      records: [{ line: 1, fields: ['5" bowl'] }],
      error: { line: 2, problem: "unterminatedQuote" },
    });
  });

  it("reads a quoted field starting with a doubled quote next to a quote inside an unquoted field", () => {
    expect(parseCsv('5" bowl,"""Best"" mint"\r\n').records).toEqual([{ line: 1, fields: ['5" bowl', '"Best" mint'] }]);
  });

  it("round-trips what formatCsv writes", () => {
    const rows = [
      ["plain", "with, comma", 'with "quotes"', "multi\nline", " padded ", ""],
      ["Zapalniczka ŁÓDŹ", "Кальян", "", "x", "y", "z"],
    ];
    const text = formatCsv(rows, { bom: true });
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text).records.map((record) => record.fields)).toEqual(rows);
  });
});

describe("formatCsv", () => {
  it("quotes a field only for a comma, a quote, a line break (CRLF, LF or CR) or edge spaces", () => {
    expect(formatCsv([["a", "b c", "", "x,y", 'say "hi"', "1\n2", "1\r2", " a", "a\t"], [], [""]])).toBe(
      'a,b c,,"x,y","say ""hi""","1\n2","1\r2"," a","a\t"\r\n\r\n\r\n',
    );
    expect(formatCsv([])).toBe("");
    expect(formatCsv([], { bom: true })).toBe("\uFEFF");
    expect([formatCsvField("plain"), formatCsvField(""), formatCsvField("a,b"), formatCsvField(" x")]).toEqual([
      "plain",
      "",
      '"a,b"',
      '" x"',
    ]);
  });
});

describe("the offers CSV", () => {
  const lines = [
    {
      slug: "al-fakher-mint",
      nameEn: "Al Fakher Mint, 50 g",
      kind: "simple" as const,
      offer: offer({ salePrice: 1790, franchisePrice: 1500, wholesaleTiers: [{ minQuantity: 10, price: 1700 }] }),
    },
    {
      slug: "harbor-blue",
      nameEn: '=HYPERLINK("x")',
      kind: "simple" as const,
      offer: offer({ visible: false, price: 1650, stock: 0, storeStock: { "11": 0, "12": 0 } }),
    },
    { slug: "mint-set", nameEn: "Mint set", kind: "bundle" as const, offer: offer({ price: 4990, stock: 0, storeStock: {} }) },
  ];

  it("exports a header with a stock column per store and one line per offer, money in złoty, formula-like names made inert", () => {
    const text = formatOffersCsv(lines, STORES);
    expect(text).toBe(
      "\uFEFFproduct_slug,product_name_en,visible,price,sale_price,stock_total,stock:11 (ul. Marszałkowska 104/122),stock:12 (ul. Grójecka 42),franchise_price,wholesale_tiers\r\n" +
        'al-fakher-mint,"Al Fakher Mint, 50 g",yes,19.90,17.90,5,3,2,15.00,10:17.00\r\n' +
        `harbor-blue,"'=HYPERLINK(""x"")",no,16.50,,0,0,0,,\r\n` +
        "mint-set,Mint set,yes,49.90,,,,,,\r\n",
    );
  });

  it("imports what it exported unchanged (the total and the name are for people)", () => {
    const { rows, problems } = parseOffersCsv(formatOffersCsv(lines, STORES), STORE_IDS);
    expect(problems).toEqual([]);
    expect(rows.map((row) => ({ slug: row.slug, offer: applyOfferCsvRow(null, row.values) }))).toEqual(
      lines.map((line) => ({ slug: line.slug, offer: line.offer })),
    );
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
  });

  it("sets the stores the file names, keeps the others and empty cells, and moves the total with them", () => {
    const { rows, problems } = parseOffersCsv(
      "Price,product_slug,STOCK:12 (old label),stock_total\n24.90,al-fakher-mint,7,999\n",
      STORE_IDS,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ line: 2, slug: "al-fakher-mint", values: { price: 2490, storeStock: { "12": 7 } } }]);
    expect(applyOfferCsvRow(offer(), rows[0]?.values ?? {})).toEqual(offer({ price: 2490, stock: 10, storeStock: { "11": 3, "12": 7 } }));
    const empty = parseOffersCsv("product_slug,price,stock:11,stock:12\nal-fakher-mint,19.90,,0\n", STORE_IDS).rows[0];
    expect(applyOfferCsvRow(offer(), empty?.values ?? {})).toEqual(offer({ stock: 3, storeStock: { "11": 3, "12": 0 } }));
    expect(applyOfferCsvRow(null, { price: 990 })).toEqual({
      visible: true,
      price: 990,
      salePrice: null,
      stock: 0,
      storeStock: {},
      franchisePrice: null,
      wholesaleTiers: [],
    });
  });

  it("lists every problem with its line and column", () => {
    const text = [
      "product_slug,visible,price,sale_price,stock:11,wholesale_tiers",
      "a,yes,19.90,,1,",
      "b,maybe,abc,,-2,10:x",
      "a,yes,0,,1,",
      "c,yes,1.00",
      ",no,1.00,,,",
    ].join("\n");
    expect(parseOffersCsv(text, STORE_IDS)).toEqual({
      rows: [{ line: 2, slug: "a", values: { visible: true, price: 1990, salePrice: null, storeStock: { "11": 1 }, wholesaleTiers: [] } }],
      problems: [
        { line: 3, column: "visible", problem: "notYesNo" },
        { line: 3, column: "price", problem: "notPrice" },
        { line: 3, column: "stock:11", problem: "notStock" },
        { line: 3, column: "wholesale_tiers", problem: "notTiers" },
        { line: 4, column: "product_slug", problem: "duplicateProduct" },
        { line: 4, column: "price", problem: "notPrice" },
        { line: 5, column: null, problem: "fieldCount" },
        { line: 6, column: "product_slug", problem: "required" },
      ],
    });
  });

  it("needs a header with product_slug and price, known columns, stores of the city, and no old stock column", () => {
    expect(parseOffersCsv("", STORE_IDS).problems).toEqual([{ line: 1, column: null, problem: "noHeader" }]);
    expect(parseOffersCsv("slug,price,price\nx,1", STORE_IDS).problems).toEqual([
      { line: 1, column: "slug", problem: "unknownColumn" },
      { line: 1, column: "price", problem: "duplicateColumn" },
      { line: 1, column: "product_slug", problem: "missingColumn" },
    ]);
    expect(
      parseOffersCsv("product_slug,price,stock,stock:99 (elsewhere),stock:12,stock:12 (again)\nx,1,1,1,1,1", STORE_IDS).problems,
    ).toEqual([
      { line: 1, column: "stock", problem: "stockColumn" },
      { line: 1, column: "stock:99", problem: "unknownStore" },
      { line: 1, column: "stock:12", problem: "duplicateColumn" },
    ]);
    expect(parseOffersCsv('product_slug,price\n"x,1', STORE_IDS).problems).toEqual([
      { line: 2, column: null, problem: "unterminatedQuote" },
    ]);
  });
});
