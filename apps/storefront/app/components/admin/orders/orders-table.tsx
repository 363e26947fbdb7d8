// The orders as a table: each row links to the order's page. On a tablet the table scrolls sideways.

import type { StaffOrder } from "@shop/contracts";
import { formatMoney, formatOrderId } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { StatusBadge } from "../../orders/status";
import { AdminTable } from "../page";

export function OrdersTable({ orders }: { orders: StaffOrder[] }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("orders.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("orders.table.order")}</th>
          <th scope="col">{t("orders.table.placed")}</th>
          <th scope="col">{t("orders.table.customer")}</th>
          <th scope="col">{t("orders.table.status")}</th>
          <th scope="col">{t("orders.table.payment")}</th>
          <th scope="col">{t("orders.table.delivery")}</th>
          <th scope="col" className="text-right">
            {t("orders.table.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-admin-order-row data-order-id={order.id}>
            <td>
              <Link
                to={paths.admin("order", { orderId: order.id })}
                className="inline-flex min-h-11 items-center font-mono font-semibold underline underline-offset-4"
              >
                {formatOrderId(order.id)}
              </Link>
              {order.tpd && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
                  {t("orders.table.tpd")}
                </span>
              )}
            </td>
            <td>
              <time dateTime={order.createdAt}>{formatShopDate(order.createdAt, paths.lang, true)}</time>
              <div className="text-neutral-600">{order.city.name}</div>
            </td>
            <td>
              {order.customer.firstName} {order.customer.lastName}
              <div className="text-neutral-600">{order.customer.email ?? order.customer.phone}</div>
            </td>
            <td>
              <StatusBadge status={order.status} />
              {order.needsIdCheck && <div className="mt-1 text-xs font-semibold text-amber-900">{t("orders.table.idCheck")}</div>}
            </td>
            <td>{shop(`orders.payment.${order.payment}`)}</td>
            <td>
              {shop(`orders.delivery.${order.delivery}`)}
              {order.pickupAt && (
                <div className="text-neutral-600">
                  <time dateTime={order.pickupAt}>{formatShopDate(order.pickupAt, paths.lang, true)}</time>
                </div>
              )}
            </td>
            <td className="text-right tabular-nums">
              <span className="font-semibold">{formatMoney(order.total, paths.lang)}</span>
              <div className="text-neutral-600">{t("orders.table.items", { count: order.itemCount })}</div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
