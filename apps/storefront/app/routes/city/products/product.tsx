import { FramePage } from "../../../components/layout/page-frame";
import { cityFrameLoader, isSlug } from "../../../lib/frame-page.server";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/product";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = cityFrameLoader("product", { validate: (params) => isSlug(params.productSlug) });

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
