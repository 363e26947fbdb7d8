import type { RedirectTarget } from "@shop/contracts";
import { type Db, listRedirects } from "@shop/db";
import { isLocale } from "@shop/domain";
import { contentCache } from "../../content/content-cache";
import { AppError } from "../../core/app-error";

/** "/" not followed by a second "/" or a backslash (another host), no backslash or whitespace: the table's own check. */
const SITE_PATH = /^\/([^/\\\s][^\\\s]*)?$/;

export const isSitePath = (path: string): boolean => SITE_PATH.test(path);

/**
 * Splits a storefront path into its locale prefix ("/en", or "" when it has none) and the path the
 * redirects table knows: no query string or fragment, no locale segment, no trailing slash.
 */
export function splitStorefrontPath(path: string): { prefix: string; path: string } {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const first = pathname.split("/")[1];
  const prefix = isLocale(first) ? `/${first}` : "";
  const rest = pathname.slice(prefix.length).replace(/\/+$/, "");
  return { prefix, path: rest || "/" };
}

/** The redirects table by source path, kept per process until staff change content (content/content-cache.ts). */
const redirectTable = contentCache(async (db: Db) => new Map((await listRedirects(db)).map((row) => [row.fromPath, row])));

/** Where a storefront path redirects to, keeping its locale prefix; NOT_FOUND when it does not. */
export async function lookupRedirect(db: Db, path: string): Promise<RedirectTarget> {
  const { prefix, path: fromPath } = splitStorefrontPath(path);
  const found = (await redirectTable(db)).get(fromPath);
  if (!found || !isSitePath(found.toPath)) throw new AppError("NOT_FOUND");
  const target = prefix && found.toPath === "/" ? prefix : prefix + found.toPath;
  return { target, status: found.status };
}
