import type { ProductCard as Card } from "@shop/contracts";
import { resolveBrand } from "@shop/domain";
import { Link } from "react-router";
import { useTranslation } from "../../lib/texts";
import { useRootData, useShopPaths } from "../../lib/use-shop";
import { Availability } from "./availability";
import { discountPercent, PriceTag } from "./price-tag";
import { useMedia } from "./use-catalogue";

const badge = "rounded-full px-2 py-0.5 text-xs font-bold";

export function ProductBadges({ product, className = "" }: { product: Card; className?: string }) {
  const { t } = useTranslation();
  // TPD products: store pickup for retail customers; in a variant without pickup, business customers only.
  const pickup = resolveBrand(useRootData()?.publicEnv.PUBLIC_BRAND).localPickupAvailable;
  const percent = discountPercent(product.price);
  const onSale = product.price.sale !== null && percent > 0;
  if (!onSale && product.kind !== "bundle" && !product.tpd) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`}>
      {onSale && (
        <li className={`${badge} bg-red-700 text-white`} data-badge="sale">
          {t("catalogue.badges.sale")} {t("catalogue.price.discount", { percent })}
        </li>
      )}
      {product.kind === "bundle" && (
        <li className={`${badge} bg-primary-dark text-white`} data-badge="bundle">
          {t("catalogue.badges.bundle")}
        </li>
      )}
      {product.tpd && (
        <li className={`${badge} border border-neutral-400 bg-white text-neutral-800`} data-badge="tpd">
          {t(pickup ? "catalogue.badges.tpd" : "catalogue.badges.tpdBusinessOnly")}
        </li>
      )}
    </ul>
  );
}

/** A product in a list: image, badges, brand, name (the link), price and availability. */
export function ProductCard({ product, headingLevel = 3 }: { product: Card; headingLevel?: 2 | 3 }) {
  const paths = useShopPaths();
  const media = useMedia();
  const href = paths.city("product", { productSlug: product.slug });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-product-card={product.slug}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus"
    >
      <div className="relative aspect-square bg-canvas">
        <img
          src={media(product.image)}
          alt=""
          width={320}
          height={320}
          loading="lazy"
          decoding="async"
          className="size-full object-contain p-3 transition-transform duration-200 group-hover:scale-[1.03]"
        />
        <ProductBadges product={product} className="absolute top-2 left-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {product.brand && <p className="text-xs font-semibold uppercase tracking-wide text-neutral-600">{product.brand.name}</p>}
        <Heading className="line-clamp-2 hyphens-auto break-words text-sm font-semibold leading-snug sm:text-base">
          {/* The link covers the whole card (one tab stop); the card's other texts stay selectable. */}
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none">
            {product.name}
          </Link>
        </Heading>
        <div className="mt-auto flex flex-col gap-1.5">
          <PriceTag price={product.price} />
          <Availability inStock={product.availability.inStock} count={product.availability.count} className="text-xs sm:text-sm" />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({ products, className = "" }: { products: Card[]; className?: string }) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 ${className}`} data-product-grid>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
