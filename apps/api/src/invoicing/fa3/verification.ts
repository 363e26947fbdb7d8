// The "KOD I" verification link of an invoice (the Ministry's kody-qr.md): anyone holding the PDF scans it to see
// that the invoice is in KSeF and unchanged. {base}/invoice/{seller's NIP}/{issue date P_1 as DD-MM-YYYY}/{SHA-256
// of the XML file as sent, Base64URL without padding}. The base depends on the KSeF environment.
import { createHash } from "node:crypto";

/** The verification hosts of the Ministry's environments (kody-qr.md, "Środowiska"). */
export const KSEF_QR_BASES = {
  test: "https://qr-test.ksef.mf.gov.pl",
  demo: "https://qr-demo.ksef.mf.gov.pl",
  production: "https://qr.ksef.mf.gov.pl",
} as const;

const API_TO_QR: Record<string, string> = {
  "api-test.ksef.mf.gov.pl": KSEF_QR_BASES.test,
  "api-demo.ksef.mf.gov.pl": KSEF_QR_BASES.demo,
  "api.ksef.mf.gov.pl": KSEF_QR_BASES.production,
};

/**
 * The verification base of the Ministry's environment a KSeF API address belongs to ("https://api-test.ksef.mf.gov.pl/v2"
 * -> "https://qr-test.ksef.mf.gov.pl"); null for any other address (a local stand-in names its own).
 */
export function ksefQrBaseOf(apiBase: string): string | null {
  try {
    return API_TO_QR[new URL(apiBase).hostname] ?? null;
  } catch {
    return null;
  }
}

/** The SHA-256 of the invoice file's bytes (the XML as UTF-8, exactly as sent), Base64URL without padding. */
export function xmlSha256Base64Url(xml: string | Uint8Array): string {
  return createHash("sha256").update(xml).digest("base64url");
}

/**
 * The KOD I link. `base`: the environment's verification address (KSEF_QR_BASES, or a stand-in's); `issueDate`:
 * the invoice's P_1, YYYY-MM-DD; `xmlSha256`: xmlSha256Base64Url of the file sent.
 */
export function invoiceVerificationUrl(base: string, invoice: { sellerNip: string; issueDate: string; xmlSha256: string }): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(invoice.issueDate);
  if (!day) throw new Error(`verification link: the issue date must be YYYY-MM-DD, got ${invoice.issueDate}`);
  if (!/^\d{10}$/.test(invoice.sellerNip)) throw new Error("verification link: the seller's NIP must be ten digits");
  if (!/^[A-Za-z0-9_-]{43}$/.test(invoice.xmlSha256)) throw new Error("verification link: not a Base64URL SHA-256");
  return `${base.replace(/\/+$/, "")}/invoice/${invoice.sellerNip}/${day[3]}-${day[2]}-${day[1]}/${invoice.xmlSha256}`;
}
