// Where a form may send the shopper back to (`returnTo`): a path of this site only. Another site's address,
// a protocol-relative "//host" or "/\host" (which browsers read as another host) are refused.
import { isLocale, type Locale } from "@shop/domain";
import { isSameSitePath } from "../guards/run-guards";

const BASE = "http://shop.invalid";

/**
 * The same-site path `wanted` names, in `lang` when it starts with a language segment (a page switched to
 * another language returns in that language); null when it is not a path of this site.
 */
export function safeReturnPath(wanted: string | null | undefined, lang: Locale): string | null {
  if (!wanted || wanted.length > 2048 || !isSameSitePath(wanted)) return null;
  let url: URL;
  try {
    url = new URL(wanted, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const [, first = "", ...rest] = url.pathname.split("/");
  const pathname = isLocale(first) ? `/${[lang, ...rest].join("/")}` : url.pathname;
  return `${pathname}${url.search}`;
}

/** `path` with one query parameter set (kept relative). */
export function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, BASE);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
