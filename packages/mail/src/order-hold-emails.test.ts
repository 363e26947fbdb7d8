// A pickup order's hold in its e-mails and text messages (issue 33), in every language: the "ready" e-mail says until
// when it is held, the reminder says it again, the cancellation at the hold's end says it was not collected within
// N days (each language's plural) and what becomes of the money; the SMS texts stay short and carry the link.
import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage, OrderMail } from "./message";
import { renderEmail } from "./render";
import { renderSms } from "./sms/sms-texts";
import { smsParts } from "./sms/smsapi-stand-in";

const UNTIL = "2026-05-15T12:30:00.000Z";
const ORDER: OrderMail = {
  firstName: "Olena",
  orderId: "7KQ2M9XB4RT6H",
  link: "https://shop.test/pl/warszawa/order-tracking/7KQ2M9XB4RT6H",
  cityName: "Warszawa",
  status: "READY_FOR_PICKUP",
  items: [{ name: "Alpha Hookah Model X", quantity: 1, lineTotal: 89_900 }],
  subtotal: 89_900,
  discount: 0,
  deliveryFee: 0,
  total: 89_900,
  payment: "in-store",
  delivery: "local-pickup",
  pickup: { storeAddress: "ul. Marszałkowska 10", at: "2026-05-12T12:00:00.000Z" },
};
const status = (mail: Partial<OrderMail>): EmailMessage => ({ kind: "order-status", ...ORDER, ...mail });

describe.each(LOCALES)("in %s", (locale) => {
  it("says until when a ready order is held, and reminds with its own subject", () => {
    const ready = renderEmail(status({ hold: { until: UNTIL, days: 3 } }), locale, "default");
    const plain = renderEmail(status({}), locale, "default");
    expect(ready.subject).toBe(plain.subject);
    expect(ready.text).toContain("14:30");
    expect(plain.text).not.toContain("14:30");
    const reminder = renderEmail({ kind: "order-pickup-reminder", ...ORDER, hold: { until: UNTIL, days: 3 } }, locale, "default");
    expect(reminder.subject).not.toBe(ready.subject);
    expect(reminder.text).toContain("14:30");
    expect(reminder.text).toContain(ORDER.link);
  });

  it("tells a cancellation at the hold's end apart from another one, and says what becomes of a payment", () => {
    const ended = (payment: OrderMail["payment"], days = 3) =>
      renderEmail(status({ status: "CANCELED", payment, hold: { until: UNTIL, days, ended: true } }), locale, "default");
    const canceled = renderEmail(status({ status: "CANCELED" }), locale, "default");
    expect(ended("in-store").subject).not.toBe(canceled.subject);
    expect(ended("in-store").text).toContain("3");
    expect(ended("online").text).toContain("899");
    expect(ended("online").text).not.toBe(ended("in-store").text);
    expect(ended("crypto").text).toContain("TRC-20");
    // The language's plural forms: "within 1 day" differs from "within 3/5 days" (uk, pl and ru take the genitive
    // after "within", in which 3 and 5 agree: днів, dni, дней).
    const words = new Set([1, 3, 5].map((days) => ended("in-store", days).text.replace(/\d/g, "")));
    expect(words.size).toBe(2);
  });

  it("keeps the text messages short, with the order number and the link", () => {
    const ready = renderSms(
      { kind: "sms-ready-for-pickup", orderId: ORDER.orderId, storeAddress: "ul. Marszałkowska 10", holdUntil: UNTIL, link: ORDER.link },
      locale,
      "default",
    );
    const onItsWay = renderSms(
      {
        kind: "sms-on-its-way",
        orderId: ORDER.orderId,
        trackingUrl: "https://inpost.pl/sledzenie-przesylek?number=620000000000000004200000",
      },
      locale,
      "default",
    );
    expect(ready).toContain("7KQ2-M9XB-4RT6H");
    expect(ready).toContain("15.05 14:30");
    expect(ready.endsWith(ORDER.link)).toBe(true);
    expect(onItsWay).toContain("620000000000000004200000");
    for (const text of [ready, onItsWay]) expect(smsParts(text)).toBeLessThanOrEqual(3);
  });
});
