import { BrandTiles } from "../../components/catalogue/brand-tiles";
import { PageFrame } from "../../components/layout/page-frame";
import { getBrands } from "../../lib/api/catalogue";
import { listingContext, listingCrumbs } from "../../lib/catalogue/listing.server";
import { pageSeo } from "../../lib/page.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/brands";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

/** /{lang}/{city}/brands: the popular brands screen (spec section 2), most products first; each opens its products. */
export async function loader(args: Route.LoaderArgs) {
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

export default function BrandsPage({ loaderData }: Route.ComponentProps) {
  const { heading, lead, empty, crumbs, brands } = loaderData;
  return (
    <PageFrame heading={heading} crumbs={crumbs}>
      <p className="mt-2 max-w-3xl text-neutral-700">{lead}</p>
      <div className="mt-6">{brands.length > 0 ? <BrandTiles brands={brands} /> : <p data-empty-listing>{empty}</p>}</div>
    </PageFrame>
  );
}
