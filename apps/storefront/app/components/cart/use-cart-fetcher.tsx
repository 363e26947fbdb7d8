import type { CartChange } from "@shop/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { CartActionData } from "../../lib/cart/cart-form";
import { rememberCartCount, showAdded, useCityCart } from "../../lib/cart/city-cart";
import { notify } from "../ui/toasts";

/**
 * A cart form's fetcher (with JavaScript: no page load). As soon as the action answered (while the loaders
 * still revalidate): the header takes the server's count, an add opens the mini-cart (one for the page, shown by
 * CartViewChanges in the header) with the answer's line
 * and subtotal, an error shows the server's message, and the answer's changes go to the dialog.
 */
export function useCartFetcher() {
  const fetcher = useFetcher<CartActionData>();
  const layout = useCityCart();
  const handled = useRef<CartActionData | null>(null);
  const [changes, setChanges] = useState<CartChange[]>([]);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state === "submitting" || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      notify("error", result.error);
      return;
    }
    if (result.cart) rememberCartCount(result.cart.count, layout);
    if (result.intent === "add" && result.cart) showAdded(result.cart);
    if (result.changes.length > 0) setChanges(result.changes);
  }, [fetcher.state, fetcher.data, layout]);
  const clearChanges = useCallback(() => setChanges([]), []);
  const busyIntent = fetcher.state === "idle" ? null : String(fetcher.formData?.get("intent") ?? "");
  return { fetcher, changes, clearChanges, busyIntent };
}
