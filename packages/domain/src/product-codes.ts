// What names a product besides its slug (issue 33): the shop's SKU (stock keeping unit, the key of the catalogue
// import) and the VAT rate of its gross prices. The EAN barcode is ean.ts. The database checks the same formats.
import { cleanEan, isEan13 } from "./ean";

/** An SKU: a letter or digit, then up to 39 letters, digits, dots, underscores, slashes or hyphens (SP-000042). */
export const PRODUCT_SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
export const PRODUCT_SKU_MAX = 40;

export const isProductSku = (value: string): boolean => PRODUCT_SKU.test(value);

/** VAT rates of Polish invoices: percent, or "zw" (exempt). The shop's default is 23 %. */
export const VAT_RATES = ["23", "8", "5", "0", "zw"] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = "23";

/** A VAT rate as people write it ("23", "23%", "23 %", "ZW"); null when it is none of the shop's rates. */
export function parseVatRate(text: string): VatRate | null {
  const value = text.trim().toLowerCase().replace(/\s*%$/, "");
  return (VAT_RATES as readonly string[]).includes(value) ? (value as VatRate) : null;
}

export type EanProblem = "eanFormat" | "eanCheckDigit";

/** An EAN as typed or scanned: spaces and dashes dropped; empty is none; otherwise 13 digits with a valid check digit. */
export function readEan(text: string): { ean: string | null } | { problem: EanProblem } {
  const digits = cleanEan(text.trim());
  if (digits === "") return { ean: null };
  if (!/^[0-9]{13}$/.test(digits)) return { problem: "eanFormat" };
  return isEan13(digits) ? { ean: digits } : { problem: "eanCheckDigit" };
}
