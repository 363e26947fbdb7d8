// How the invoice document's values are written in FA(3): amounts (TKwotowy: złoty with two decimals, a dot), the
// VAT rate codes (TStawkaPodatku), texts (xsd:token of at most 256 or 512 characters, only characters KSeF accepts).
import type { VatRate } from "@shop/domain";

/** Grosze as złoty with two decimals: 123456 -> "1234.56", -5 -> "-0.05". */
export function amount(grosze: number): string {
  if (!Number.isSafeInteger(grosze)) throw new Error(`FA(3): an amount in grosze must be an integer, got ${grosze}`);
  const magnitude = Math.abs(grosze);
  return `${grosze < 0 ? "-" : ""}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/**
 * The rate of a line (P_12). The shop sells in Poland only, so its 0 % is "0 KR" (domestic supply at 0 %, not an
 * intra-Community supply "0 WDT" nor an export "0 EX"); exempt is "zw".
 */
export const FA3_RATE: Record<VatRate, string> = { "23": "23", "8": "8", "5": "5", "0": "0 KR", zw: "zw" };

/** The fields of the totals per rate: net (P_13_x) and, for taxed rates, VAT (P_14_x). */
export const RATE_TOTAL_FIELDS: Record<VatRate, { net: string; vat: string | null }> = {
  "23": { net: "P_13_1", vat: "P_14_1" },
  "8": { net: "P_13_2", vat: "P_14_2" },
  "5": { net: "P_13_3", vat: "P_14_3" },
  "0": { net: "P_13_6_1", vat: null },
  zw: { net: "P_13_7", vat: null },
};

/**
 * Characters XML 1.0 does not allow, and those KSeF refuses although XML allows them (faktury/weryfikacja-faktury.md):
 * C0 controls but tab, LF and CR; DEL and the C1 controls (KSeF allows U+0085, a line break no invoice needs); lone
 * surrogates; the noncharacters U+FDD0-U+FDEF and U+xFFFE-U+xFFFF of every plane.
 */
function acceptable(codePoint: number): boolean {
  if (codePoint < 0x20) return codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d;
  if (codePoint >= 0x7f && codePoint <= 0x9f) return false;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  if (codePoint >= 0xfdd0 && codePoint <= 0xfdef) return false;
  return (codePoint & 0xfffe) !== 0xfffe;
}

/**
 * A text as an FA(3) token: characters KSeF refuses dropped, runs of white space one space, trimmed, and cut to
 * `max` characters (the schema counts characters, not bytes).
 */
export function token(text: string, max: number): string {
  const kept = Array.from(text)
    .filter((char) => acceptable(char.codePointAt(0) ?? 0))
    .join("");
  const collapsed = kept.replace(/[\t\n\r ]+/g, " ").trim();
  const chars = Array.from(collapsed);
  return chars.length <= max ? collapsed : chars.slice(0, max).join("").trimEnd();
}

/** A token that must not be empty: an invoice without it is not one (a bug upstream, never sent). */
export function requiredToken(text: string, max: number, field: string): string {
  const value = token(text, max);
  if (value === "") throw new Error(`FA(3): ${field} is empty`);
  return value;
}

/** The instant the document was made, as xsd:dateTime in UTC without fractions ("2026-11-05T10:15:30Z"). */
export function dateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new Error(`FA(3): not an instant: ${iso}`);
  return at.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A bank account as FA(3) NrRB wants it: without spaces or dashes ("PL61 1090 ..." -> "PL611090..."). */
export function bankAccount(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}
