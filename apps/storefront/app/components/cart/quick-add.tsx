import type { ProductCard } from "@shop/contracts";
import { createContext, type FormEvent, type ReactNode, use, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { canQuickAdd, type QuickAddShop } from "../../lib/cart/quick-add";
import { useTranslation } from "../../lib/texts";
import { useHydrated } from "../../lib/use-hydrated";
import { useRootData, useShopPaths } from "../../lib/use-shop";
import { JsFlag } from "../forms/submit";
import { Button } from "../ui/button";
import { CartChangesDialog } from "./cart-changes-dialog";
import { useCartFetcher } from "./use-cart-fetcher";
import { usePagePath } from "./use-page-path";

/** What every card's "Add" of one list shares: one fetcher, the page's address and the `?added=` notice. */
interface QuickAddList {
  shop: QuickAddShop;
  action: string;
  returnTo: string;
  hydrated: boolean;
  addedId: string | null;
  busyId: string | null;
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

const QuickAddContext = createContext<QuickAddList | null>(null);

/**
 * The list around quick-add cards (a product grid): the hooks run once per list, not once per card, which is
 * most of a listing's render time otherwise. One fetcher serves the list: a second add while the first is on its
 * way takes over (the server adds both; the answer of the last one updates the header and the mini-cart).
 */
export function QuickAddList({ children }: { children: ReactNode }) {
  const paths = useShopPaths();
  const hydrated = useHydrated();
  const returnTo = usePagePath();
  const [params] = useSearchParams();
  // Cards show only under the root layout, whose data holds the brand.
  const shop = useRootData()?.brand as QuickAddShop;
  const { fetcher, changes, clearChanges, busyIntent } = useCartFetcher();
  const action = paths.city("cart");
  const busyId = busyIntent === "add" ? String(fetcher.formData?.get("productId") ?? "") : null;
  const addedId = params.get("added");
  const { submit } = fetcher;
  const list = useMemo<QuickAddList>(
    () => ({
      shop,
      action,
      returnTo,
      hydrated,
      addedId,
      busyId,
      submit(event) {
        event.preventDefault();
        submit(event.currentTarget, { method: "post", action });
      },
    }),
    [shop, action, returnTo, hydrated, addedId, busyId, submit],
  );
  return (
    <QuickAddContext value={list}>
      {children}
      <CartChangesDialog changes={changes} onClose={clearChanges} />
    </QuickAddContext>
  );
}

/** The list's quick add (null outside a QuickAddList). */
export const useQuickAddList = () => use(QuickAddContext);

/**
 * "Add" on a product card (issue 18): one unit, when the shopper has nothing to choose (lib/cart/quick-add.ts).
 * A real form posting to the cart's action: with JavaScript the list's fetcher and the mini-cart; without it (or
 * clicked before the scripts ran) the action adds and comes back to this page with `?added=<id>`, which this
 * card says. Outside a QuickAddList it renders nothing.
 */
export function QuickAdd({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const list = use(QuickAddContext);
  if (!list || !canQuickAdd(product, list.shop)) return null;
  const id = String(product.id);
  return (
    <form method="post" action={list.action} onSubmit={list.submit} className="relative z-10 flex flex-col gap-1" data-quick-add>
      {list.addedId === id && (
        <p role="status" className="text-xs font-semibold text-green-800" data-quick-added>
          {t("cart.add.added")}.{" "}
          <Link to={list.action} className="underline underline-offset-2">
            {t("cart.add.viewCart")}
          </Link>
        </p>
      )}
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={id} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="returnTo" value={list.returnTo} />
      <JsFlag hydrated={list.hydrated} />
      <Button
        type="submit"
        variant="success"
        size="small"
        look="quick-add-button"
        loading={list.busyId === id}
        loadingLabel={t("ui.loading")}
        aria-label={t("cart.add.quickOf", { name: product.name })}
      >
        {t("cart.add.quick")}
      </Button>
    </form>
  );
}
