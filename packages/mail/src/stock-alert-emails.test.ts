// The "back in stock" e-mails (issue 18) in every language: the product and city named, the confirm or product
// link as a button and as text, the unsubscribe link in the footer of both parts, and the product's name escaped.
import { BRANDS, LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage } from "./message";
import { listUnsubscribeHeaders, renderEmail } from "./render";

const base = {
  firstName: "",
  productName: 'Adalya <Love> 66 & "Mint"',
  cityName: "Warszawa",
  link: "https://shop.test/uk/warszawa/stock-alerts/confirm?token=abc",
  unsubscribeLink: "https://shop.test/uk/warszawa/stock-alerts/unsubscribe?token=abc",
  oneClickLink: "https://shop.test/api/v1/mail/one-click?kind=stock-alert&token=abc",
};
const MESSAGES: EmailMessage[] = [
  { kind: "stock-alert-confirm", ...base },
  { kind: "back-in-stock", ...base, link: "https://shop.test/uk/warszawa/products/adalya-love-66" },
];

describe.each(LOCALES)("stock alert e-mails in %s", (locale) => {
  it.each(MESSAGES.map((message) => [message.kind, message] as const))("%s names the product and links both ways", (_kind, message) => {
    const mail = renderEmail(message, locale, BRANDS.default);
    expect(mail.subject).not.toBe("");
    expect(mail.text).toContain(base.productName);
    expect(mail.text).toContain("Warszawa");
    expect(mail.text).toContain(message.kind === "back-in-stock" ? message.link : base.link);
    expect(mail.text).toContain(base.unsubscribeLink);
    expect(mail.html).toContain(base.unsubscribeLink);
    expect(mail.html).not.toContain("<Love>");
    expect(mail.html).toContain("&lt;Love&gt;");
  });
});

it("refuses a link that is not http(s)", () => {
  expect(() => renderEmail({ kind: "back-in-stock", ...base, unsubscribeLink: "javascript:alert(1)" }, "en", "default")).toThrow();
});

it("gives the one-click unsubscribe headers (RFC 8058) to the alerts, none to an account's e-mail", () => {
  expect(listUnsubscribeHeaders({ kind: "back-in-stock", ...base })).toEqual({
    "List-Unsubscribe": `<${base.oneClickLink}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  expect(listUnsubscribeHeaders({ kind: "second-factor-removed", firstName: "Olena" })).toBeNull();
  expect(() => listUnsubscribeHeaders({ kind: "back-in-stock", ...base, oneClickLink: "javascript:alert(1)" })).toThrow();
});
