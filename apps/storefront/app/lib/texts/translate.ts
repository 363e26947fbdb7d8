// The shop's own translator: i18next's JSON format (nested keys, `{{name}}` interpolation, plural forms
// `key_one/_few/_many/_other` chosen by Intl.PluralRules, `<tag>…</tag>` for rich text), without i18next's
// weight: one flat map per language, built once and shared by every render (docs/adr/0004).

/** A dictionary: nested objects whose leaves are texts. */
export type Dict = { [key: string]: string | Dict };

/** Interpolation values; `count` also picks the plural form. */
export type Vars = { count?: number; [name: string]: unknown };

/** A translate function over a set of keys. */
export type TFunction<K extends string = string> = (key: K, vars?: Vars) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** Every leaf of a dictionary under its dotted key. */
export function flatten(dict: Dict, into = new Map<string, string>(), prefix = ""): Map<string, string> {
  for (const [key, value] of Object.entries(dict)) {
    if (typeof value === "string") into.set(`${prefix}${key}`, value);
    else flatten(value, into, `${prefix}${key}.`);
  }
  return into;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, vars: Vars): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = vars[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The translate function of one language: a missing key answers the key itself (as i18next does). */
export function createTranslate<K extends string = string>(lang: string, texts: Map<string, string>): TFunction<K> {
  return (key, vars) => {
    let text: string | undefined;
    if (typeof vars?.count === "number") {
      text = texts.get(`${key}_${pluralForm(lang, vars.count)}`) ?? texts.get(`${key}_other`) ?? texts.get(key);
    } else {
      text = texts.get(key);
    }
    if (text === undefined) return key;
    return vars && text.includes("{{") ? interpolate(text, vars) : text;
  };
}

/** Splits a text with `<name>inner</name>` tags into plain parts and tagged parts, in order. */
export function splitTags(text: string): Array<string | { tag: string; inner: string }> {
  const parts: Array<string | { tag: string; inner: string }> = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ tag: match[1] as string, inner: match[2] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
