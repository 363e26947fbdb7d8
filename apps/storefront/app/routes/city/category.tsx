import { FramePage } from "../../components/layout/page-frame";
import { cityFrameLoader, isSlug } from "../../lib/frame-page.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/category";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = cityFrameLoader("category", { validate: (params) => isSlug(params.slug) });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
