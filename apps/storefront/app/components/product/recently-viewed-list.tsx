// The last 12 products viewed in this browser (issue 38; docs/catalogue.md "Recently viewed"), in localStorage
// `recent`: each one's id, slug, name and image as its page showed them (no price: a kept price would go stale).
// Nothing is sent to the server; the images are the catalogue's public ones. Each can be removed, or all at once.
import { useEffect, useState } from "react";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia } from "../catalogue/use-catalogue";

interface Viewed {
  id: number;
  slug: string;
  name: string;
  image: string;
}

const KEY = "recent";
const MAX = 12;

function read(): Viewed[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) as string);
    return Array.isArray(list)
      ? list
          .filter(
            (item): item is Viewed =>
              Number.isInteger(item?.id) &&
              typeof item.slug === "string" &&
              typeof item.name === "string" &&
              typeof item.image === "string",
          )
          .slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

function write(list: readonly Viewed[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX)));
  } catch {
    // Blocked or full storage: the list is not kept.
  }
}

export default function RecentlyViewedList({ viewed }: { viewed?: Viewed | undefined }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const media = useMedia();
  const [list, setList] = useState<Viewed[]>([]);
  const { id, slug = "", name = "", image = "" } = viewed ?? {};
  useEffect(() => {
    const kept = read().filter((item) => item.id !== id);
    if (id !== undefined) write([{ id, slug, name, image }, ...kept]);
    setList(kept);
  }, [id, slug, name, image]);
  /** One product (by id), or all of them (null). */
  const remove = (gone: number | null) => {
    write(gone === null ? [] : read().filter((item) => item.id !== gone));
    setList((shown) => (gone === null ? [] : shown.filter((item) => item.id !== gone)));
  };
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="mt-12" data-recently-viewed>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recent-title" className="text-2xl font-bold">
          {t("favourites.recent.title")}
        </h2>
        <button type="button" onClick={() => remove(null)} className="text-sm font-semibold underline underline-offset-4" data-recent-clear>
          {t("favourites.recent.clear")}
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {list.map((item) => (
          <li key={item.id} className="relative flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-black/5" data-recent={item.slug}>
            <img
              src={media(item.image)}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full object-contain"
            />
            <a
              href={paths.city("product", { productSlug: item.slug })}
              {...CLIENT_LINK}
              className="line-clamp-2 text-sm font-semibold hover:underline"
            >
              {item.name}
            </a>
            <button
              type="button"
              onClick={() => remove(item.id)}
              aria-label={t("favourites.recent.remove", { name: item.name })}
              className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-lg ring-1 ring-black/10 hover:bg-white"
              data-recent-remove
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-neutral-700">{t("favourites.recent.note")}</p>
    </section>
  );
}
