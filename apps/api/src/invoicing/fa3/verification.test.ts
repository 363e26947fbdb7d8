import { describe, expect, it } from "vitest";
import { invoiceDocument } from "../../../test/invoice-fixture";
import { buildFa3Xml } from "./build";
import { invoiceVerificationUrl, KSEF_QR_BASES, ksefQrBaseOf, xmlSha256Base64Url } from "./verification";

describe("KOD I verification link", () => {
  it("is the Ministry's example link (kody-qr.md): NIP, the issue date as DD-MM-YYYY, the hash", () => {
    const url = invoiceVerificationUrl(KSEF_QR_BASES.test, {
      sellerNip: "1111111111",
      issueDate: "2026-02-01",
      xmlSha256: "UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
    });
    expect(url).toBe("https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE");
  });

  it("takes each environment's base, with or without a trailing slash", () => {
    const invoice = { sellerNip: "5265877635", issueDate: "2026-11-05", xmlSha256: xmlSha256Base64Url("") };
    expect(invoiceVerificationUrl(KSEF_QR_BASES.production, invoice)).toBe(
      "https://qr.ksef.mf.gov.pl/invoice/5265877635/05-11-2026/47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU",
    );
    expect(invoiceVerificationUrl("http://127.0.0.1:4010/qr/", invoice)).toBe(
      "http://127.0.0.1:4010/qr/invoice/5265877635/05-11-2026/47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU",
    );
  });

  it("refuses a date, a NIP or a hash of another form", () => {
    const invoice = { sellerNip: "5265877635", issueDate: "2026-11-05", xmlSha256: xmlSha256Base64Url("") };
    expect(() => invoiceVerificationUrl(KSEF_QR_BASES.test, { ...invoice, issueDate: "05.11.2026" })).toThrow(/YYYY-MM-DD/);
    expect(() => invoiceVerificationUrl(KSEF_QR_BASES.test, { ...invoice, sellerNip: "526-587-76-35" })).toThrow(/NIP/);
    expect(() => invoiceVerificationUrl(KSEF_QR_BASES.test, { ...invoice, xmlSha256: "47DEQpj8HBSa+/TImW" })).toThrow(/SHA-256/);
  });

  it("knows the verification host of each Ministry API host, and none of another", () => {
    expect(ksefQrBaseOf("https://api-test.ksef.mf.gov.pl/v2")).toBe("https://qr-test.ksef.mf.gov.pl");
    expect(ksefQrBaseOf("https://api-demo.ksef.mf.gov.pl/v2")).toBe("https://qr-demo.ksef.mf.gov.pl");
    expect(ksefQrBaseOf("https://api.ksef.mf.gov.pl/v2")).toBe("https://qr.ksef.mf.gov.pl");
    expect(ksefQrBaseOf("http://127.0.0.1:4010")).toBeNull();
    expect(ksefQrBaseOf("not a url")).toBeNull();
  });
});

describe("SHA-256 of the XML, Base64URL", () => {
  it("is the standard digest in the URL alphabet without padding", () => {
    expect(xmlSha256Base64Url("")).toBe("47DEQpj8HBSa-_TImW-5JCeuQeRkm5NMpJWZG3hSuFU");
    // Base64 "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=".
    expect(xmlSha256Base64Url("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
  });

  it("hashes the file's UTF-8 bytes: the XML text and the bytes sent give one hash, any change another", () => {
    const xml = buildFa3Xml(invoiceDocument({ goods: [{ name: "Tytoń źródlany ąęł", quantity: 1, unitGross: 2999 }] }));
    const hash = xmlSha256Base64Url(xml);
    expect(xmlSha256Base64Url(new TextEncoder().encode(xml))).toBe(hash);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xmlSha256Base64Url(xml.replace("ąęł", "aeł"))).not.toBe(hash);
  });
});
