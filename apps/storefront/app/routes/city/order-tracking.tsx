import { PageFrame } from "../../components/layout/page-frame";
import { LookupForm } from "../../components/orders/lookup-form";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/order-tracking";
import { loadOrderTrackingPage, trackingAction } from "./order-tracking.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadOrderTrackingPage(args);

export const action = (args: Route.ActionArgs) => trackingAction(args);

/** Order lookup (spec section 2): the number from the confirmation opens the order's page. */
export default function OrderTrackingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <LookupForm answer={actionData} />
    </PageFrame>
  );
}
