import { ListingView } from "../../components/catalogue/listing-view";
import { PageFrame } from "../../components/layout/page-frame";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/category";
import { loadCategoryPage } from "./category.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadCategoryPage(args);

/** /{lang}/{city}/categories/{slug}: the category's products (its subcategories included) with filters and sorting. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, crumbs, subcategories, state } = loaderData;
  return (
    <PageFrame heading={heading} crumbs={crumbs}>
      <ListingView
        state={state}
        categories={subcategories.length > 0 ? { title: t("catalogue.listing.filters.subcategories"), links: subcategories } : undefined}
      />
    </PageFrame>
  );
}
