// Product barcodes (issue 33): GTIN-13 (EAN-13), the number under the bars on a product's pack. The 13th digit is a
// check digit over the first twelve (weights 1 and 3 from the left), so a mistyped or misread digit is caught.

/** The check digit of twelve digits. */
export function ean13CheckDigit(twelve: string): number {
  if (!/^[0-9]{12}$/.test(twelve)) throw new Error("ean13CheckDigit: twelve digits expected");
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Thirteen digits with a valid check digit. */
export function isEan13(value: string): boolean {
  return /^[0-9]{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** What a person or a scanner typed, as an EAN's digits: spaces and dashes dropped. */
export const cleanEan = (value: string): string => value.replace(/[\s-]/g, "");

/** The demo shop's EAN of a product (a made-up Polish company prefix 590 1234, then the product's id). */
export function demoEan(productId: number): string {
  const twelve = `5901234${String(productId).padStart(5, "0")}`;
  return `${twelve}${ean13CheckDigit(twelve)}`;
}
