import { type ComponentType, useEffect, useState } from "react";
import type { CartAnswer } from "../../lib/cart/cart-form";

type Drawer = ComponentType<{ added: CartAnswer; onClose: () => void }>;
let loaded: Drawer | null = null;

/**
 * The mini-cart after an add (with JavaScript): a drawer loaded on its first use (docs/adr/0005). The module is
 * loaded in an effect and kept, not through React.lazy: a lazy component suspending while the router's
 * revalidation transition is under way could leave the drawer unshown.
 */
export function MiniCart({ added, onClose }: { added: CartAnswer | null; onClose: () => void }) {
  const [Drawer, setDrawer] = useState<Drawer | null>(() => loaded);
  useEffect(() => {
    if (!added || Drawer) return;
    let live = true;
    import("./mini-cart-drawer").then((module) => {
      loaded = module.default;
      if (live) setDrawer(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [added, Drawer]);
  if (!added || !Drawer) return null;
  return <Drawer added={added} onClose={onClose} />;
}
