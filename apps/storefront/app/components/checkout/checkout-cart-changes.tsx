import type { CartChange } from "@shop/contracts";
import { useState } from "react";
import { CartChangesDialog } from "../cart/cart-changes-dialog";

const NONE: CartChange[] = [];

/** CART_CHANGED while placing: the spec's dialog lists what the server changed; it stays until closed. */
export function CheckoutCartChanges({ changes }: { changes: CartChange[] | undefined }) {
  const current = changes ?? NONE;
  const [seen, setSeen] = useState(current);
  const [shown, setShown] = useState(current);
  if (current !== seen) {
    setSeen(current);
    setShown(current);
  }
  return <CartChangesDialog changes={shown} onClose={() => setShown(NONE)} />;
}
