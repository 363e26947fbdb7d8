import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useShopPaths } from "../../lib/use-shop";
import { buttonClasses } from "../ui/button";

/** What the list needs of an order (spec section 3: id, status, city, date); the checkout issue defines the rest. */
export interface OrderSummary {
  id: string;
  status: string;
  createdAt?: string;
}

/** The customer's orders. The checkout issue fills them; until then there are none and the list says so. */
export function OrdersList({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  if (orders.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-neutral-400 p-6" data-orders-empty>
        <p className="mb-4">{t("account.cabinet.noOrders")}</p>
        <Link to={paths.city("home")} className={buttonClasses({ variant: "outline", size: "small" })}>
          {t("account.cabinet.startShopping")}
        </Link>
      </div>
    );
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-300 bg-white" data-orders>
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <Link to={paths.city("order", { orderId: order.id })} className="font-semibold underline underline-offset-4">
            {order.id}
          </Link>
          <span className="text-sm">{order.status}</span>
          {order.createdAt && (
            <time dateTime={order.createdAt} className="text-sm text-neutral-700">
              {new Date(order.createdAt).toLocaleDateString(paths.lang)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
