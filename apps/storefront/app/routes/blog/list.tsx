import { FramePage } from "../../components/layout/page-frame";
import { blogFrameLoader } from "../../lib/frame-page.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/list";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = blogFrameLoader("blog");

export default function ListPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
