import type { CategoryNode } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { cachedCategoryTree } from "../../lib/catalogue/cached.server";
import { categoryCrumbs, findCategoryPath } from "../../lib/catalogue/category-tree";
import { listingContext, listingSeo, loadListing } from "../../lib/catalogue/listing.server";
import { listingSearch, parseListing, withCategory } from "../../lib/catalogue/listing-url";
import { breadcrumbJsonLd } from "../../lib/catalogue/structured-data";
import { cityCrumb, pageNotFound, publicOrigin } from "../../lib/page.server";
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
  // Up the tree: the city's home, the parent categories, this one (and the same as schema.org's BreadcrumbList).
  const crumbs = [cityCrumb(lang, city), ...categoryCrumbs(path, (slug) => cityPath(lang, city.slug, "category", { slug }))];
  const seo = listingSeo(
    args,
    state,
    `${category.name} – ${cityName}`,
    tt("catalogue.category.description", { name: category.name, city: cityName }),
  );
  seo.jsonLd = breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: `${publicOrigin()}${crumb.href}` })));
  return {
    seo,
    heading: category.name,
    crumbs,
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
