// The browser's texts: the page's language before hydration (entry.client.tsx), another language before
// a navigation into it (root's client middleware). Loaded once per page life; the file is cached for good.
import type { Locale } from "@shop/domain";
import { hasTexts, registerTexts } from "./registry";
import type { Dict } from "./translate";

declare global {
  interface Window {
    /** Where each language's texts are (root.tsx writes it). */
    TEXTS?: Partial<Record<Locale, string>>;
  }
}

const pending = new Map<Locale, Promise<void>>();

async function fetchTexts(url: string, attempts = 3): Promise<Dict> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Dict;
      if (attempt >= attempts) throw new Error(`texts ${url}: ${response.status}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
  }
}

/** Loads a language's texts once (concurrent callers share the load). */
export function loadTexts(lang: Locale): Promise<void> {
  if (hasTexts("shop", lang)) return Promise.resolve();
  const url = window.TEXTS?.[lang];
  if (!url) return Promise.reject(new Error(`no texts address for ${lang}`));
  let load = pending.get(lang);
  if (!load) {
    load = fetchTexts(url).then(
      (dict) => registerTexts("shop", lang, dict),
      (error: unknown) => {
        pending.delete(lang);
        throw error;
      },
    );
    pending.set(lang, load);
  }
  return load;
}
