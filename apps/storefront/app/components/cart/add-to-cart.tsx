import { MAX_LINE_QUANTITY, type ProductDetail } from "@shop/contracts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { useCityCart } from "../../lib/cart/city-cart";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { useShopPaths } from "../../lib/use-shop";
import { FormAlert, FormNotice } from "../forms/alerts";
import { JsFlag } from "../forms/submit";
import { Button } from "../ui/button";
import { CartChangesDialog } from "./cart-changes-dialog";
import { useCartFetcher } from "./use-cart-fetcher";
import { usePagePath } from "./use-page-path";

/**
 * "Add to cart" on the product page. It posts to the cart route's action: with JavaScript through a fetcher
 * (the mini-cart, no page load), without it (or clicked before the scripts ran) as a plain form that comes
 * back here with `?added=<product id>` or the error.
 */
export function AddToCart({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const hydrated = useHydrated();
  const id = useId();
  const [params] = useSearchParams();
  const returnTo = usePagePath();
  const { fetcher, changes, clearChanges, busyIntent } = useCartFetcher();
  const flashError = useCityCart()?.cartError;
  const error = flashError && flashError.productId === product.id ? flashError.message : null;
  const stock = product.availability.inStock ? product.availability.count : 0;
  const soldOut = stock <= 0;
  return (
    <>
      <fetcher.Form method="post" action={paths.city("cart")} className="flex flex-col gap-2" data-add-to-cart>
        {params.get("added") === String(product.id) && !error && (
          <FormNotice>
            {t("cart.add.added")}.{" "}
            <Link to={paths.city("cart")} className="underline underline-offset-2">
              {t("cart.add.viewCart")}
            </Link>
          </FormNotice>
        )}
        <FormAlert errors={error ? [error] : undefined} />
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <JsFlag hydrated={hydrated} />
        <div className="flex items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold" htmlFor={`${id}-qty`}>
            {t("catalogue.product.quantity")}
            <input
              id={`${id}-qty`}
              type="number"
              name="quantity"
              inputMode="numeric"
              required
              min={1}
              max={Math.min(Math.max(1, stock), MAX_LINE_QUANTITY)}
              defaultValue={1}
              disabled={soldOut}
              className="w-24 rounded-full border border-neutral-400 bg-white px-4 py-2.5 text-base tabular-nums disabled:opacity-50"
            />
          </label>
          <Button
            type="submit"
            variant="success"
            className="flex-1"
            disabled={soldOut}
            loading={busyIntent === "add"}
            loadingLabel={t("ui.loading")}
            aria-describedby={soldOut ? `${id}-note` : undefined}
          >
            {t("catalogue.product.addToCart")}
          </Button>
        </div>
        {soldOut && (
          <p id={`${id}-note`} className="text-sm text-neutral-700" data-add-to-cart-unavailable>
            {t("cart.add.outOfStock")}
          </p>
        )}
      </fetcher.Form>
      <CartChangesDialog changes={changes} onClose={clearChanges} />
    </>
  );
}
