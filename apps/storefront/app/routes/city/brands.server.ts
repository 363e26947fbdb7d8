import type { LoaderFunctionArgs } from "react-router";
import { getBrands } from "../../lib/api/catalogue";
import { listingContext, listingCrumbs } from "../../lib/catalogue/listing.server";
import { pageSeo } from "../../lib/page.server";

/** The city's brands with products, most products first; each opens its products. */
export async function loadBrandsPage(args: LoaderFunctionArgs) {
  const { lang, city, cityName, api, tt } = await listingContext(args);
  const brands = (await getBrands(api, city.slug))
    .filter((brand) => brand.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name, lang));
  const title = tt("catalogue.brands.title");
  return {
    seo: pageSeo(args, `${title} – ${cityName}`, tt("catalogue.brands.description", { city: cityName })),
    heading: title,
    lead: tt("catalogue.brands.lead", { city: cityName }),
    empty: tt("catalogue.brands.empty"),
    crumbs: listingCrumbs(lang, city, title),
    brands,
  };
}
