import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { Kept } from "../ui/kept";
import { useMedia } from "./use-catalogue";

export interface CategoryTile {
  slug: string;
  name: string;
  image: string;
  productCount: number;
}

/**
 * Categories as picture tiles linking to their pages. The picture sits above the name at every width, so the
 * name has the tile's whole width: the longest word of a name fits whole (hyphenated by the page's language
 * where it must), never cut (issue 18).
 */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const media = useMedia();
  return (
    <Kept deps={categories}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-category-tiles>
        {categories.map((category) => (
          <li key={category.slug}>
            <a
              href={paths.city("category", { slug: category.slug })}
              {...CLIENT_LINK}
              className="group flex h-full flex-col items-start gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5 hover:shadow-md sm:gap-3 sm:p-4"
            >
              <img
                src={media(category.image)}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                className="size-14 shrink-0 rounded-xl bg-canvas object-contain sm:size-20"
              />
              <span className="min-w-0">
                <span className="block hyphens-auto text-sm font-semibold leading-snug group-hover:underline sm:text-base" data-tile-name>
                  {category.name}
                </span>
                <span className="block text-xs text-neutral-600">{t("catalogue.home.products", { count: category.productCount })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Kept>
  );
}
