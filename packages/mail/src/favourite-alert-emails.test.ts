// A favourite's alert e-mails (issue 38) in every language: back in stock and a lower price, the price now, a reduced
// price's regular price and its lowest price of the 30 days before the reduction (Omnibus), the product link, the
// unsubscribe link in both parts, and the product's name escaped.
import { formatMoney, LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage } from "./message";
import { renderEmail } from "./render";

const base = {
  firstName: "Olena",
  productName: 'Adalya <Love> 66 & "Mint"',
  cityName: "Warszawa",
  link: "https://shop.test/pl/warszawa/products/adalya-love-66",
  unsubscribeLink: "https://shop.test/pl/warszawa/favourites/unsubscribe?token=abc",
  oneClickLink: "https://shop.test/api/v1/mail/one-click?kind=favourite&token=abc",
};
const back: EmailMessage = { kind: "favourite-alert", ...base, change: "back-in-stock", price: 4999, regular: null, lowest30Days: null };
const cheaper: EmailMessage = { kind: "favourite-alert", ...base, change: "lower-price", price: 3999, regular: 4999, lowest30Days: 4599 };

describe.each(LOCALES)("favourite alert e-mails in %s", (locale) => {
  it("tell a return to stock with the price, and link to the product and the way out", () => {
    const mail = renderEmail(back, locale, "default");
    expect(mail.text).toContain(base.productName);
    expect(mail.text).toContain(formatMoney(4999, locale));
    expect(mail.text).toContain(base.link);
    expect(mail.text).toContain(base.unsubscribeLink);
    expect(mail.html).toContain(base.unsubscribeLink);
    expect(mail.html).not.toContain("<Love>");
  });

  it("tell a lower price with the regular price and the lowest of the 30 days before the reduction", () => {
    const mail = renderEmail(cheaper, locale, "default");
    expect(mail.subject).not.toBe(renderEmail(back, locale, "default").subject);
    for (const amount of [3999, 4999, 4599]) expect(mail.text).toContain(formatMoney(amount, locale));
  });
});

it("refuses a link that is not http(s)", () => {
  expect(() => renderEmail({ ...back, unsubscribeLink: "javascript:alert(1)" } as EmailMessage, "en", "default")).toThrow();
});
