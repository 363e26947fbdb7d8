import { ProductDetailView } from "../../../components/product/product-detail";
import { ProductElsewhere } from "../../../components/product/product-elsewhere";
import { elsewherePageData, productPageData } from "../../../lib/catalogue/product.server";
import { seoMeta } from "../../../lib/seo";
import { productLookupContext, productSlugMiddleware } from "../../../middleware/product-slug.server";
import type { Route } from "./+types/product";

/** Spec section 2: the product page is guarded by the product-slug middleware (404, 301 or the lookup). */
export const middleware: Route.MiddlewareFunction[] = [productSlugMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export function loader(args: Route.LoaderArgs) {
  const lookup = args.context.get(productLookupContext);
  return lookup.status === "ok" ? productPageData(args, lookup) : elsewherePageData(args, lookup);
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "ok" ? <ProductDetailView data={loaderData} /> : <ProductElsewhere data={loaderData} />;
}
