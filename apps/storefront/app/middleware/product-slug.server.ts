// The spec's "product-slug" middleware of /{lang}/{city}/products/{productSlug}: it settles what the
// slug means in this city before the page loads. Unknown → 404; an old slug → 301 to the current
// one; offered only in other cities → the page names them; otherwise the loader gets the product.
import type { ProductLookup } from "@shop/contracts";
import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { lookupProduct } from "../lib/api/catalogue";
import { callerOf } from "../lib/caller.server";
import { cityOf, pageNotFound } from "../lib/page.server";
import { cityPath } from "../lib/paths";
import { isSlug } from "../lib/route-params";
import { serverApi } from "../lib/runtime.server";
import { ttlCache } from "../lib/ttl-cache.server";

/** What a product slug means in a city once redirects are done: offered here, or only in other cities. */
export type ProductFound = Exclude<ProductLookup, { status: "moved" }>;

/**
 * Lookups per city, language, price kind and slug, kept 10 s in the process as listings are
 * (lib/catalogue/cached.server.ts): the page's HTML, its `.data` for a client navigation and its variants (age gate,
 * crawler) ask within seconds of each other. A staff edit renews them at once (the content version moves on); stock
 * moved by orders shows within 10 s, as on a shared page within a minute (docs/adr/0004), and the cart and the
 * order check it live.
 */
const lookups = ttlCache<ProductLookup | null>(10_000, 2_000);

/** The lookup, for the product page's loader (routes/city/products/product.server.ts). */
export const productLookupContext = createContext<ProductFound>();

export const productSlugMiddleware: MiddlewareFunction<Response> = async ({ request, params, context, url }, next) => {
  const slug = params.productSlug;
  if (!slug || !isSlug(slug)) pageNotFound(url);
  const { lang, city } = cityOf({ context, url });
  // Priced for the caller: an approved business sees its wholesale or franchise price.
  const { token, priceKind } = await callerOf({ context });
  const lookup = await lookups(`${city.slug} ${lang} ${priceKind} ${slug}`, () =>
    lookupProduct(serverApi(request, lang, token), city.slug, slug),
  );
  if (!lookup) pageNotFound(url);
  if (lookup.status === "moved") {
    throw redirect(`${cityPath(lang, city.slug, "product", { productSlug: lookup.slug })}${url.search}`, {
      status: 301,
      headers: { "Cache-Control": "public, max-age=3600" },
    });
  }
  context.set(productLookupContext, lookup);
  return next();
};
