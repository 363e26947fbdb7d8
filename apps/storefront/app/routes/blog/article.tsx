import { FramePage } from "../../components/layout/page-frame";
import { blogFrameLoader, isArticleId } from "../../lib/frame-page.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/article";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = blogFrameLoader("article", { validate: (params) => isArticleId(params.articleId) });

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
