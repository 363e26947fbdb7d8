// An order's lines as placed (names in the order's language, prices as charged) and its totals.

import type { StaffOrderDetail } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function OrderLines({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const money = (grosze: number) => formatMoney(grosze, lang);
  const { totals } = order;
  return (
    <section aria-labelledby="order-items" className="space-y-3">
      <h2 id="order-items" className="text-xl font-semibold">
        {t("orders.detail.items")}
      </h2>
      <AdminTable label={t("orders.detail.items")}>
        <thead>
          <tr>
            <th scope="col">{t("orders.detail.product")}</th>
            <th scope="col" className="text-right">
              {t("orders.detail.quantity")}
            </th>
            <th scope="col" className="text-right">
              {t("orders.detail.unitPrice")}
            </th>
            <th scope="col" className="text-right">
              {t("orders.detail.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} data-admin-order-line data-product-id={item.productId}>
              <td>
                {item.name}
                {item.tpd && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold">{t("orders.table.tpd")}</span>}
              </td>
              <td className="text-right tabular-nums">{item.quantity}</td>
              <td className="text-right tabular-nums">
                {money(item.unitPrice)}
                {item.unitPrice !== item.regularPrice && <div className="text-neutral-500 line-through">{money(item.regularPrice)}</div>}
              </td>
              <td className="text-right tabular-nums">
                {money(item.lineTotal)}
                {item.discount > 0 && (
                  <div className="text-neutral-600">{t("orders.detail.lineDiscount", { amount: money(item.discount) })}</div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="[&_td]:border-t [&_td]:border-neutral-200 [&_td]:px-3 [&_td]:py-2">
          <tr>
            <td colSpan={3}>{t("orders.detail.subtotal")}</td>
            <td className="text-right tabular-nums">{money(totals.subtotal)}</td>
          </tr>
          {totals.discount > 0 && (
            <tr>
              <td colSpan={3}>
                {totals.couponCode ? t("orders.detail.coupon", { code: totals.couponCode }) : t("orders.detail.discount")}
              </td>
              <td className="text-right tabular-nums">−{money(totals.discount)}</td>
            </tr>
          )}
          <tr>
            <td colSpan={3}>{t("orders.detail.deliveryFee")}</td>
            <td className="text-right tabular-nums">{totals.deliveryFee > 0 ? money(totals.deliveryFee) : t("orders.detail.free")}</td>
          </tr>
          <tr className="font-bold">
            <td colSpan={3}>{t("orders.detail.total")}</td>
            <td className="text-right tabular-nums" data-admin-order-total>
              {money(totals.total)}
            </td>
          </tr>
        </tfoot>
      </AdminTable>
    </section>
  );
}
