import { describe, expect, it } from "vitest";
import {
  applyOfferCsvRow,
  formatCsv,
  formatCsvField,
  formatOffersCsv,
  formatTiers,
  formatZloty,
  mergeOffer,
  type OfferValues,
  offerProblems,
  parseCsv,
  parseOffersCsv,
  parseTiers,
  parseZloty,
} from "./offers-csv";

const offer = (values: Partial<OfferValues> = {}): OfferValues => ({
  visible: true,
  price: 1990,
  salePrice: null,
  stock: 5,
  franchisePrice: null,
  wholesaleTiers: [],
  ...values,
});

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

describe("money and tiers as text", () => {
  it("formats grosze as złoty with a dot and reads złoty written in several ways", () => {
    expect(formatZloty(1990)).toBe("19.90");
    expect(formatZloty(5)).toBe("0.05");
    expect(formatZloty(120000)).toBe("1200.00");
    expect([parseZloty("19.90"), parseZloty("19.9"), parseZloty("19"), parseZloty(" 19,90 "), parseZloty("0.05")]).toEqual([
      1990, 1990, 1900, 1990, 5,
    ]);
    for (const bad of ["", "abc", "19.999", "-1", "1 000", "19.90 zł", "1e3"]) expect(parseZloty(bad), bad).toBeNull();
  });

  it("writes tiers lowest quantity first and reads them back", () => {
    const tiers = [
      { minQuantity: 50, price: 1790 },
      { minQuantity: 10, price: 1890 },
    ];
    expect(formatTiers(tiers)).toBe("10:18.90;50:17.90");
    expect(parseTiers("10:18.90;50:17.90")).toEqual([tiers[1], tiers[0]]);
    expect(parseTiers(" 50 : 17.9 ; 10:18.90; ")).toEqual([tiers[1], tiers[0]]);
    expect(parseTiers("")).toEqual([]);
    for (const bad of ["10", "10:", ":19.90", "ten:1.00", "10:1.00:2", "10-19.90"]) expect(parseTiers(bad), bad).toBeNull();
  });
});

describe("offerProblems", () => {
  it("accepts a valid offer", () => {
    expect(offerProblems(offer({ salePrice: 1790, franchisePrice: 1500, wholesaleTiers: [{ minQuantity: 10, price: 1700 }] }))).toEqual([]);
  });

  it("names the field and the rule each bad value breaks", () => {
    expect(offerProblems(offer({ price: 0, stock: -1, franchisePrice: 0 }))).toEqual([
      { field: "price", problem: "notPrice" },
      { field: "stock", problem: "notStock" },
      { field: "franchisePrice", problem: "notPrice" },
    ]);
    expect(offerProblems(offer({ salePrice: 1990 }))).toEqual([{ field: "salePrice", problem: "saleNotBelowPrice" }]);
    expect(offerProblems(offer({ price: 100_000_01, stock: 2_000_000 }))).toEqual([
      { field: "price", problem: "priceTooHigh" },
      { field: "stock", problem: "stockTooHigh" },
    ]);
    const tiers = (wholesaleTiers: OfferValues["wholesaleTiers"]) => offerProblems(offer({ wholesaleTiers }));
    expect(tiers([{ minQuantity: 1, price: 1000 }])).toEqual([{ field: "wholesaleTiers", problem: "notTiers" }]);
    expect(tiers([{ minQuantity: 10, price: 1990 }])).toEqual([{ field: "wholesaleTiers", problem: "tierNotBelowPrice" }]);
    expect(
      tiers([
        { minQuantity: 10, price: 1000 },
        { minQuantity: 10, price: 900 },
      ]),
    ).toEqual([{ field: "wholesaleTiers", problem: "tierDuplicate" }]);
  });
});

describe("mergeOffer", () => {
  it("keeps what another save changed in the fields the form left alone", () => {
    const expected = offer();
    const current = offer({ stock: 3 });
    const submitted = offer({ price: 2490 });
    expect(mergeOffer(current, expected, submitted)).toEqual({ offer: offer({ price: 2490, stock: 3 }), conflicts: [] });
  });

  it("reports the fields both changed to different values", () => {
    expect(mergeOffer(offer({ price: 2190 }), offer(), offer({ price: 2490 })).conflicts).toEqual(["price"]);
    expect(mergeOffer(offer({ price: 2490 }), offer(), offer({ price: 2490 })).conflicts).toEqual([]);
    expect(mergeOffer(offer(), null, offer({ price: 990 })).conflicts).toHaveLength(6);
    expect(mergeOffer(null, offer(), offer({ price: 990 }))).toEqual({ offer: offer({ price: 990 }), conflicts: [] });
    expect(mergeOffer(offer({ stock: 1 }), offer(), null)).toEqual({ offer: null, conflicts: [] });
  });
});

