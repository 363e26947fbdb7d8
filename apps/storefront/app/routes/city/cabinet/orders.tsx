import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { type OrderSummary, OrdersList } from "../../../components/account/orders-list";
import { cabinetOf } from "../../../lib/account/cabinet.server";
import { accountPage } from "../../../lib/account/page.server";
import { getOrders } from "../../../lib/api/accounts";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/orders";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export async function loader(args: Route.LoaderArgs) {
  const { api } = await cabinetOf(args);
  const orders = await getOrders(api);
  return { page: accountPage(args, "cabinetOrders", ["cabinet"]), orders: orders.items as OrderSummary[] };
}

export default function CabinetOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <CabinetFrame page={loaderData.page}>
      <OrdersList orders={loaderData.orders} />
    </CabinetFrame>
  );
}
