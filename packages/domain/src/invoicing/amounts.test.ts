import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VAT_RATES } from "../product-codes";
import { amountLine, deliveryVatRate, formatInvoiceNumber, invoiceLine, invoiceTotals, splitGross, splitRefund } from "./amounts";

describe("net and VAT from gross prices, per line", () => {
  it("splits gross at each rate, rounding the net half up to the grosz", () => {
    expect(splitGross(12300, "23")).toEqual({ net: 10000, vat: 2300 });
    expect(splitGross(999, "23")).toEqual({ net: 812, vat: 187 }); // 812.195... -> 812
    expect(splitGross(10800, "8")).toEqual({ net: 10000, vat: 800 });
    expect(splitGross(105, "5")).toEqual({ net: 100, vat: 5 });
    expect(splitGross(5000, "0")).toEqual({ net: 5000, vat: 0 });
    expect(splitGross(5000, "zw")).toEqual({ net: 5000, vat: 0 });
    expect(splitGross(-999, "23")).toEqual({ net: -812, vat: -187 });
  });

  it("adds up to the grosz for any lines, coupons and rates", () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 999 }),
      unitGross: fc.integer({ min: 1, max: 500_000 }),
      vatRate: fc.constantFrom(...VAT_RATES),
      couponPercent: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), (input) => {
        const lines = input.map((l, i) =>
          invoiceLine(i + 1, {
            productId: i + 1,
            name: `P${i}`,
            quantity: l.quantity,
            unitGross: l.unitGross,
            discount: Math.floor((l.unitGross * l.quantity * l.couponPercent) / 100),
            vatRate: l.vatRate,
            unit: "szt.",
          }),
        );
        const totals = invoiceTotals(lines);
        const orderTotal = input.reduce((sum, l, i) => sum + l.unitGross * l.quantity - (lines[i]?.discount ?? 0), 0);
        expect(totals.gross).toBe(orderTotal);
        expect(totals.net + totals.vat).toBe(totals.gross);
        for (const rate of totals.byRate) expect(rate.net + rate.vat).toBe(rate.gross);
        for (const l of lines) expect(l.net + l.vat).toBe(l.gross);
      }),
    );
  });

  it("gives the delivery fee the goods' rate when they share one, else 23 %", () => {
    expect(deliveryVatRate([{ vatRate: "8" }, { vatRate: "8" }])).toBe("8");
    expect(deliveryVatRate([{ vatRate: "8" }, { vatRate: "23" }])).toBe("23");
    expect(amountLine(1, "Dostawa", 1500, "23")).toMatchObject({ net: 1220, vat: 280, quantity: null });
  });
});

describe("a refund split over the invoice's rates", () => {
  it("adds up to the amount exactly, in proportion, never past what is left", () => {
    expect(
      splitRefund(1000, [
        { vatRate: "23", gross: 3000 },
        { vatRate: "8", gross: 1000 },
      ]),
    ).toEqual([
      { vatRate: "23", gross: 750 },
      { vatRate: "8", gross: 250 },
    ]);
    const three = splitRefund(100, [
      { vatRate: "23", gross: 1 },
      { vatRate: "8", gross: 1 },
      { vatRate: "5", gross: 1 },
    ]);
    expect(three.reduce((s, r) => s + r.gross, 0)).toBe(3);
    expect(splitRefund(500, [{ vatRate: "23", gross: 0 }])).toEqual([]);
  });
});

it("numbers invoices per series and month", () => {
  expect(formatInvoiceNumber("FV", { year: 2026, month: 11 }, 42)).toBe("FV/2026/11/00042");
  expect(formatInvoiceNumber("KOR", { year: 2026, month: 1 }, 123456)).toBe("KOR/2026/01/123456");
});
