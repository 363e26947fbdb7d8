// An invoice's e-mail in every language: what it says of KSeF (a private person's invoice, in KSeF with its number,
// not yet in KSeF, and the follow-up once it is), a correction naming the invoice it corrects, the order's link.
import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import type { EmailMessage, InvoiceMail } from "./message";
import { renderEmail } from "./render";

const KSEF_NUMBER = "5265877635-20261129-0100A0B1C2D3-E4";
const LINK = "https://shop.test/pl/warszawa/order-tracking/7KQ2M9XB4RT6H";
const INVOICE: InvoiceMail = {
  firstName: "Olena",
  orderId: "7KQ2M9XB4RT6H",
  link: LINK,
  number: "FV/2026/11/00042",
  corrects: null,
  issueDate: "2026-11-29",
  gross: 91_199,
  ksef: { state: "not-applicable" },
};
const mail = (overrides: Partial<InvoiceMail>): EmailMessage => ({ kind: "invoice", ...INVOICE, ...overrides });

describe.each(LOCALES)("in %s", (locale) => {
  const render = (overrides: Partial<InvoiceMail>) => renderEmail(mail(overrides), locale, "default");

  it("names the invoice, the order (linked) and the day; the KSeF number only once the invoice is in KSeF", () => {
    const privateOne = render({});
    const inKsef = render({ ksef: { state: "in-ksef", number: KSEF_NUMBER, followUp: false } });
    const notYet = render({ ksef: { state: "not-yet" } });
    for (const sent of [privateOne, inKsef, notYet]) {
      expect(sent.subject).toContain("FV/2026/11/00042");
      expect(sent.text).toContain("7KQ2-M9XB-4RT6H");
      expect(sent.html).toContain(`href="${LINK}"`);
      expect(sent.text).toMatch(/29|2026/);
    }
    expect(inKsef.text).toContain(KSEF_NUMBER);
    expect(privateOne.text).not.toContain(KSEF_NUMBER);
    expect(notYet.text).not.toContain(KSEF_NUMBER);
    // Three different things said of KSeF.
    expect(new Set([privateOne.text, inKsef.text, notYet.text]).size).toBe(3);
  });

  it("has a subject of its own for the follow-up with the KSeF number", () => {
    const first = render({ ksef: { state: "in-ksef", number: KSEF_NUMBER, followUp: false } });
    const followUp = render({ ksef: { state: "in-ksef", number: KSEF_NUMBER, followUp: true } });
    expect(followUp.subject).not.toBe(first.subject);
    expect(followUp.subject).toContain("KSeF");
    expect(followUp.text).toContain(KSEF_NUMBER);
  });

  it("says which invoice a correction corrects", () => {
    const correction = render({ number: "KOR/2026/11/00003", corrects: "FV/2026/11/00042", gross: -12_300 });
    expect(correction.subject).toContain("KOR/2026/11/00003");
    expect(correction.text).toContain("FV/2026/11/00042");
    expect(correction.subject).not.toBe(render({}).subject.replace("FV/2026/11/00042", "KOR/2026/11/00003"));
  });
});
