import type { OrderSummary } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { StatusBadge } from "../orders/status";
import { buttonClasses } from "../ui/button";

/** The customer's orders, newest first: number (to the order's page), date, status, item count and total. */
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
    <ul
      className="divide-y divide-neutral-200 rounded-lg border border-neutral-300 bg-white"
      aria-label={t("orders.list.label")}
      data-orders
    >
      {orders.map((order) => (
        <li
          key={order.id}
          className="grid grid-cols-2 items-center gap-x-4 gap-y-1 p-4 sm:grid-cols-[1fr_auto_auto_auto]"
          data-order-row
          data-order-id={order.id}
        >
          <div>
            <Link
              to={paths.city("order", { orderId: order.id })}
              aria-label={t("orders.list.number", { id: order.id })}
              className="font-mono font-semibold underline underline-offset-4"
            >
              {order.id}
            </Link>
            <time dateTime={order.createdAt} className="block text-sm text-neutral-700">
              {formatShopDate(order.createdAt, paths.lang)}
            </time>
          </div>
          <StatusBadge status={order.status} className="justify-self-end sm:justify-self-auto" />
          <span className="text-sm text-neutral-700">{t("orders.list.items", { count: order.itemCount })}</span>
          <span className="justify-self-end font-semibold tabular-nums">{formatMoney(order.total, paths.lang)}</span>
        </li>
      ))}
    </ul>
  );
}
