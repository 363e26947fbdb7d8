import type { CartChange } from "@shop/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import type { CartActionData } from "../../lib/cart/cart-form";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { notify } from "../ui/toasts";

/** "Added to cart" with a link to the cart. */
function AddedToast() {
  const { t } = useTranslation();
  const paths = useShopPaths();
  return (
    <span>
      {t("cart.add.added")}.{" "}
      <Link to={paths.city("cart")} className="font-semibold underline underline-offset-2" data-toast-cart-link>
        {t("cart.add.viewCart")}
      </Link>
    </span>
  );
}

/**
 * A cart form's fetcher (with JavaScript: no page load). Once the action answered: a success toast for an
 * add, an error toast with the server's message, and the changes the answer carried for the dialog.
 * The loaders revalidate after it, so the header's count and the cart page follow.
 */
export function useCartFetcher() {
  const fetcher = useFetcher<CartActionData>();
  const handled = useRef<CartActionData | null>(null);
  const [changes, setChanges] = useState<CartChange[]>([]);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      notify("error", result.error);
      return;
    }
    if (result.intent === "add") notify("success", <AddedToast />);
    if (result.changes.length > 0) setChanges(result.changes);
  }, [fetcher.state, fetcher.data]);
  const clearChanges = useCallback(() => setChanges([]), []);
  const busyIntent = fetcher.state === "idle" ? null : String(fetcher.formData?.get("intent") ?? "");
  return { fetcher, changes, clearChanges, busyIntent };
}
