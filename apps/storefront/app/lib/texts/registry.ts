// The languages' translators, shared by every render of the process (server) or page (browser). The
// server registers all four languages at start; the browser registers the one it loaded (load.ts).
import type { Locale } from "@shop/domain";
import type { AdminKey, ShopKey } from "./keys";
import { createTranslate, type Dict, flatten, type TFunction } from "./translate";

export type Namespace = "shop" | "admin";

/** What `useTranslation()` gives a component: a stable object per language and namespace. */
export interface Texts<K extends string> {
  t: TFunction<K>;
  i18n: { language: Locale };
}

const dictionaries = new Map<string, Map<string, string>>();
const views = new Map<string, Texts<string>>();

const id = (ns: Namespace, lang: Locale) => `${ns}:${lang}`;

/** Registers (or replaces) the texts of a language in a namespace. */
export function registerTexts(ns: Namespace, lang: Locale, dict: Dict): void {
  dictionaries.set(id(ns, lang), flatten(dict));
  views.delete(id(ns, lang));
}

export function hasTexts(ns: Namespace, lang: Locale): boolean {
  return dictionaries.has(id(ns, lang));
}

/** The texts of a language; keys answer themselves while the language is not registered. */
export function textsOf(lang: Locale): Texts<ShopKey>;
export function textsOf(lang: Locale, ns: "admin"): Texts<AdminKey>;
export function textsOf(lang: Locale, ns: Namespace = "shop"): Texts<string> {
  const key = id(ns, lang);
  let view = views.get(key);
  if (!view) {
    const dict = dictionaries.get(key);
    view = { t: createTranslate(lang, dict ?? new Map()), i18n: { language: lang } };
    // A view over a missing dictionary is not kept: it would hide texts registered later.
    if (dict) views.set(key, view);
  }
  return view;
}
