// Every kind in every language: a translated subject, HTML and text, with the link, the reason or the kind.
import { BRANDS, LOCALES, type Locale } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { type EmailMessage, renderEmail, senderDomain, smtpSettings } from "../src";

const LINK = "https://shop.test/uk/kyiv/auth/verify-email?token=AbC_123-xyz&next=%2Fcabinet";
const REASON = "Company registration number does not match the company name";

const MESSAGES: EmailMessage[] = [
  { kind: "verify-email", firstName: "Olena", link: LINK },
  { kind: "password-restore", firstName: "Olena", link: LINK },
  { kind: "business-approved", firstName: "Olena", businessKind: "wholesale" },
  { kind: "business-approved", firstName: "Olena", businessKind: "franchise" },
  { kind: "business-rejected", firstName: "Olena", reason: REASON },
  { kind: "second-factor-removed", firstName: "Olena" },
  { kind: "new-device-sign-in", firstName: "Olena", device: "Firefox 120 · Windows 10", ip: "203.0.113.7", at: "2026-11-29T15:00:00.000Z" },
];

/** The account type as each language names it. */
const KIND_LABEL: Record<"wholesale" | "franchise", Record<Locale, string>> = {
  wholesale: { en: "Wholesale", uk: "Оптовий", pl: "Hurtowe", ru: "Оптовый" },
  franchise: { en: "Franchise", uk: "Франчайзинговий", pl: "Franczyzowe", ru: "Франчайзинговый" },
};

const SCRIPT: Record<Locale, RegExp> = { en: /^[^а-яіїєґ]*$/i, uk: /[іїєґ]/i, pl: /[ąćęłńóśźż]/i, ru: /[ыэъё]/i };

describe.each(MESSAGES)("$kind", (message) => {
  const english = renderEmail(message, "en", "default");

  it.each(LOCALES)("renders in %s", (locale) => {
    const email = renderEmail(message, locale, "default");
    expect(email.subject.length).toBeGreaterThan(10);
    expect(email.subject).toContain("Smoke Point");
    if (locale !== "en") {
      expect(email.subject).not.toBe(english.subject);
      expect(email.text).not.toBe(english.text);
    }
    expect(email.text).toMatch(SCRIPT[locale]);
    expect(email.html).toMatch(SCRIPT[locale]);
    expect(email.html).toMatch(new RegExp(`<html [^>]*\\blang="${locale}"`));
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Smoke Point");
      expect(part).toContain("Olena");
      expect(part).toContain(BRANDS.default.contacts.email);
      expect(part).toContain(BRANDS.default.contacts.phone);
    }
    if (message.kind === "verify-email" || message.kind === "password-restore") {
      expect(email.text).toContain(`\n${LINK}\n`);
      const escaped = LINK.replaceAll("&", "&amp;");
      expect(email.html).toContain(`href="${escaped}"`);
      expect(email.html).toContain(`>${escaped}</a>`);
    }
    if (message.kind === "business-approved") {
      expect(email.text).toContain(KIND_LABEL[message.businessKind][locale]);
      expect(email.html).toContain(KIND_LABEL[message.businessKind][locale]);
    }
    if (message.kind === "business-rejected") {
      expect(email.text).toContain(REASON);
      expect(email.html).toContain(REASON);
    }
  });
});

describe("layout", () => {
  it("uses the brand's name and colours", () => {
    const { html, text } = renderEmail(MESSAGES[0] as EmailMessage, "pl", "second");
    expect(html).toContain("Hookah Lane");
    expect(html).toContain(BRANDS.second.colours.accent);
    expect(html).toContain(`bgcolor="${BRANDS.second.colours.accent}"`);
    expect(text).toContain("Hookah Lane");
    expect(html).not.toContain("Smoke Point");
  });

  it("escapes what the customer or staff typed", () => {
    const { html, text } = renderEmail(
      { kind: "business-rejected", firstName: '<b>"Jan"</b>', reason: "<script>alert(1)</script> & co" },
      "pl",
      "default",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
    expect(html).toContain("&lt;b&gt;&quot;Jan&quot;&lt;/b&gt;");
    expect(text).toContain("<script>alert(1)</script> & co");
  });

  it("accepts only web links", () => {
    expect(() => renderEmail({ kind: "verify-email", firstName: "A", link: "javascript:alert(1)" }, "en", "default")).toThrow();
    expect(() => renderEmail({ kind: "password-restore", firstName: "A", link: "not a url" }, "en", "default")).toThrow();
  });

  it("greets without a name when there is none", () => {
    expect(renderEmail({ kind: "business-approved", firstName: " ", businessKind: "wholesale" }, "ru", "default").text).toContain(
      "Здравствуйте!",
    );
  });
});

describe("sender", () => {
  it("derives the domain from the SMTP host", () => {
    expect(senderDomain("smtp.shop.example")).toBe("shop.example");
    expect(senderDomain("mail.shop.example")).toBe("shop.example");
    expect(senderDomain("smtp.example")).toBe("smtp.example");
    expect(senderDomain("email-smtp.eu-central-1.amazonaws.com")).toBe("email-smtp.eu-central-1.amazonaws.com");
    expect(senderDomain("127.0.0.1")).toBe("localhost");
    expect(senderDomain("[::1]")).toBe("localhost");
    expect(senderDomain("mailhog")).toBe("localhost");
  });

  it("takes the address from the URL's from parameter and keeps credentials out of the display", () => {
    const settings = smtpSettings("smtps://user:s3cret@smtp.example.com:465?from=no-reply%40shop.example", "Smoke Point");
    expect(settings.from).toEqual({ name: "Smoke Point", address: "no-reply@shop.example" });
    expect(settings.display).toBe("smtps://smtp.example.com:465");
    expect(settings.url).not.toContain("from=");
    expect(settings.url).toContain("socketTimeout=60000");
    expect(smtpSettings("smtp://localhost:2525", "Hookah Lane").from.address).toBe("no-reply@localhost");
    expect(smtpSettings("smtp://relay.shop.example", "X", "shop@shop.example").from.address).toBe("shop@shop.example");
  });
});
