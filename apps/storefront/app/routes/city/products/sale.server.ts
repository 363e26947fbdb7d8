import type { LoaderFunctionArgs } from "react-router";
import { listingCategoryLinks, listingContext, listingCrumbs, listingSeo, loadListing } from "../../../lib/catalogue/listing.server";

const FIXED = { sale: true } as const;

/** /{lang}/{city}/products/sale: every reduced product of the city, with the listing's filters. */
export async function loadSalePage(args: LoaderFunctionArgs) {
  const { lang, city, cityName, tt } = await listingContext(args);
  const state = await loadListing(args, FIXED);
  const title = tt("pages.sale.title");
  return {
    seo: listingSeo(args, state, `${title} – ${cityName}`, tt("pages.sale.description", { city: cityName })),
    heading: title,
    lead: tt("catalogue.sale.lead", { city: cityName }),
    crumbs: listingCrumbs(lang, city, title),
    categories: listingCategoryLinks(args, state),
    state,
  };
}
