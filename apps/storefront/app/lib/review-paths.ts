// The review pages' paths (issue 38), apart from lib/paths.ts (whose table every page's script loads): the review
// form of a product (also where its reviews' "helpful" and "report" forms post) and the page on how reviews are checked.
import type { Locale } from "@shop/domain";
import { join, type Query, withQuery } from "./paths";

export const reviewFormPath = (lang: Locale, city: string, productSlug: string) =>
  join(lang, encodeURIComponent(city), "reviews", encodeURIComponent(productSlug));

export const reviewsInfoPath = (lang: Locale, city: string, query?: Query) =>
  withQuery(join(lang, encodeURIComponent(city), "info", "reviews"), query);
