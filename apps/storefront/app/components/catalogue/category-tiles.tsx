import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia } from "./use-catalogue";

export interface CategoryTile {
  slug: string;
  name: string;
  image: string;
  productCount: number;
}

/** Categories as picture tiles linking to their pages. */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const media = useMedia();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-category-tiles>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link
            to={paths.city("category", { slug: category.slug })}
            className="group flex h-full items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-black/5 hover:shadow-md sm:flex-col sm:items-start sm:p-4"
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
              <span className="block hyphens-auto break-words font-semibold leading-snug group-hover:underline">{category.name}</span>
              <span className="block text-xs text-neutral-600">{t("catalogue.home.products", { count: category.productCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
