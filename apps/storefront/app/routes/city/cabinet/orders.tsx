import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { OrdersList } from "../../../components/account/orders-list";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/orders";
import { loadCabinetOrders } from "./orders.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadCabinetOrders(args);

/** Every order of the customer, each linking to its page. */
export default function CabinetOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <CabinetFrame page={loaderData.page}>
      <OrdersList orders={loaderData.orders} />
    </CabinetFrame>
  );
}