describe("the offers CSV", () => {
  const lines = [
    {
      slug: "al-fakher-mint",
      nameEn: "Al Fakher Mint, 50 g",
      offer: offer({ salePrice: 1790, franchisePrice: 1500, wholesaleTiers: [{ minQuantity: 10, price: 1700 }] }),
    },
    { slug: "harbor-blue", nameEn: '=HYPERLINK("x")', offer: offer({ visible: false, price: 1650, stock: 0 }) },
  ];

  it("exports a header and one line per offer, money in złoty, formula-like names made inert", () => {
    const text = formatOffersCsv(lines);
    expect(text).toBe(
      "\uFEFFproduct_slug,product_name_en,visible,price,sale_price,stock,franchise_price,wholesale_tiers\r\n" +
        'al-fakher-mint,"Al Fakher Mint, 50 g",yes,19.90,17.90,5,15.00,10:17.00\r\n' +
        `harbor-blue,"'=HYPERLINK(""x"")",no,16.50,,0,,\r\n`,
    );
  });

  it("imports what it exported unchanged", () => {
    const { rows, problems } = parseOffersCsv(formatOffersCsv(lines));
    expect(problems).toEqual([]);
    expect(rows.map((row) => ({ slug: row.slug, offer: applyOfferCsvRow(null, row.values) }))).toEqual(
      lines.map((line) => ({ slug: line.slug, offer: line.offer })),
    );
    expect(rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it("takes the columns in any order, and a file without some columns keeps those values", () => {
    const { rows, problems } = parseOffersCsv("Price,product_slug\n24.90,al-fakher-mint\n");
    expect(problems).toEqual([]);
    expect(rows).toEqual([{ line: 2, slug: "al-fakher-mint", values: { price: 2490 } }]);
    expect(applyOfferCsvRow(offer({ stock: 7 }), rows[0]?.values ?? {})).toEqual(offer({ price: 2490, stock: 7 }));
    expect(applyOfferCsvRow(null, { price: 990 })).toEqual({
      visible: true,
      price: 990,
      salePrice: null,
      stock: 0,
      franchisePrice: null,
      wholesaleTiers: [],
    });
  });

  it("lists every problem with its line and column", () => {
    const text = [
      "product_slug,visible,price,sale_price,stock,wholesale_tiers",
      "a,yes,19.90,,1,",
      "b,maybe,abc,,-2,10:x",
      "a,yes,0,,1,",
      "c,yes,1.00",
      ",no,1.00,,,",
    ].join("\n");
    expect(parseOffersCsv(text)).toEqual({
      rows: [{ line: 2, slug: "a", values: { visible: true, price: 1990, salePrice: null, stock: 1, wholesaleTiers: [] } }],
      problems: [
        { line: 3, column: "visible", problem: "notYesNo" },
        { line: 3, column: "price", problem: "notPrice" },
        { line: 3, column: "stock", problem: "notStock" },
        { line: 3, column: "wholesale_tiers", problem: "notTiers" },
        { line: 4, column: "product_slug", problem: "duplicateProduct" },
        { line: 4, column: "price", problem: "notPrice" },
        { line: 5, column: null, problem: "fieldCount" },
        { line: 6, column: "product_slug", problem: "required" },
        { line: 6, column: "stock", problem: "required" },
      ],
    });
  });

  it("needs a header with product_slug and price and known columns only", () => {
    expect(parseOffersCsv("").problems).toEqual([{ line: 1, column: null, problem: "noHeader" }]);
    expect(parseOffersCsv("slug,price,price\nx,1").problems).toEqual([
      { line: 1, column: "slug", problem: "unknownColumn" },
      { line: 1, column: "price", problem: "duplicateColumn" },
      { line: 1, column: "product_slug", problem: "missingColumn" },
    ]);
    expect(parseOffersCsv('product_slug,price\n"x,1').problems).toEqual([{ line: 2, column: null, problem: "unterminatedQuote" }]);
  });
});
