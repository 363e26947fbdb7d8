import { ListingView } from "../../../components/catalogue/listing-view";
import { PageFrame } from "../../../components/layout/page-frame";
import { categoryFacetLinks } from "../../../lib/catalogue/category-facet";
import { listingContext, listingCrumbs, listingSeo, loadListing } from "../../../lib/catalogue/listing.server";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/sale";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

const FIXED = { sale: true } as const;

/** /{lang}/{city}/products/sale: every reduced product of the city, with the listing's filters. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, city, cityName, tt } = await listingContext(args);
  const state = await loadListing(args, FIXED);
  const title = tt("pages.sale.title");
  return {
    seo: listingSeo(args, state, `${title} – ${cityName}`, tt("pages.sale.description", { city: cityName })),
    heading: title,
    lead: tt("catalogue.sale.lead", { city: cityName }),
    crumbs: listingCrumbs(lang, city, title),
    categories: categoryFacetLinks(
      args.url.pathname,
      state.listing.facets,
      state.filters,
      FIXED,
      tt("catalogue.listing.filters.allCategories"),
    ),
    state,
  };
}

export default function SalePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, lead, crumbs, categories, state } = loaderData;
  return (
    <PageFrame heading={heading} crumbs={crumbs}>
      <p className="mt-2 max-w-3xl text-neutral-700">{lead}</p>
      <ListingView
        state={state}
        categories={categories.length > 0 ? { title: t("catalogue.listing.filters.categories"), links: categories } : undefined}
      />
    </PageFrame>
  );
}
