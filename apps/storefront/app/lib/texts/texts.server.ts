// The server's texts: every language of the brand variant registered once, and the same dictionaries as
// JSON for the browser, at addresses that change with their content (routes/texts.ts serves them).
import { createHash } from "node:crypto";
import { LOCALES, type Locale } from "@shop/domain";
import { brandResources } from "../../locales/brand-resources";
import { getRuntime } from "../runtime.server";
import type { ShopKey } from "./keys";
import { registerTexts, type Texts, textsOf } from "./registry";
import type { Dict } from "./translate";

interface TextsFile {
  body: string;
  hash: string;
}

let files: Map<Locale, TextsFile> | null = null;

function prepared(): Map<Locale, TextsFile> {
  if (files) return files;
  const resources = brandResources(getRuntime().publicEnv.PUBLIC_BRAND);
  const next = new Map<Locale, TextsFile>();
  for (const lang of LOCALES) {
    const dict = (resources[lang] as { translation: Dict }).translation;
    registerTexts("shop", lang, dict);
    const body = JSON.stringify(dict);
    next.set(lang, { body, hash: createHash("sha256").update(body).digest("base64url").slice(0, 10) });
  }
  files = next;
  return next;
}

/** The shop's texts in a language, for loaders, actions and rendering. */
export function serverTexts(lang: Locale): Texts<ShopKey> {
  prepared();
  return textsOf(lang);
}

/** Where the browser loads each language's texts (the address changes when the texts do). */
export function textsUrls(): Record<Locale, string> {
  const all = prepared();
  return Object.fromEntries(LOCALES.map((lang) => [lang, `/texts/${lang}.${all.get(lang)?.hash}.json`])) as Record<Locale, string>;
}

/** A language's texts as JSON, and whether the asked version is the current one. */
export function textsFile(lang: Locale): TextsFile {
  return prepared().get(lang) as TextsFile;
}
