// A delivery order's InPost parcel in its status e-mails, in every language: the tracking number linked to InPost's
// page, and the approved order's "on its way" e-mail that InPost's number sends.
import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage, OrderMail } from "./message";
import { renderEmail } from "./render";

const NUMBER = "620000000000000004200000";
const URL = `https://inpost.pl/sledzenie-przesylek?number=${NUMBER}`;
const ORDER: OrderMail = {
  firstName: "Olena",
  orderId: "7KQ2M9XB4RT6H",
  link: "https://shop.test/pl/warszawa/order-tracking/7KQ2M9XB4RT6H",
  cityName: "Warszawa",
  status: "APPROVED",
  items: [{ name: "Alpha Hookah Model X", quantity: 1, lineTotal: 89_900 }],
  subtotal: 89_900,
  discount: 0,
  deliveryFee: 1_299,
  total: 91_199,
  payment: "online",
  delivery: "parcel-locker",
};
const status = (mail: Partial<OrderMail>): EmailMessage => ({ kind: "order-status", ...ORDER, ...mail });

describe.each(LOCALES)("in %s", (locale) => {
  it("tells an approved order's parcel is on its way, with its tracking number linked to InPost", () => {
    const sent = renderEmail(status({ parcel: { trackingNumber: NUMBER, url: URL } }), locale, "default");
    const approved = renderEmail(status({}), locale, "default");
    expect(sent.subject).not.toBe(approved.subject);
    expect(sent.subject).toContain("7KQ2-M9XB-4RT6H");
    expect(sent.html).toContain(`href="${URL}"`);
    expect(sent.html).toContain(`>${NUMBER}</a>`);
    expect(sent.text).toContain(`${NUMBER}\n  ${URL}`);
    expect(approved.text).not.toContain(NUMBER);
    expect(approved.html).not.toContain("inpost.pl");
  });

  it("keeps the number in later status e-mails of the order, under their own subject", () => {
    const completed = renderEmail(status({ status: "COMPLETED", parcel: { trackingNumber: NUMBER, url: URL } }), locale, "default");
    const plain = renderEmail(status({ status: "COMPLETED" }), locale, "default");
    expect(completed.subject).toBe(plain.subject);
    expect(completed.text).toContain(URL);
  });

  it("says courier or parcel locker as the order goes", () => {
    const courier = renderEmail(status({ delivery: "courier", parcel: { trackingNumber: NUMBER, url: URL } }), locale, "default");
    const locker = renderEmail(status({ parcel: { trackingNumber: NUMBER, url: URL } }), locale, "default");
    expect(courier.text).not.toBe(locker.text);
  });
});

it("refuses a parcel link that is not a web address", () => {
  expect(() => renderEmail(status({ parcel: { trackingNumber: NUMBER, url: "javascript:alert(1)" } }), "en", "default")).toThrow();
});
