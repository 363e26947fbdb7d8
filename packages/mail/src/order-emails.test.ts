// The order e-mails in every language: what the customer must find in them (order, total, link, how to pay,
// where and when to pick up), escaped where they typed it, and a subject of its own for every status.
import { BRANDS, formatMoney, LOCALES, type Locale } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage, OrderMail, OrderMailStatus } from "./message";
import { renderEmail } from "./render";

const STATUSES: OrderMailStatus[] = ["CREATED", "AWAITING_PAYMENT", "PAID", "APPROVED", "READY_FOR_PICKUP", "COMPLETED", "CANCELED"];
const LINK = "https://shop.test/pl/warszawa/orders/7KQ2M9XB4RT6H";
const ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

const PICKUP: OrderMail = {
  firstName: "Olena",
  orderId: "7KQ2M9XB4RT6H",
  link: LINK,
  cityName: "Warszawa",
  status: "CREATED",
  items: [
    { name: "Alpha Hookah Model X", quantity: 1, lineTotal: 89_900 },
    { name: "Adalya Love 66, 50 g", quantity: 3, lineTotal: 7_497 },
  ],
  subtotal: 97_397,
  discount: 9_740,
  deliveryFee: 0,
  total: 87_657,
  payment: "in-store",
  delivery: "local-pickup",
  // 14:00 UTC in May is 16:00 in Warsaw.
  pickup: { storeAddress: "ul. Marszałkowska 100, 00-026 Warszawa", at: "2026-05-12T14:00:00.000Z" },
};
const CRYPTO: OrderMail = {
  ...PICKUP,
  status: "AWAITING_PAYMENT",
  discount: 0,
  deliveryFee: 0,
  total: 97_397,
  payment: "crypto",
  delivery: "courier",
  pickup: undefined,
  payUntil: "2026-05-12T12:30:00.000Z",
  crypto: { address: ADDRESS, amountText: "246.580042" },
};
const ONLINE: OrderMail = { ...CRYPTO, crypto: undefined, payment: "online", delivery: "parcel-locker", deliveryFee: 1_299, total: 98_696 };

const placed = (mail: OrderMail): EmailMessage => ({ kind: "order-placed", ...mail });
const status = (mail: OrderMail, to: OrderMailStatus, note?: string): EmailMessage => ({ kind: "order-status", ...mail, status: to, note });
const TAG = /<\/?[a-z][^>]*>/i;
/** The HTML without React Email's Outlook-only comments (its button's spacing, written by the library). */
const outsideOutlookComments = (html: string) => html.replace(/<!--\[if mso\]>[\s\S]*?<!\[endif\]-->/g, "");
const SCRIPT: Record<Locale, RegExp> = { en: /^[^а-яіїєґ]*$/i, uk: /[іїєґ]/i, pl: /[ąćęłńóśźż]/i, ru: /[ыэъё]/i };

