import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "../../lib/texts";
import { useMedia } from "../catalogue/use-catalogue";

/**
 * The product's images: a large one and a row of thumbnails. Thumbnails are buttons (Tab, Enter,
 * Space), and the arrow keys, Home and End move between them.
 */
export function Gallery({ name, images }: { name: string; images: string[] }) {
  const { t } = useTranslation();
  const media = useMedia();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)] ?? "";

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + count) % count;
    setIndex(next);
    thumbs.current[next]?.focus();
  }

  return (
    <section aria-label={t("catalogue.product.gallery")} className="flex flex-col gap-3" data-gallery>
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-black/5">
        <img
          src={media(current)}
          alt={t("catalogue.product.image", { name, index: index + 1, count })}
          width={640}
          height={640}
          // The largest thing on the product page's first screen: fetched first.
          fetchPriority="high"
          className="aspect-square w-full object-contain p-6"
          data-gallery-main
        />
      </div>
      {count > 1 && (
        <ul className="flex flex-wrap gap-2" onKeyDown={onKeyDown} data-gallery-thumbs>
          {images.map((src, position) => (
            <li key={src}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[position] = element;
                }}
                aria-label={t("catalogue.product.showImage", { index: position + 1, count })}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className="block size-16 overflow-hidden rounded-xl bg-white ring-1 ring-black/10 aria-pressed:ring-3 aria-pressed:ring-primary-dark sm:size-20"
              >
                <img src={media(src)} alt="" width={80} height={80} loading="lazy" className="size-full object-contain p-1.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
