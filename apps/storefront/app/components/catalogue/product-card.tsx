import type { ProductCard as Card } from "@shop/contracts";
import { use } from "react";
import { CardMemoContext } from "../../lib/card-memo";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useRootData, useShopPaths } from "../../lib/use-shop";
import { QuickAdd, QuickAddList, useQuickAddList } from "../cart/quick-add";
import { FavouriteHeart } from "../product/favourite-heart";
import { Availability } from "./availability";
import { discountPercent, PriceTag } from "./price-tag";
import { useMedia } from "./use-catalogue";

const badge = "badge";
/** Cards in a grid's first row at its widest (three columns; two on a phone). */
const FIRST_ROW = 3;

/** TPD products: store pickup for retail customers; in a variant without pickup, business customers only. */
const usePickup = () => useRootData()?.brand.localPickupAvailable ?? true;

/** `pickupNoted`: a list's note explains the pickup rule once (PickupNote), so the card leaves its badge out. */
export function ProductBadges({
  product,
  className = "",
  pickupNoted = false,
}: {
  product: Card;
  className?: string;
  pickupNoted?: boolean;
}) {
  const { t } = useTranslation();
  const pickup = usePickup();
  const percent = discountPercent(product.price);
  const onSale = product.price.sale !== null && percent > 0;
  const tpd = product.tpd && !(pickup && pickupNoted);
  if (!onSale && product.kind !== "bundle" && !tpd) return null;
  return (
    <ul className={`badges ${className}`}>
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
      {tpd && (
        <li className={`${badge} border border-neutral-400 bg-white text-neutral-800`} data-badge="tpd">
          {t(pickup ? "catalogue.badges.tpd" : "catalogue.badges.tpdBusinessOnly")}
        </li>
      )}
    </ul>
  );
}

/**
 * A product in a list: image, badges, brand, name (the link), price and availability. `eager`: the card is in
 * the first row of the page's main list, so its image loads at once (the first one at high priority: it is
 * usually the largest thing on the first screen); the others load when scrolled near.
 */
function ProductCard({ product, headingLevel = 3, eager }: { product: Card; headingLevel?: 2 | 3; eager?: "first" | "row" }) {
  const paths = useShopPaths();
  const media = useMedia();
  const href = paths.city("product", { productSlug: product.slug });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article data-product-card={product.slug} className="product-card">
      <div className="product-card-media">
        <img
          src={media(product.image)}
          alt=""
          width={320}
          height={320}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager === "first" ? "high" : undefined}
          decoding="async"
          className="product-card-image"
        />
        <ProductBadges product={product} className="absolute top-2 left-2" pickupNoted />
        <FavouriteHeart id={product.id} name={product.name} />
      </div>
      <div className="product-card-body">
        {product.brand && <p className="product-card-brand">{product.brand.name}</p>}
        <Heading className="product-card-name">
          {/* The link covers the whole card (one tab stop); the card's other texts stay selectable. */}
          <a href={href} {...CLIENT_LINK} className="product-card-link">
            {product.name}
          </a>
        </Heading>
        <div className="mt-auto flex flex-col gap-1.5">
          <PriceTag price={product.price} />
          <Availability inStock={product.availability.inStock} count={product.availability.count} className="text-xs sm:text-sm" />
        </div>
        <QuickAdd product={product} />
      </div>
    </article>
  );
}

/** The pickup rule, said once above a list holding TPD products (their cards leave the badge out). */
function PickupNote({ products }: { products: Card[] }) {
  const { t } = useTranslation();
  if (!usePickup() || !products.some((product) => product.tpd)) return null;
  return (
    <p className="pickup-note" data-pickup-note>
      {t("catalogue.badges.tpdNote")}
    </p>
  );
}

/** Products in a grid; `firstRow`: the grid leads the page, so its first row's images load at once. */
export function ProductGrid({ products, className = "", firstRow = false }: { products: Card[]; className?: string; firstRow?: boolean }) {
  const eager = (index: number) => (!firstRow || index >= FIRST_ROW ? undefined : index === 0 ? "first" : "row");
  return (
    <QuickAddList>
      <PickupNote products={products} />
      <ul className={`grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 ${className}`} data-product-grid>
        <GridItems products={products} eager={eager} />
      </ul>
    </QuickAddList>
  );
}

/**
 * The grid's cards. On the server a card whose image loads lazily comes from the card memo when an earlier render
 * of the same page scope made it (lib/card-memo.ts).
 */
function GridItems({ products, eager }: { products: Card[]; eager: (index: number) => "first" | "row" | undefined }) {
  // Only a server render has a memo: the browser's build leaves this out (import.meta.env.SSR is false there).
  const memo = import.meta.env.SSR ? use(CardMemoContext) : null;
  const list = useQuickAddList();
  return products.map((product, index) => {
    const look = eager(index);
    let html: string | null = null;
    if (memo && list && !look) html = memo.html(product, list.returnTo);
    else memo?.skip(product);
    return html === null ? (
      <li key={product.id}>
        <ProductCard product={product} eager={look} />
      </li>
    ) : (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own HTML of this card from an earlier render (its texts escaped by React), keyed by everything the card reads; the returnTo filled in is escaped as React does
      <li key={product.id} dangerouslySetInnerHTML={{ __html: html }} />
    );
  });
}