describe.each(LOCALES)("in %s", (locale) => {
  const messages: Array<[string, EmailMessage]> = [
    ["placed, pickup", placed(PICKUP)],
    ["placed, crypto", placed(CRYPTO)],
    ["placed, online", placed(ONLINE)],
    ...STATUSES.map((s): [string, EmailMessage] => [`status ${s}`, status(s === "AWAITING_PAYMENT" ? CRYPTO : PICKUP, s)]),
  ];

  it.each(messages)("%s names the order, its total and its tracking link", (_, message) => {
    const email = renderEmail(message, locale, "default");
    const total = formatMoney((message as OrderMail).total, locale);
    // The id in readable groups wherever it is read; the link keeps the stored id.
    for (const part of [email.subject, email.html, email.text]) expect(part).toContain("7KQ2-M9XB-4RT6H");
    expect(email.subject).toContain("Smoke Point");
    expect(email.html).toContain(total);
    expect(email.text).toContain(total);
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.text).toContain(`\n${LINK}\n`);
    expect(email.text).not.toMatch(TAG);
    expect(email.html).toMatch(new RegExp(`<html [^>]*\\blang="${locale}"`));
    expect(email.text).toMatch(SCRIPT[locale]);
  });

  it("gives every status a subject of its own", () => {
    const subjects = STATUSES.map((s) => renderEmail(status(PICKUP, s), locale, "default").subject);
    subjects.push(renderEmail(placed(PICKUP), locale, "default").subject);
    expect(new Set(subjects).size).toBe(STATUSES.length + 1);
  });

  it("lists the items with their totals, the discount, and the store and time of a pickup", () => {
    const { html, text } = renderEmail(placed(PICKUP), locale, "default");
    for (const part of [html, text]) {
      expect(part).toContain("Alpha Hookah Model X × 1");
      expect(part).toContain("Adalya Love 66, 50 g × 3");
      expect(part).toContain(formatMoney(7_497, locale));
      expect(part).toContain(formatMoney(97_397, locale));
      expect(part).toContain(formatMoney(-9_740, locale));
      expect(part).toContain("ul. Marszałkowska 100, 00-026 Warszawa");
      expect(part).toMatch(/\b16:00\b/);
    }
    // The text table's values end in one column.
    const amounts = [89_900, 7_497, 97_397, -9_740, 87_657].map((grosze) => formatMoney(grosze, locale));
    const ends = text
      .split("\n")
      .filter((line) => amounts.some((amount) => line.endsWith(amount)) && line.length > 20)
      .map((line) => line.length);
    expect(ends).toHaveLength(5);
    expect(new Set(ends).size).toBe(1);
  });

  it("shows no discount when there is none, and a free delivery as free", () => {
    const free = renderEmail(placed(CRYPTO), locale, "default");
    const paid = renderEmail(placed(ONLINE), locale, "default");
    const pickup = renderEmail(placed(PICKUP), locale, "default");
    const discount = { en: "Discount", uk: "Знижка", pl: "Rabat", ru: "Скидка" }[locale];
    const gratis = { en: "Free", uk: "Безкоштовно", pl: "Gratis", ru: "Бесплатно" }[locale];
    expect(free.text).not.toContain(discount);
    expect(pickup.text).toContain(discount);
    expect(free.text).toMatch(new RegExp(`\\s${gratis}\\n`));
    expect(paid.text).toContain(formatMoney(1_299, locale));
    expect(paid.text).not.toMatch(new RegExp(`\\s${gratis}\\n`));
    expect(pickup.text).not.toMatch(new RegExp(`\\s${gratis}\\n`));
  });

  it("tells a crypto payer the address, the exact amount, the deadline in shop time and the confirmation time", () => {
    for (const message of [placed(CRYPTO), status(CRYPTO, "AWAITING_PAYMENT")]) {
      const { html, text } = renderEmail(message, locale, "default");
      for (const part of [html, text]) {
        expect(part).toContain(ADDRESS);
        expect(part).toContain("246.580042 USDT");
        expect(part).toMatch(/\b14:30\b/);
        expect(part).not.toMatch(/\b12:30\b/);
        expect(part).toMatch(/\b5\b[^.]*\b30\b/);
      }
    }
  });

  it("tells an online payer the time to pay by, and an in-store payer to pay at pickup", () => {
    expect(renderEmail(placed(ONLINE), locale, "default").text).toMatch(/\b14:30\b/);
    const inStore = { en: "pay in the store", uk: "у магазині", pl: "w sklepie", ru: "в магазине" }[locale];
    expect(renderEmail(placed(PICKUP), locale, "default").text).toContain(inStore);
    expect(renderEmail(placed(ONLINE), locale, "default").text).not.toContain(inStore);
  });

  it("asks for an ID when the order is ready for pickup", () => {
    const { text } = renderEmail(status(PICKUP, "READY_FOR_PICKUP"), locale, "default");
    expect(text).toContain("18+");
    expect(text).toContain("ul. Marszałkowska 100");
    expect(text).toMatch(/\b16:00\b/);
    expect(renderEmail(status(PICKUP, "PAID"), locale, "default").text).not.toContain("18+");
  });

  it("quotes the note of a status change", () => {
    const { html, text } = renderEmail(status(ONLINE, "CANCELED", "Out of stock at the store"), locale, "default");
    expect(html).toContain("Out of stock at the store");
    expect(text).toContain("Out of stock at the store");
    expect(text).toContain(BRANDS.default.contacts.email);
  });

  it("counts the items in the preview line in the language's plural form", () => {
    const count = (quantity: number) =>
      renderEmail(placed({ ...PICKUP, items: [{ name: "Charcoal", quantity, lineTotal: 1_000 }] }), locale, "default").html;
    const forms = {
      en: ["1 item,", "2 items,", "5 items,"],
      uk: ["1 товар на", "2 товари на", "5 товарів на"],
      pl: ["1 produkt o", "2 produkty o", "5 produktów o"],
      ru: ["1 товар на", "2 товара на", "5 товаров на"],
    }[locale];
    expect(count(1)).toContain(forms[0]);
    expect(count(2)).toContain(forms[1]);
    expect(count(5)).toContain(forms[2]);
  });
});

describe("what the customer or staff typed", () => {
  it("is escaped in HTML and kept as it is in the text", () => {
    const mail: OrderMail = {
      ...PICKUP,
      firstName: '<b>"Jan"</b>',
      items: [{ name: "<script>alert(1)</script>", quantity: 2, lineTotal: 2_000 }],
      pickup: { storeAddress: "Main St <i>1</i> & Co", at: PICKUP.pickup?.at as string },
    };
    for (const message of [placed(mail), status(mail, "READY_FOR_PICKUP", "<img src=x onerror=alert(1)>")]) {
      const { html, text } = renderEmail(message, "en", "default");
      expect(outsideOutlookComments(html)).not.toMatch(/<(script|b|i|img)[\s>]/);
      expect(html).not.toMatch(/<(script|b|img)[\s>]/);
      expect(html).toContain("&lt;b&gt;&quot;Jan&quot;&lt;/b&gt;");
      expect(html).toContain("Main St &lt;i&gt;1&lt;/i&gt; &amp; Co");
      expect(text).toContain("Main St <i>1</i> & Co");
      if (message.kind === "order-placed") {
        expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; × 2");
        expect(text).toContain("<script>alert(1)</script> × 2");
      } else {
        expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      }
    }
  });

  it("accepts only a web link for tracking", () => {
    expect(() => renderEmail(placed({ ...PICKUP, link: "javascript:alert(1)" }), "en", "default")).toThrow();
    expect(() => renderEmail(status({ ...PICKUP, link: "not a url" }, "PAID"), "pl", "default")).toThrow();
  });
});
