// The daily "to reorder" digest (issue 33) in every language: the products below the minimum with what to order, a
// link to each store's list, counts in the language's plural forms, names escaped, a long list cut with a count.
import { BRANDS, LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { ReorderDigestMail } from "./message";
import { renderEmail } from "./render";
import { DIGEST_MAX_LINES } from "./texts/reorder-digest";

const line = (n: number) => ({ name: `Adalya <Love> ${n}`, sku: `AL-${n}`, units: 1, min: 4, target: 10, toOrder: 9 });
const mail: ReorderDigestMail = {
  firstName: "Tomasz",
  day: "2026-11-29",
  stores: [
    { name: "ul. Floriańska 10", cityName: "Kraków", link: "https://shop.test/pl/admin/stock/reorder?store=4", lines: [line(1), line(2)] },
    { name: "ul. Karmelicka 3", cityName: "Kraków", link: "https://shop.test/pl/admin/stock/reorder?store=5", lines: [line(3)] },
  ],
};

describe.each(LOCALES)("the reorder digest in %s", (locale) => {
  it("lists each product with what to order and links each store's list", () => {
    const email = renderEmail({ kind: "reorder-digest", ...mail }, locale, BRANDS.default);
    expect(email.subject).toContain("3");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("https://shop.test/pl/admin/stock/reorder?store=4");
      expect(part).toContain("https://shop.test/pl/admin/stock/reorder?store=5");
      expect(part).toContain("AL-3");
      expect(part).toContain("27");
    }
    expect(email.text).toContain("Adalya <Love> 2");
    expect(email.html).not.toContain("<Love>");
    expect(email.text).toContain("Tomasz");
  });
});

it("speaks each language's plural forms", () => {
  const subject = (locale: "en" | "uk" | "pl" | "ru", count: number) =>
    renderEmail(
      {
        kind: "reorder-digest",
        ...mail,
        stores: [{ ...(mail.stores[0] as ReorderDigestMail["stores"][0]), lines: Array.from({ length: count }, (_, n) => line(n)) }],
      },
      locale,
      "default",
    ).subject;
  expect(subject("en", 1)).toBe("To reorder: 1 product — Smoke Point");
  expect(subject("pl", 2)).toMatch(/^Do zamówienia: 2 produkty – /);
  expect(subject("pl", 5)).toMatch(/^Do zamówienia: 5 produktów – /);
  expect(subject("uk", 21)).toMatch(/^До замовлення: 21 товар — /);
  expect(subject("ru", 3)).toMatch(/^К заказу: 3 товара — /);
});

it("cuts a long list, counting what it leaves out", () => {
  const lines = Array.from({ length: DIGEST_MAX_LINES + 12 }, (_, n) => line(n));
  const email = renderEmail(
    { kind: "reorder-digest", ...mail, stores: [{ ...(mail.stores[0] as ReorderDigestMail["stores"][0]), lines }] },
    "pl",
    "default",
  );
  expect(email.text).toContain("…i jeszcze 12 produktów: zobacz listę");
  expect(email.text).toContain(`(SKU AL-${DIGEST_MAX_LINES - 1})`);
  expect(email.text).not.toContain(`(SKU AL-${DIGEST_MAX_LINES})`);
  expect(email.text).toContain(String((DIGEST_MAX_LINES + 12) * 9));
});
