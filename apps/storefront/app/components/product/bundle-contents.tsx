import type { ProductDetail } from "@shop/contracts";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia, useMoney } from "../catalogue/use-catalogue";

/** What a bundle holds, what the items cost on their own, and what the bundle saves. */
export function BundleContents({ bundle }: { bundle: NonNullable<ProductDetail["bundle"]> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const media = useMedia();
  const paths = useShopPaths();
  return (
    <section aria-labelledby="bundle-title" className="rounded-2xl bg-white p-5 ring-1 ring-black/5" data-bundle>
      <h2 id="bundle-title" className="text-xl font-bold">
        {t("catalogue.product.bundleTitle")}
      </h2>
      <ul className="mt-3 divide-y divide-neutral-200">
        {bundle.items.map(({ product, quantity }) => (
          <li key={product.id} className="flex items-center gap-3 py-3" data-bundle-item={product.slug}>
            <img
              src={media(product.image)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg bg-canvas object-contain p-1"
            />
            <span className="min-w-0 flex-1">
              <span className="font-semibold tabular-nums">{quantity} × </span>
              <a
                href={paths.city("product", { productSlug: product.slug })}
                {...CLIENT_LINK}
                className="underline-offset-4 hover:underline"
              >
                {product.name}
              </a>
            </span>
            <span className="text-sm text-neutral-700 tabular-nums">{money(product.price.unit * quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 border-t border-neutral-300 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t("catalogue.product.bundleSeparately")}</dt>
          <dd className="tabular-nums line-through">{money(bundle.itemsTotal)}</dd>
        </div>
      </dl>
      {bundle.savings > 0 && (
        <p className="mt-1 text-right text-base font-bold text-green-800" data-bundle-savings>
          {t("catalogue.product.bundleSavings", { amount: money(bundle.savings) })}
        </p>
      )}
    </section>
  );
}

/** The bundle's saving next to its price, so it is seen before the contents further down. */
export function BundleSaving({ bundle }: { bundle: NonNullable<ProductDetail["bundle"]> }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (bundle.savings <= 0) return null;
  return (
    <p className="text-base font-bold text-green-800" data-bundle-saving>
      {t("catalogue.product.bundleSavings", { amount: money(bundle.savings) })}
    </p>
  );
}
