// The review request e-mail (issue 38) in every language: each product with its review form's link, the one-click
// opt-out link in both parts, names escaped.
import { BRANDS, LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage } from "./message";
import { renderEmail } from "./render";

const message: EmailMessage = {
  kind: "review-request",
  firstName: "Ada",
  orderId: "ABCDEFGHJKMNP",
  products: [
    { name: 'Adalya <Love> 66 & "Mint"', link: "https://shop.test/pl/warszawa/reviews/adalya-love-66" },
    { name: "Kaloud Lotus", link: "https://shop.test/pl/warszawa/reviews/kaloud-lotus" },
  ],
  unsubscribeLink: "https://shop.test/pl/warszawa/info/reviews?optOut=abc",
  oneClickLink: "https://shop.test/api/v1/mail/one-click?kind=review-requests&token=abc",
};

describe.each(LOCALES)("the review request in %s", (locale) => {
  it("links every product's review form and the opt-out", () => {
    const mail = renderEmail(message, locale, BRANDS.default);
    expect(mail.subject).not.toBe("");
    expect(mail.text).toContain("ABCDEFGHJKMNP");
    for (const link of ["adalya-love-66", "kaloud-lotus", "info/reviews?optOut=abc"]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link);
    }
    expect(mail.html).not.toContain("<Love>");
    expect(mail.html).toContain("&lt;Love&gt;");
  });
});

it("refuses a link that is not http(s)", () => {
  expect(() => renderEmail({ ...message, unsubscribeLink: "javascript:alert(1)" } as EmailMessage, "en", "default")).toThrow();
});
