import { describe, expect, it } from "vitest";
import { groupedAccount, plAmount, plDate, plMoney, rateLabel } from "./format";

const spaces = (text: string) => text.replaceAll("\u00a0", " ");

describe("invoice PDF values", () => {
  it("writes money Polish style, thousands grouped, the comma for decimals", () => {
    expect(spaces(plMoney(123456))).toBe("1 234,56 zł");
    expect(spaces(plMoney(123456789))).toBe("1 234 567,89 zł");
    expect(spaces(plMoney(99999))).toBe("999,99 zł");
    expect(spaces(plMoney(5))).toBe("0,05 zł");
    expect(spaces(plMoney(-500000))).toBe("-5 000,00 zł");
    expect(plAmount(0)).toBe("0,00");
    // Non-breaking: an amount never breaks over two lines.
    expect(plMoney(123456)).toBe("1\u00a0234,56\u00a0zł");
  });

  it("writes days as DD.MM.YYYY and rates as percent or zw", () => {
    expect(plDate("2026-11-05")).toBe("05.11.2026");
    expect([rateLabel("23"), rateLabel("0"), rateLabel("zw")]).toEqual(["23%", "0%", "zw"]);
  });

  it("groups an IBAN by four and an NRB after its check digits", () => {
    expect(groupedAccount("PL61109010140000071219812874")).toBe("PL61 1090 1014 0000 0712 1981 2874");
    expect(groupedAccount("61 1090-1014 0000 0712 1981 2874")).toBe("61 1090 1014 0000 0712 1981 2874");
  });
});
