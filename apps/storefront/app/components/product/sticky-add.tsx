import type { ProductDetail } from "@shop/contracts";
import { type RefObject, useEffect, useState } from "react";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useCartFetcher } from "../cart/use-cart-fetcher";
import { useMoney } from "../catalogue/use-catalogue";
import { Button } from "../ui/button";

/**
 * The product page's sticky add-to-cart bar (issue 18): once the main "Add to cart" has scrolled up out of
 * view, a bar at the bottom with the name, the price and a button adding one unit (then the mini-cart). It
 * needs JavaScript to appear; without it the page's own form is the way.
 */
export function StickyAdd({ product, target }: { product: ProductDetail; target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const money = useMoney();
  const [shown, setShown] = useState(false);
  const { fetcher, busyIntent } = useCartFetcher();
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    // The area reaches far below the screen: the form leaves it only upwards, also when the page jumps there.
    const observer = new IntersectionObserver(([entry]) => setShown(!!entry && !entry.isIntersecting), {
      rootMargin: "0px 0px 1000000px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  const available = product.availability.inStock && product.availability.count > 0;
  if (!shown || !available) return null;
  return (
    <div className="sticky-bar" data-sticky-add>
      <fetcher.Form method="post" action={paths.city("cart")} className="mx-auto flex max-w-6xl items-center gap-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="_js" value="1" />
        <p className="flex min-w-0 flex-1 flex-col leading-tight">
          <span className="truncate text-sm font-semibold">{product.name}</span>
          <span className="font-bold tabular-nums">{money(product.price.unit)}</span>
        </p>
        <Button type="submit" variant="success" loading={busyIntent === "add"} loadingLabel={t("ui.loading")} data-sticky-add-button>
          {t("catalogue.product.addToCart")}
        </Button>
      </fetcher.Form>
    </div>
  );
}
