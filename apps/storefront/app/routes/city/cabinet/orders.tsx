import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { OrdersList } from "../../../components/account/orders-list";
import { cabinetOf } from "../../../lib/account/cabinet.server";
import { accountPage } from "../../../lib/account/page.server";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/orders";
import { myOrders } from "./orders.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export async function loader(args: Route.LoaderArgs) {
  const { api } = await cabinetOf(args);
  return { page: accountPage(args, "cabinetOrders", ["cabinet"]), orders: await myOrders(api) };
}

/** Every order of the customer, each linking to its page. */
export default function CabinetOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <CabinetFrame page={loaderData.page}>
      <OrdersList orders={loaderData.orders} />
    </CabinetFrame>
  );
}
