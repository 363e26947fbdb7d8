import type { BrandSummary } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";
import { BrandTiles } from "./brand-tiles";
import { type CategoryTile, CategoryTiles } from "./category-tiles";

/** The search page without a (long enough) query: what to type, and where to start instead. */
export function SearchStart({ tooShort, categories, brands }: { tooShort: boolean; categories: CategoryTile[]; brands: BrandSummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-col gap-10" data-search-start>
      <div className="rounded-2xl bg-white p-6 ring-1 ring-black/5">
        <p className="text-xl font-bold" role={tooShort ? "status" : undefined}>
          {tooShort ? t("catalogue.search.tooShort") : t("catalogue.search.startTitle")}
        </p>
        <p className="mt-1 text-neutral-700">{t("catalogue.search.startText")}</p>
      </div>
      {categories.length > 0 && (
        <section aria-labelledby="search-start-categories">
          <h2 id="search-start-categories" className="mb-4 text-xl font-bold">
            {t("catalogue.search.popularCategories")}
          </h2>
          <CategoryTiles categories={categories} />
        </section>
      )}
      {brands.length > 0 && (
        <section aria-labelledby="search-start-brands">
          <h2 id="search-start-brands" className="mb-4 text-xl font-bold">
            {t("catalogue.search.popularBrands")}
          </h2>
          <BrandTiles brands={brands} compact />
        </section>
      )}
    </div>
  );
}
