import { ListingView } from "../../../components/catalogue/listing-view";
import { PageFrame } from "../../../components/layout/page-frame";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/sale";
import { loadSalePage } from "./sale.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadSalePage(args);

/** /{lang}/{city}/products/sale: every reduced product of the city, with the listing's filters. */
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
