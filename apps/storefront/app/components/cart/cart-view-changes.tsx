import type { CartChange } from "@shop/contracts";
import { useState } from "react";
import { showAdded, useAdded, useCartChanges } from "../../lib/cart/city-cart";
import { CartChangesDialog } from "./cart-changes-dialog";
import { MiniCart } from "./mini-cart";

const NONE: CartChange[] = [];

/**
 * The changes of the page's cart read (the city layout's loader: on any page of the city, after a city
 * switch, after a sign-in merge or a cart form posted without JavaScript), in the "cart changed" dialog.
 * The API reports changes once, so they stay shown until closed, even when the next page reads none. Also
 * the page's one mini-cart, opened by the last add's answer (use-cart-fetcher.tsx).
 */
export function CartViewChanges() {
  const changes = useCartChanges();
  const [seen, setSeen] = useState(changes);
  const [shown, setShown] = useState(changes);
  if (changes !== seen) {
    setSeen(changes);
    if (changes.length > 0) setShown(changes);
  }
  const added = useAdded();
  return (
    <>
      <CartChangesDialog changes={shown} onClose={() => setShown(NONE)} />
      <MiniCart added={added} onClose={() => showAdded(null)} />
    </>
  );
}
