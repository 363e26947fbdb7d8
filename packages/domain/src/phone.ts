// A phone number as the customer typed it, made E.164 (issue 33: text messages through SMSAPI): "+48 512-345-678",
// "0048 512 345 678", "(512) 345 678" and "512345678" all become "+48512345678". Pure; the checkout uses it only when
// the customer asks for text messages.

/** Poland's country calling code: a number typed without one is Polish (the shop's customers are in Poland). */
export const DEFAULT_COUNTRY_CODE = "48";

/** Spaces (also non-breaking), dashes, dots, slashes and parentheses people put in phone numbers. */
const SEPARATORS = /[\s\u00a0\u2010-\u2015()./-]/g;

/**
 * The number in E.164 ("+" and 7 to 15 digits, the first not 0), or null when it is not one. Without "+" or "00" a
 * 9-digit number is Polish (+48); "48" and 9 digits is read as Polish too. A Polish number has exactly 9 digits after +48.
 */
export function toE164(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, "");
  let digits: string;
  if (compact.startsWith("+")) digits = compact.slice(1);
  else if (compact.startsWith("00")) digits = compact.slice(2);
  else if (/^[0-9]{9}$/.test(compact)) digits = `${DEFAULT_COUNTRY_CODE}${compact}`;
  else if (/^48[0-9]{9}$/.test(compact)) digits = compact;
  else return null;
  if (!/^[1-9][0-9]{6,14}$/.test(digits)) return null;
  if (digits.startsWith(DEFAULT_COUNTRY_CODE) && digits.length !== DEFAULT_COUNTRY_CODE.length + 9) return null;
  return `+${digits}`;
}
