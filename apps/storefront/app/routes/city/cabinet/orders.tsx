import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { OrdersList } from "../../../components/account/orders-list";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/orders";
import { buyAgainAction, loadCabinetOrders } from "./orders.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadCabinetOrders(args);

export const action = (args: Route.ActionArgs) => buyAgainAction(args);

/** Every order of the customer, each linking to its page, with "Buy again" and its invoices' downloads. */
export default function CabinetOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CabinetFrame page={loaderData.page}>
      <OrdersList orders={loaderData.orders} answer={actionData} invoices={loaderData.invoices} />
    </CabinetFrame>
  );
}
