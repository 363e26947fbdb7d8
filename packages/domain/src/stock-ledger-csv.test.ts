import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { type LedgerCsvLine, ledgerCsvHeader, ledgerCsvLines, shopDateTimeText } from "./stock-ledger-csv";

const line: LedgerCsvLine = {
  id: 7,
  at: new Date("2026-11-29T07:15:02.345Z"),
  storeId: 12,
  store: "ul. Grójecka 42, 02-001 Warszawa",
  city: "Warszawa",
  productId: 5,
  sku: "AL-66",
  ean: "5901234123457",
  product: '=HYPERLINK("x") "Mint", 250 g',
  kind: "write-off",
  reason: "damaged",
  quantity: -2,
  quantityAfter: 3,
  unitCost: 1250,
  document: { type: "adjustment", id: "41" },
  actor: "staff",
  actorName: "Anna Nowak",
  note: "-dropped\nbroken",
};

describe("the ledger's CSV", () => {
  it("starts with a byte order mark and the header, in CRLF lines", () => {
    expect(ledgerCsvHeader()).toBe(
      "\uFEFFid,at,at_utc,store_id,store,city,product_id,sku,ean,product,kind,reason,quantity,quantity_after,unit_cost,document_type,document_id,actor,actor_name,note\r\n",
    );
  });

  it("writes a movement as a spreadsheet reads it back: shop time, złoty, signed units, texts that never run", () => {
    const text = ledgerCsvLines([line, { ...line, id: 6, reason: null, unitCost: null, document: null, actorName: null, note: null }]);
    expect(text.endsWith("\r\n")).toBe(true);
    const { records, error } = parseCsv(ledgerCsvHeader() + text);
    expect(error).toBeNull();
    expect(records.map((record) => record.fields)).toEqual([
      expect.any(Array),
      [
        "7",
        "2026-11-29 08:15:02",
        "2026-11-29T07:15:02.345Z",
        "12",
        "ul. Grójecka 42, 02-001 Warszawa",
        "Warszawa",
        "5",
        "AL-66",
        "5901234123457",
        `'=HYPERLINK("x") "Mint", 250 g`,
        "write-off",
        "damaged",
        "-2",
        "3",
        "12.50",
        "adjustment",
        "41",
        "staff",
        "Anna Nowak",
        "'-dropped\nbroken",
      ],
      [
        "6",
        "2026-11-29 08:15:02",
        "2026-11-29T07:15:02.345Z",
        "12",
        "ul. Grójecka 42, 02-001 Warszawa",
        "Warszawa",
        "5",
        "AL-66",
        "5901234123457",
        `'=HYPERLINK("x") "Mint", 250 g`,
        "write-off",
        "",
        "-2",
        "3",
        "",
        "",
        "",
        "staff",
        "",
        "",
      ],
    ]);
  });

  it("reads the time on a Warsaw clock, summer and winter", () => {
    expect(shopDateTimeText(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02 00:30:00");
    expect(shopDateTimeText(new Date("2026-01-01T22:30:00Z"))).toBe("2026-01-01 23:30:00");
  });
});
