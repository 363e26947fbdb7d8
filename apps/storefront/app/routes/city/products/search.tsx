import { ListingView } from "../../../components/catalogue/listing-view";
import { SearchStart } from "../../../components/catalogue/search-start";
import { PageFrame } from "../../../components/layout/page-frame";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/search";
import { loadSearchPage } from "./search.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadSearchPage(args);

/** /{lang}/{city}/products/search?q=…: what matches, or (without a query) popular categories and brands. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, crumbs, q, start, state, categories } = loaderData;
  return (
    <PageFrame heading={heading} crumbs={crumbs}>
      {start && <SearchStart {...start} />}
      {state && (
        <>
          {q && (
            <p className="mt-2 text-lg text-neutral-700" data-search-query>
              {t("catalogue.search.resultsFor", { q })}
            </p>
          )}
          <ListingView
            state={state}
            categories={categories.length > 0 ? { title: t("catalogue.listing.filters.categories"), links: categories } : undefined}
            emptyHint={
              q ? (
                <p className="mt-1 text-neutral-700">
                  {t("catalogue.search.noResults", { q })}. {t("catalogue.search.noResultsText")}
                </p>
              ) : undefined
            }
          />
        </>
      )}
    </PageFrame>
  );
}
