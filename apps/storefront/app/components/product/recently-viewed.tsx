// Recently viewed (issue 38; docs/catalogue.md "Recently viewed"): its place on the product page (the cart has its
// own, components/cart/recently-viewed.tsx). The
// list lives in this browser only (recently-viewed-list.tsx); its code loads after the page is interactive, so
// the server's HTML (shared on product pages) holds nothing of it.
import { lazy, Suspense } from "react";
import { useHydrated } from "../../lib/use-hydrated";

const List = lazy(() => import("./recently-viewed-list"));

/** `viewed`: the product page's product, noted as viewed (and left out of the list shown). */
export function RecentlyViewed({ viewed }: { viewed: { id: number; slug: string; name: string; image: string } }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <List viewed={viewed} />
    </Suspense>
  ) : null;
}
