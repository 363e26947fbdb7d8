// What a shopper's one search box for InPost parcel lockers means (issue 19; docs/orders.md "InPost parcel
// lockers"). The checkout has a single text box; the shop, not the shopper, decides what was typed:
//   - nothing: the lockers nearest the shop city's centre;
//   - a Polish postcode, "00-017" (also within an address: "Marszałkowska 1, 00-017 Warszawa") or "00017":
//     the lockers nearest that postcode;
//   - a locker's code, "WAW01M", "kra 045m": that locker;
//   - the name of one of the shop's cities in any of its languages, with or without Polish letters
//     ("Kraków", "krakow", "Краків"): the lockers nearest that city's centre;
//   - anything else: a street of the shop's city ("Marszałkowska", "ul. Grójecka 42"), and when no street
//     matches, a town of that name (InPost's own city filter: "Sopot").
import { normalizeSearchText } from "./search-text";

export type LockerSearch =
  | { kind: "nearby" }
  | { kind: "postcode"; postcode: string }
  | { kind: "code"; code: string }
  | { kind: "city"; city: string }
  | { kind: "street"; street: string };

/** A city the search may name: its slug and its names in every language. */
export interface NamedCity {
  slug: string;
  names: readonly string[];
}

/** The most a search text may hold (longer ones are cut). */
export const LOCKER_SEARCH_MAX_LENGTH = 100;

/** "00-017" anywhere in the text ("00-017 Warszawa"), or five digits alone ("00017"). */
const POSTCODE = /(?:^|[^\d-])(\d{2})\s?[-–]\s?(\d{3})(?![\d-])|^(\d{2})(\d{3})$/;
/** InPost's point names: three letters, digits, up to three letters (WAW01M, KRA045M, GDA117N, POZ08APP). */
const LOCKER_CODE = /^[A-Z]{3}\d{1,4}[A-Z]{0,3}$/;
/** Street kinds written before the name ("ul. Grójecka", "aleja Pokoju"): not part of what is matched. */
const STREET_KINDS = new Set(["ul", "ulica", "al", "aleja", "aleje", "pl", "plac", "os", "osiedle"]);

/** The search a text asks for (see the file's comment for the rule). */
export function lockerSearchOf(text: string, cities: readonly NamedCity[]): LockerSearch {
  const typed = text.trim().slice(0, LOCKER_SEARCH_MAX_LENGTH);
  if (typed === "") return { kind: "nearby" };
  const postcode = POSTCODE.exec(typed);
  if (postcode) return { kind: "postcode", postcode: `${postcode[1] ?? postcode[3]}-${postcode[2] ?? postcode[4]}` };
  const code = typed.replace(/[\s-]+/g, "").toUpperCase();
  if (LOCKER_CODE.test(code)) return { kind: "code", code };
  const folded = normalizeSearchText(typed);
  const city = cities.find((candidate) => candidate.names.some((name) => normalizeSearchText(name) === folded));
  if (city) return { kind: "city", city: city.slug };
  return { kind: "street", street: typed };
}

/** The words a street search matches: folded, without the street's kind and the house number. */
export function streetWords(street: string): string[] {
  const words = normalizeSearchText(street).split(" ").filter(Boolean);
  const named = words.filter((word, index) => !(index === 0 && STREET_KINDS.has(word)));
  // "Grójecka 42", "Marszałkowska 104/122": the number names a house, not the street.
  while (named.length > 1 && /^\d/.test(named.at(-1) as string)) named.pop();
  return named;
}

/** True when every word of the search starts a word of the street's name ("marsz" finds "Marszałkowska"). */
export function streetMatches(search: readonly string[], street: string): boolean {
  if (search.length === 0) return false;
  const words = normalizeSearchText(street).split(" ");
  return search.every((part) => words.some((word) => word.startsWith(part)));
}
