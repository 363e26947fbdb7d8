// EU VAT numbers as VIES checks them (issue 34): the member state's two-letter code (Greece is EL, not GR; XI is
// Northern Ireland's goods trade) and the number without it. And the one-line addresses the registries answer with
// ("ul. Prosta 49, 00-838 Warszawa"), split into the street line and the postcode with its town.
import { nipChecksumValid } from "./nip";

export const VIES_COUNTRY_CODES = [
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "EL",
  "ES",
  "FI",
  "FR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
  "XI",
] as const;
export type ViesCountryCode = (typeof VIES_COUNTRY_CODES)[number];

export interface EuVatNumber {
  countryCode: ViesCountryCode;
  /** 2 to 12 letters and digits, without the country code. */
  number: string;
}

/** "DE 123.456.789", "gr123456789" → { DE, 123456789 }, { EL, 123456789 }; null when it is not one (a Polish one: its NIP checksum too). */
export function parseEuVatNumber(typed: string): EuVatNumber | null {
  const text = typed.toUpperCase().replace(/[\s.-]/g, "");
  const prefix = text.slice(0, 2) === "GR" ? "EL" : text.slice(0, 2);
  const number = text.slice(2);
  const countryCode = VIES_COUNTRY_CODES.find((code) => code === prefix);
  if (!countryCode || !/^[0-9A-Z+*]{2,12}$/.test(number)) return null;
  if (countryCode === "PL" && !nipChecksumValid(number)) return null;
  return { countryCode, number };
}

export interface SplitAddress {
  /** The street and number ("ul. Prosta 49"), or the whole text when no postcode was found in it. */
  street: string;
  /** "00-838", or null. */
  postalCode: string | null;
  /** "Warszawa", or null. */
  town: string | null;
}

/**
 * A registry's one-line Polish address split at its postcode: "ul. Prosta 49, 00-838 Warszawa" and the White List's
 * "PROSTA 49 00-838 WARSZAWA" alike; without a postcode the whole text is the street.
 */
export function splitPolishAddress(text: string): SplitAddress {
  const clean = text.replace(/\s+/g, " ").trim();
  const match = /^(.*?)[,\s]*\b(\d{2}-\d{3})\b[,\s]*(.*)$/.exec(clean);
  if (!match?.[1]) return { street: clean, postalCode: null, town: null };
  return { street: match[1].trim(), postalCode: match[2] ?? null, town: match[3]?.trim() || null };
}
