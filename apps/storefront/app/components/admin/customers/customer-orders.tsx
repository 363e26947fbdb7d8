// A customer's orders, newest first: each leads to the order's back-office page.

import type { StaffCustomer } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { StatusBadge } from "../../orders/status";
import { AdminTable } from "../page";

export function CustomerOrders({ customer }: { customer: StaffCustomer }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { orders, orderCount } = customer;
  return (
    <section aria-labelledby="orders-title" className="space-y-3" data-admin-customer-orders={orderCount}>
      <h2 id="orders-title" className="text-xl font-bold">
        {t("customers.orders.title")}
      </h2>
      <p className="text-sm font-semibold">
        {t("customers.orders.count", { count: orderCount })}
        {orderCount > orders.length && ` · ${t("customers.orders.newestShown", { shown: orders.length })}`}
      </p>
      {orders.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-6">{t("customers.orders.empty")}</p>
      ) : (
        <AdminTable label={t("customers.orders.label")}>
          <thead>
            <tr>
              <th scope="col">{t("customers.orders.id")}</th>
              <th scope="col">{t("customers.orders.status")}</th>
              <th scope="col">{t("customers.orders.city")}</th>
              <th scope="col">{t("customers.orders.total")}</th>
              <th scope="col">{t("customers.orders.placed")}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} data-admin-customer-order={order.id}>
                <td>
                  <Link
                    to={paths.admin("order", { orderId: order.id })}
                    className="inline-flex min-h-11 items-center font-mono font-semibold underline underline-offset-4"
                  >
                    {order.id}
                  </Link>
                </td>
                <td>
                  <StatusBadge status={order.status} />
                </td>
                <td>{order.city.name}</td>
                <td className="whitespace-nowrap">{formatMoney(order.total, paths.lang)}</td>
                <td className="whitespace-nowrap">{formatShopDate(order.createdAt, paths.lang, true)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
