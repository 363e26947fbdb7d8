import { ProductDetailView } from "../../../components/product/product-detail";
import { ProductElsewhere } from "../../../components/product/product-elsewhere";
import { ReviewsSection } from "../../../components/product/reviews-section";
import { seoMeta } from "../../../lib/seo";
import { productSlugMiddleware } from "../../../middleware/product-slug.server";
import type { Route } from "./+types/product";
import { backInStockAction } from "./back-in-stock.server";
import { loadProductPage } from "./product.server";

/** Spec section 2: the product page is guarded by the product-slug middleware (404, 301 or the lookup). */
export const middleware: Route.MiddlewareFunction[] = [productSlugMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadProductPage(args);

/** "Notify me when back in stock" (components/product/back-in-stock.tsx). */
export const action = (args: Route.ActionArgs) => backInStockAction(args);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== "ok") return <ProductElsewhere data={loaderData} />;
  return (
    <>
      <ProductDetailView data={loaderData} />
      {loaderData.reviews && <ReviewsSection data={loaderData.reviews} />}
    </>
  );
}
