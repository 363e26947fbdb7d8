import type { CartChange } from "@shop/contracts";
import { lazy, Suspense } from "react";

// The dialog's code (its texts, the list of changes and the no-JavaScript page version) loads only when
// the server reported changes: most pages never show it (docs/adr/0005).
const CartChangesPanel = lazy(() => import("./cart-changes-panel"));

/** The spec's "cart changed" dialog (cart-changes-panel.tsx) when there are changes; nothing otherwise. */
export function CartChangesDialog(props: { changes: CartChange[]; onClose: () => void; closeHref?: string }) {
  if (props.changes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartChangesPanel {...props} />
    </Suspense>
  );
}
