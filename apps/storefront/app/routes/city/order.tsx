import { FramePage } from "../../components/layout/page-frame";
import { cityFrameLoader, isOrderId } from "../../lib/frame-page.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/order";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = cityFrameLoader("order", {
  parents: ["orderTracking"],
  validate: (params) => isOrderId(params.orderId),
  vars: (params) => ({ orderId: params.orderId ?? "" }),
});

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <FramePage page={loaderData.page} />;
}
