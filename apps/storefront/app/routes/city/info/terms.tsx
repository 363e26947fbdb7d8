import { FramePage } from "../../../components/layout/page-frame";
import { cityFrameLoader } from "../../../lib/frame-page.server";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/terms";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = cityFrameLoader("terms");

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
