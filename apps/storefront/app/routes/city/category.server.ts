import type { CategoryNode } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { cachedCategoryTree } from "../../lib/catalogue/cached.server";
import { findCategoryPath } from "../../lib/catalogue/category-tree";
import { listingContext, listingSeo, loadListing } from "../../lib/catalogue/listing.server";
import { listingSearch, parseListing, withCategory } from "../../lib/catalogue/listing-url";
import { cityCrumb, pageNotFound } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { isSlug } from "../../lib/route-params";

/** The category's products (its subcategories included) with filters and sorting; an unknown category is a 404. */
export async function loadCategoryPage(args: LoaderFunctionArgs) {
  const slug = args.params.slug ?? "";
  if (!isSlug(slug)) pageNotFound(args.url);
  const { lang, city, cityName, caller, tt } = await listingContext(args);
  const fixed = { category: slug };
  const filters = parseListing(args.url.searchParams, fixed);
  // Both at once; an unknown category is a 404 even when the listing call failed because of it.
  const [tree, listed] = await Promise.all([
    cachedCategoryTree(caller, city.slug, lang),
    loadListing(args, fixed, filters).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const path = findCategoryPath(tree, slug);
  const category = path?.at(-1);
  if (!path || !category) pageNotFound(args.url);
  if (!listed.ok) throw listed.error;
  const state = listed.value;
  const counts = new Map(state.listing.facets.categories.map((facet) => [facet.slug, facet.count]));
  // Subcategories keep the shopper's filters (not the page): the same view, one level down.
  const subcategoryHref = (child: CategoryNode) =>
    `${cityPath(lang, city.slug, "category", { slug: child.slug })}${listingSearch(withCategory(filters, child.slug), { category: child.slug })}`;
  return {
    seo: listingSeo(
      args,
      state,
      `${category.name} – ${cityName}`,
      tt("catalogue.category.description", { name: category.name, city: cityName }),
    ),
    heading: category.name,
    crumbs: [
      cityCrumb(lang, city),
      ...path.map((node) => ({ label: node.name, href: cityPath(lang, city.slug, "category", { slug: node.slug }) })),
    ],
    subcategories: category.children
      .map((child) => ({
        slug: child.slug,
        name: child.name,
        count: counts.get(child.slug) ?? child.productCount,
        href: subcategoryHref(child),
      }))
      .filter((child) => child.count > 0),
    state,
  };
}
