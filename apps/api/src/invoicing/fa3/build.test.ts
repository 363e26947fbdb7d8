import { type InvoiceDocument, VAT_RATES, type VatRate } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { expectSumsAgree, expectValidFa3, faLines, grosze, text, texts } from "../../../test/fa3-reading";
import {
  BUSINESS_BUYER,
  BUYER_NIP,
  cancellationCorrection,
  invoiceDocument,
  ORIGINAL_KSEF_NUMBER,
  PRIVATE_BUYER,
  refundCorrection,
  SELLER_NIP,
} from "../../../test/invoice-fixture";
import { buildFa3Xml, DEFAULT_EXEMPTION_BASIS, FA3_NAMESPACE } from "./build";

const RATE_CODE: Record<VatRate, string> = { "23": "23", "8": "8", "5": "5", "0": "0 KR", zw: "zw" };
const NET_FIELD: Record<VatRate, string> = { "23": "P_13_1", "8": "P_13_2", "5": "P_13_3", "0": "P_13_6_1", zw: "P_13_7" };

const grossOf = (doc: InvoiceDocument) => doc.lines.reduce((sum, line) => sum + line.gross, 0);

const mixed = invoiceDocument({
  goods: [
    { name: "Tytoń fajkowy 50 g", quantity: 3, unitGross: 2999, vatRate: "23" },
    { name: "Herbata liściasta", quantity: 2, unitGross: 1599, vatRate: "8" },
    { name: "Książka o fajkach", quantity: 1, unitGross: 4999, vatRate: "5" },
    { name: "Bon podarunkowy – wysyłka za granicę", quantity: 1, unitGross: 1000, vatRate: "0" },
    { name: "Usługa degustacji", quantity: 1, unitGross: 2500, vatRate: "zw" },
  ],
  delivery: 1499,
});

