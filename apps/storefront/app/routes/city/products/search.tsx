import { useLocation, useNavigation } from "react-router";
import { ListingView } from "../../../components/catalogue/listing-view";
import { SearchStart } from "../../../components/catalogue/search-start";
import { PageFrame } from "../../../components/layout/page-frame";
import { MIN_QUERY_LENGTH, normaliseQuery } from "../../../lib/catalogue/search-query";
import { CLIENT_LINK } from "../../../lib/client-links";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import type { Route } from "./+types/search";
import { loadSearchPage } from "./search.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadSearchPage(args);

/** The query of a search on its way (a new search from this page): the heading names it at once. */
function usePendingQuery(): string | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.location?.pathname !== pathname) return null;
  const q = normaliseQuery(new URLSearchParams(navigation.location.search).get("q"));
  return q.length >= MIN_QUERY_LENGTH ? q : null;
}

/** /{lang}/{city}/products/search?q=…: what matches, or (without a query) popular categories and brands. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { heading, crumbs, start, suggestions, state, categories } = loaderData;
  const pending = usePendingQuery();
  return (
    <PageFrame heading={pending ? t("catalogue.search.resultsFor", { q: pending }) : heading} crumbs={crumbs}>
      {start && <SearchStart {...start} />}
      {state && (
        <ListingView
          state={state}
          categories={categories.length > 0 ? { title: t("catalogue.listing.filters.categories"), links: categories } : undefined}
          emptyHint={
            suggestions.length > 0 ? (
              <div className="mt-5" data-search-suggestions>
                <p className="text-sm font-semibold text-neutral-700">{t("catalogue.search.tryCategories")}</p>
                <ul className="mt-2 flex flex-wrap justify-center gap-2">
                  {suggestions.map((category) => (
                    <li key={category.slug}>
                      <a
                        href={category.href}
                        {...CLIENT_LINK}
                        className="inline-block rounded-full bg-canvas px-3 py-1.5 text-sm font-semibold hover:underline"
                      >
                        {category.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : undefined
          }
        />
      )}
    </PageFrame>
  );
}
