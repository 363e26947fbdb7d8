// Recently viewed on the cart (issue 38): the same list as the product page's (components/product/recently-viewed.tsx),
// a place of the cart's own so that the cart does not load the product page's chunk for it.
import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";

const List = lazy(() => import("../product/recently-viewed-list"));

export function CartRecentlyViewed() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <List />
    </Suspense>
  ) : null;
}