describe("FA(3) XML of every invoice the shop issues", () => {
  it.each(VAT_RATES)("a sale at %s: valid, the rate's code and totals, the exemption annotation", async (rate) => {
    const doc = invoiceDocument({ goods: [{ name: "Towar", quantity: 4, unitGross: 1234, vatRate: rate }], delivery: 1599 });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    expect(texts(xml, "P_12")).toEqual([RATE_CODE[rate], RATE_CODE[rate]]); // the delivery takes the goods' rate
    expect(grosze(text(xml, NET_FIELD[rate]))).toBe(doc.totals.net);
    expect(expectSumsAgree(xml)).toBe(4 * 1234 + 1599);
    if (rate === "zw") {
      expect(text(xml, "P_19")).toBe("1");
      expect(text(xml, "P_19A")).toBe(DEFAULT_EXEMPTION_BASIS);
      expect(text(xml, "P_19N")).toBeNull();
    } else {
      expect(text(xml, "P_19N")).toBe("1");
      expect(text(xml, "P_19")).toBeNull();
    }
  });

  it("mixed rates: each rate's totals, P_15 the sum of the lines' gross, the delivery at 23 %", async () => {
    const xml = buildFa3Xml(mixed);
    await expectValidFa3(xml);
    expect(expectSumsAgree(xml)).toBe(grossOf(mixed));
    expect(grosze(text(xml, "P_15"))).toBe(3 * 2999 + 2 * 1599 + 4999 + 1000 + 2500 + 1499);
    for (const total of mixed.totals.byRate) expect(grosze(text(xml, NET_FIELD[total.vatRate]))).toBe(total.net);
    expect(grosze(text(xml, "P_14_1"))).toBe(mixed.totals.byRate[0]?.vat);
    expect(texts(xml, "P_12")).toEqual(["23", "8", "5", "0 KR", "zw", "23"]);
    expect(text(xml, "P_19")).toBe("1");
  });

  it("a coupon: the lines' net after the coupon, P_15 the order's total after it", async () => {
    const doc = invoiceDocument({
      goods: [
        { name: "Fajka wodna", quantity: 1, unitGross: 24900, discount: 2490 },
        { name: "Węgielki kokosowe 1 kg", quantity: 3, unitGross: 1999, discount: 600 },
      ],
      delivery: 1499,
    });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    expect(expectSumsAgree(xml)).toBe(24900 - 2490 + 3 * 1999 - 600 + 1499);
    const [pipe, coal] = faLines(xml);
    expect(grosze(text(pipe ?? "", "P_11"))).toBe(18220); // 22410 gross at 23 %: 18219.51
    expect(grosze(text(pipe ?? "", "P_9A"))).toBe(18220);
    expect(text(coal ?? "", "P_8B")).toBe("3");
    expect(grosze(text(coal ?? "", "P_9A"))).toBe(Math.round(4388 / 3)); // 5397 gross -> 4388 net
    expect(text(xml, "P_10")).toBeNull(); // the coupon is in the unit price already
  });

  it("a bundle is one line; the delivery fee a service line", async () => {
    const doc = invoiceDocument({ goods: [{ name: "Zestaw startowy: fajka + 3 tytonie", quantity: 2, unitGross: 19900 }], delivery: 999 });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    const [bundle, delivery] = faLines(xml);
    expect(text(bundle ?? "", "P_7")).toBe("Zestaw startowy: fajka + 3 tytonie");
    expect(text(bundle ?? "", "P_8A")).toBe("szt.");
    expect(text(delivery ?? "", "P_8A")).toBe("usł.");
    expect(text(delivery ?? "", "P_8B")).toBe("1");
    expect(grosze(text(delivery ?? "", "P_11"))).toBe(812);
    expect(expectSumsAgree(xml)).toBe(2 * 19900 + 999);
  });

  it("the header, the seller and a business buyer by NIP, number, dates and the order number", async () => {
    const xml = buildFa3Xml(mixed, { systemInfo: "Smoke Shop" });
    await expectValidFa3(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">')).toBe(true);
    expect(xml).toContain(`xmlns="${FA3_NAMESPACE}"`);
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(text(xml, "WariantFormularza")).toBe("3");
    expect(text(xml, "DataWytworzeniaFa")).toBe("2026-11-05T10:15:30Z");
    expect(text(xml, "SystemInfo")).toBe("Smoke Shop");
    expect(texts(xml, "NIP")).toEqual([SELLER_NIP, BUYER_NIP]);
    expect(texts(xml, "Nazwa")).toEqual(["Smoke Shop sp. z o.o.", "Hurtownia Żółw Sp. z o.o."]);
    expect(texts(xml, "AdresL2")).toEqual(["00-590 Warszawa", "90-004 Łódź"]);
    expect(text(xml, "BrakID")).toBeNull();
    expect([text(xml, "JST"), text(xml, "GV")]).toEqual(["2", "2"]);
    expect(text(xml, "KodWaluty")).toBe("PLN");
    expect(text(xml, "P_1")).toBe("2026-11-05");
    expect(text(xml, "P_1M")).toBe("Warszawa");
    expect(text(xml, "P_2")).toBe("FV/2026/11/00042");
    expect(text(xml, "P_6")).toBe("2026-11-05");
    expect(text(xml, "RodzajFaktury")).toBe("VAT");
    expect(text(xml, "NrZamowienia")).toBe("WAW-2611-7Q4K");
    for (const [name, value] of [
      ["P_16", "2"],
      ["P_17", "2"],
      ["P_18", "2"],
      ["P_18A", "2"],
      ["P_22N", "1"],
      ["P_23", "2"],
      ["P_PMarzyN", "1"],
    ]) {
      expect(text(xml, name ?? ""), name).toBe(value);
    }
  });

  it("a private person without NIP: BrakID, the name, the address only when known", async () => {
    const doc = invoiceDocument({ goods: [{ name: "Tytoń", quantity: 1, unitGross: 2999 }], buyer: PRIVATE_BUYER });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    expect(texts(xml, "NIP")).toEqual([SELLER_NIP]);
    expect(text(xml, "BrakID")).toBe("1");
    expect(texts(xml, "Nazwa")).toEqual(["Smoke Shop sp. z o.o.", "Jan Kowalski"]);
    expect(texts(xml, "AdresL1")).toHaveLength(2);

    const anonymous = buildFa3Xml({ ...doc, buyer: { kind: "private", name: " ", address: null } });
    await expectValidFa3(anonymous);
    expect(texts(anonymous, "Nazwa")).toEqual(["Smoke Shop sp. z o.o."]);
    expect(texts(anonymous, "AdresL1")).toHaveLength(1);
  });

  it.each([
    ["in-store", "2026-11-05", { FormaPlatnosci: "1", PlatnoscInna: null, OpisPlatnosci: null }],
    ["online", "2026-11-04", { FormaPlatnosci: "6", PlatnoscInna: null, OpisPlatnosci: null }],
    ["crypto", "2026-11-03", { FormaPlatnosci: null, PlatnoscInna: "1", OpisPlatnosci: "USDT (TRC20)" }],
    ["online", null, { FormaPlatnosci: "6", PlatnoscInna: null, OpisPlatnosci: null }],
  ] as const)("payment %s paid on %s: the form, paid or not, the seller's account", async (method, paidOn, expected) => {
    const doc = invoiceDocument({ goods: [{ name: "Tytoń", quantity: 1, unitGross: 2999 }], payment: { method, paidOn } });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    for (const [name, value] of Object.entries(expected)) expect(text(xml, name), name).toBe(value);
    expect(text(xml, "Zaplacono")).toBe(paidOn === null ? null : "1");
    expect(text(xml, "DataZaplaty")).toBe(paidOn);
    expect(text(xml, "NrRB")).toBe("PL61109010140000071219812874");
  });

  it("no bank account configured: no RachunekBankowy", async () => {
    const doc = invoiceDocument({ goods: [{ name: "Tytoń", quantity: 1, unitGross: 2999 }] });
    const xml = buildFa3Xml({ ...doc, seller: { ...doc.seller, bankAccount: null } });
    await expectValidFa3(xml);
    expect(xml).not.toContain("RachunekBankowy");
  });
});

describe("FA(3) correcting invoices (KOR)", () => {
  it("a partial refund: one amount-only line per rate, P_15 minus the refund, the original with its KSeF number", async () => {
    const correction = refundCorrection(mixed, 5000);
    const xml = buildFa3Xml(correction);
    await expectValidFa3(xml);
    expect(text(xml, "RodzajFaktury")).toBe("KOR");
    expect(text(xml, "PrzyczynaKorekty")).toBe("Zwrot części zapłaty");
    expect(text(xml, "TypKorekty")).toBe("2");
    expect(text(xml, "DataWystFaKorygowanej")).toBe("2026-11-05");
    expect(text(xml, "NrFaKorygowanej")).toBe("FV/2026/11/00042");
    expect(text(xml, "NrKSeF")).toBe("1");
    expect(text(xml, "NrKSeFFaKorygowanej")).toBe(ORIGINAL_KSEF_NUMBER);
    expect(text(xml, "NrKSeFN")).toBeNull();
    expect(text(xml, "P_2")).toBe("FK/2026/11/00003");
    expect(text(xml, "P_1")).toBe("2026-11-20");
    const lines = faLines(xml);
    expect(lines.map((line) => text(line, "P_12"))).toEqual(["23", "8", "5", "0 KR", "zw"]);
    for (const line of lines) {
      expect(grosze(text(line, "P_11"))).toBeLessThan(0);
      for (const unitField of ["P_8A", "P_8B", "P_9A"]) expect(text(line, unitField)).toBeNull();
    }
    expect(expectSumsAgree(xml)).toBe(-5000);
    expect(text(xml, "P_19")).toBe("1"); // the exempt part is corrected too
  });

  it("a refund of an invoice at one rate: one line", async () => {
    const original = invoiceDocument({ goods: [{ name: "Tytoń", quantity: 5, unitGross: 2999 }] });
    const xml = buildFa3Xml(refundCorrection(original, 1234));
    await expectValidFa3(xml);
    expect(faLines(xml)).toHaveLength(1);
    expect(text(xml, "P_13_2")).toBeNull();
    expect(expectSumsAgree(xml)).toBe(-1234);
  });

  it("a cancellation: every line negated (units, coupon, delivery), P_15 the whole invoice back", async () => {
    const original = invoiceDocument({
      goods: [
        { name: "Fajka wodna", quantity: 1, unitGross: 24900, discount: 2490 },
        { name: "Herbata", quantity: 2, unitGross: 1599, vatRate: "8" },
      ],
      delivery: 1499,
    });
    const correction = cancellationCorrection(original);
    const xml = buildFa3Xml(correction);
    await expectValidFa3(xml);
    expect(text(xml, "PrzyczynaKorekty")).toBe("Anulowanie zamówienia");
    expect(texts(xml, "P_8B")).toEqual(["-1", "-2", "-1"]);
    expect(expectSumsAgree(xml)).toBe(-grossOf(original));
    const originalXml = buildFa3Xml(original);
    for (const field of ["P_13_1", "P_14_1", "P_13_2", "P_14_2"]) {
      expect(grosze(text(xml, field)), field).toBe(-grosze(text(originalXml, field)));
    }
  });

  it("a correction of an invoice that never went to KSeF (a private person's): NrKSeFN", async () => {
    const original = invoiceDocument({ goods: [{ name: "Tytoń", quantity: 1, unitGross: 2999 }], buyer: PRIVATE_BUYER });
    const xml = buildFa3Xml(cancellationCorrection(original, { ksefNumber: null }));
    await expectValidFa3(xml);
    expect(text(xml, "NrKSeFN")).toBe("1");
    expect(text(xml, "NrKSeF")).toBeNull();
    expect(text(xml, "NrKSeFFaKorygowanej")).toBeNull();
    expect(text(xml, "BrakID")).toBe("1");
  });

  it("a KOR without the invoice it corrects is refused", () => {
    const correction = refundCorrection(mixed, 100);
    expect(() => buildFa3Xml({ ...correction, correction: null })).toThrow(/KOR/);
  });
});

describe("FA(3) texts and bytes", () => {
  it("escapes markup characters and keeps Polish letters; drops characters KSeF refuses", async () => {
    const tricky = "Fajka \"Żółta\" & <węgiel> 'ąęłśżźćńó'";
    const doc = invoiceDocument({
      goods: [{ name: `${tricky}\u0001\u0085\uFFFE\n  nowa linia`, quantity: 1, unitGross: 2999 }],
      buyer: { ...BUSINESS_BUYER, name: 'Kowalski & Syn <"Tytonie">' },
      orderId: "A&B<1>",
    });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    expect(text(xml, "P_7")).toBe(`${tricky} nowa linia`);
    expect(texts(xml, "Nazwa")[1]).toBe('Kowalski & Syn <"Tytonie">');
    expect(text(xml, "NrZamowienia")).toBe("A&B<1>");
    expect(xml).toContain("Kowalski &amp; Syn &lt;&quot;Tytonie&quot;&gt;");
    for (const refused of ["\u0001", "\u0085", "\uFFFE"]) expect(xml).not.toContain(refused);
    expect(Buffer.from(xml, "utf8").subarray(0, 3).toString("hex")).not.toBe("efbbbf"); // no BOM
  });

  it("cuts a name over the schema's 512 characters", async () => {
    const doc = invoiceDocument({ goods: [{ name: "Ż".repeat(600), quantity: 1, unitGross: 100 }] });
    const xml = buildFa3Xml(doc);
    await expectValidFa3(xml);
    expect(text(xml, "P_7")).toBe("Ż".repeat(512));
  });

  it("refuses a document without a seller name or an invoice number", () => {
    expect(() => buildFa3Xml({ ...mixed, seller: { ...mixed.seller, name: " \n " } })).toThrow(/Podmiot1 Nazwa/);
    expect(() => buildFa3Xml({ ...mixed, number: "" })).toThrow(/P_2/);
  });

  it("is deterministic: the same document gives the same bytes, another instant other bytes", () => {
    const copy = structuredClone(mixed);
    expect(buildFa3Xml(copy)).toBe(buildFa3Xml(mixed));
    expect(buildFa3Xml({ ...mixed, issuedAt: "2026-11-05T10:15:31.000Z" })).not.toBe(buildFa3Xml(mixed));
  });
});
