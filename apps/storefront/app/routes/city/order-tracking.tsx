import { FramePage } from "../../components/layout/page-frame";
import { cityFrameLoader } from "../../lib/frame-page.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/order-tracking";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = cityFrameLoader("orderTracking");

export default function OrderTrackingPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
