import type { Suggestions } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/api/browser";
import { getSuggestions } from "../../lib/api/catalogue";
import { MIN_QUERY_LENGTH, normaliseQuery } from "../../lib/catalogue/search-query";

const SUGGEST_DELAY_MS = 200;
const cache = new Map<string, Suggestions>();

/**
 * The header's search suggestions: asked in the browser once typing pauses for 200 ms, from two
 * characters on; a newer query cancels the older request. `null` when there is nothing to show.
 */
export function useSuggestions(city: string | null, lang: Locale, text: string): { query: string; result: Suggestions | null } {
  const query = normaliseQuery(text);
  const key = `${lang}|${city}|${query.toLowerCase()}`;
  const [state, setState] = useState<{ key: string; result: Suggestions } | null>(null);
  useEffect(() => {
    if (!city || query.length < MIN_QUERY_LENGTH) return;
    const cached = cache.get(key);
    if (cached) {
      setState({ key, result: cached });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions(browserApi(lang), city, query, controller.signal).then(
        (result) => {
          if (cache.size > 100) cache.clear();
          cache.set(key, result);
          setState({ key, result });
        },
        () => {}, // aborted or offline: the form still searches
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [city, lang, query, key]);
  // The last answer stays up while the next one is on its way (no flicker while typing).
  return { query, result: query.length >= MIN_QUERY_LENGTH && state ? state.result : null };
}
