import type { BrandSummary } from "@shop/contracts";
import { listingSearch, parseListing } from "../../lib/catalogue/listing-url";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { Kept } from "../ui/kept";
import { useMedia } from "./use-catalogue";

/** The search listing filtered by one brand: where every brand link goes. */
function useBrandHref() {
  const paths = useShopPaths();
  return (slug: string) => `${paths.city("search")}${listingSearch(parseListing(new URLSearchParams({ brand: slug })))}`;
}

/** Brands with their logos and product counts, each linking to its products. */
export function BrandTiles({ brands, compact = false }: { brands: BrandSummary[]; compact?: boolean }) {
  const { t } = useTranslation();
  const media = useMedia();
  const href = useBrandHref();
  return (
    <Kept deps={[brands, compact]}>
      <ul
        className={`grid gap-3 ${compact ? "grid-cols-2 sm:grid-cols-4 lg:grid-cols-6" : "grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"}`}
        data-brand-tiles
      >
        {brands.map((brand) => (
          <li key={brand.slug}>
            <a
              href={href(brand.slug)}
              {...CLIENT_LINK}
              data-brand={brand.slug}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-black/5 hover:shadow-md"
            >
              <img src={media(brand.logo)} alt="" width={120} height={60} loading="lazy" className="h-12 w-full object-contain" />
              <span className="hyphens-auto font-semibold leading-snug group-hover:underline">{brand.name}</span>
              <span className="text-xs text-neutral-600">{t("catalogue.home.products", { count: brand.productCount })}</span>
            </a>
          </li>
        ))}
      </ul>
    </Kept>
  );
}
