import { ORDER_STATUS_CODES } from "@shop/contracts";
import { LOCALES, type Locale } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { translatorIn } from "../../lib/texts/testing";

async function texts() {
  return (lng: string) => translatorIn(lng as Locale) as (key: string, vars?: Record<string, unknown>) => string;
}

describe("order texts", () => {
  it("name every status and say what happens next, in every language, each status its own words", async () => {
    const say = await texts();
    for (const lng of LOCALES) {
      const labels = ORDER_STATUS_CODES.map((status) => say(lng)(`orders.status.${status}.label`));
      const next = ORDER_STATUS_CODES.map((status) => say(lng)(`orders.status.${status}.next`));
      for (const [index, status] of ORDER_STATUS_CODES.entries()) {
        expect(labels[index], `${lng} ${status}`).not.toBe(`orders.status.${status}.label`);
        expect(labels[index]?.trim().length, `${lng} ${status}`).toBeGreaterThan(2);
        expect(next[index], `${lng} ${status}`).toMatch(/[.!]$/);
      }
      expect(new Set(labels).size, lng).toBe(ORDER_STATUS_CODES.length);
      expect(new Set(next).size, lng).toBe(ORDER_STATUS_CODES.length);
    }
    expect(say("en")("orders.status.AWAITING_PAYMENT.label")).toBe("Awaiting payment");
    expect(say("uk")("orders.status.READY_FOR_PICKUP.label")).toBe("Готове до видачі");
    expect(say("pl")("orders.status.CANCELED.label")).toBe("Anulowane");
    expect(say("ru")("orders.status.PAID.label")).toBe("Оплачен");
  });

  it("count an order's items with each language's plural forms", async () => {
    const say = await texts();
    const count = (lng: string) => [1, 3, 5, 22].map((n) => say(lng)("orders.list.items", { count: n }));
    expect(count("en")).toEqual(["1 item", "3 items", "5 items", "22 items"]);
    expect(count("uk")).toEqual(["1 товар", "3 товари", "5 товарів", "22 товари"]);
    expect(count("pl")).toEqual(["1 produkt", "3 produkty", "5 produktów", "22 produkty"]);
    expect(count("ru")).toEqual(["1 товар", "3 товара", "5 товаров", "22 товара"]);
  });

  it("thank for a placed order with its number in every language", async () => {
    const say = await texts();
    for (const lng of LOCALES) expect(say(lng)("orders.notice.placed", { id: "7KQ2M9XB4RT6H" })).toContain("7KQ2M9XB4RT6H");
  });
});
