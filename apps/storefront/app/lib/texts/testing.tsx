// For unit tests: the real texts of every language (the shop's and the back office's), as the server has them.
import { LOCALES, type Locale } from "@shop/domain";
import { resources } from "../../locales/index";
import { ensureAdminTexts } from "../admin/texts";
import { registerTexts, textsOf } from "./registry";
import type { Dict } from "./translate";

export function registerAllTexts(): void {
  for (const lang of LOCALES) registerTexts("shop", lang, resources[lang].translation as unknown as Dict);
  ensureAdminTexts();
}

/** The shop's translate function in a language. */
export function translatorIn(lang: Locale) {
  registerAllTexts();
  return textsOf(lang).t;
}

/** Every language registered; the language to give TextsProvider. */
export async function i18nIn(lang: string): Promise<Locale> {
  registerAllTexts();
  return lang as Locale;
}
