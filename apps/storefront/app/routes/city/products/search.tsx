import { FramePage } from "../../../components/layout/page-frame";
import { cityFrameLoader } from "../../../lib/frame-page.server";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/search";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = cityFrameLoader("search");

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
