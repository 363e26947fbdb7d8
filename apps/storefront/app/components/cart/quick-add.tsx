import type { ProductCard } from "@shop/contracts";
import { resolveBrand } from "@shop/domain";
import { Link, useSearchParams } from "react-router";
import { canQuickAdd } from "../../lib/cart/quick-add";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { useRootData, useShopPaths } from "../../lib/use-shop";
import { JsFlag } from "../forms/submit";
import { Button } from "../ui/button";
import { CartChangesDialog } from "./cart-changes-dialog";
import { useCartFetcher } from "./use-cart-fetcher";
import { usePagePath } from "./use-page-path";

/**
 * "Add" on a product card (issue 18): one unit, when the shopper has nothing to choose (lib/cart/quick-add.ts).
 * A real form posting to the cart's action: with JavaScript a fetcher and the mini-cart; without it (or clicked
 * before the scripts ran) the action adds and comes back to this page with `?added=<id>`, which this card says.
 */
export function QuickAdd({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const hydrated = useHydrated();
  const returnTo = usePagePath();
  const [params] = useSearchParams();
  const brand = resolveBrand(useRootData()?.publicEnv.PUBLIC_BRAND);
  const { fetcher, changes, clearChanges, busyIntent } = useCartFetcher();
  if (!canQuickAdd(product, brand)) return null;
  return (
    <>
      <fetcher.Form method="post" action={paths.city("cart")} className="relative z-10 flex flex-col gap-1" data-quick-add>
        {params.get("added") === String(product.id) && (
          <p role="status" className="text-xs font-semibold text-green-800" data-quick-added>
            {t("cart.add.added")}.{" "}
            <Link to={paths.city("cart")} className="underline underline-offset-2">
              {t("cart.add.viewCart")}
            </Link>
          </p>
        )}
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="quantity" value="1" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <JsFlag hydrated={hydrated} />
        <Button
          type="submit"
          variant="success"
          size="small"
          look="quick-add-button"
          loading={busyIntent === "add"}
          loadingLabel={t("ui.loading")}
          aria-label={t("cart.add.quickOf", { name: product.name })}
        >
          {t("cart.add.quick")}
        </Button>
      </fetcher.Form>
      <CartChangesDialog changes={changes} onClose={clearChanges} />
    </>
  );
}
