// An order's status changes, oldest first: when, from what to what, who (and which person), and the note.

import type { StaffOrderDetail } from "@shop/contracts";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function OrderHistory({ history }: { history: StaffOrderDetail["history"] }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  const { lang } = useAdminPaths();
  return (
    <section aria-labelledby="order-history" className="space-y-3">
      <h2 id="order-history" className="text-xl font-semibold">
        {t("orders.detail.history")}
      </h2>
      <AdminTable label={t("orders.detail.history")}>
        <thead>
          <tr>
            <th scope="col">{t("orders.detail.when")}</th>
            <th scope="col">{t("orders.detail.change")}</th>
            <th scope="col">{t("orders.detail.who")}</th>
            <th scope="col">{t("orders.detail.note")}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.at}-${index}`} data-admin-order-history data-to={entry.to}>
              <td className="whitespace-nowrap">
                <time dateTime={entry.at}>{formatShopDate(entry.at, lang, true)}</time>
              </td>
              <td>
                {entry.from ? `${shop(`orders.status.${entry.from}.label`)} → ` : ""}
                <span className="font-semibold">{shop(`orders.status.${entry.to}.label`)}</span>
              </td>
              <td>
                {t(`orders.detail.actors.${entry.actor}`)}
                {entry.actorUser && <div className="text-neutral-600">{entry.actorUser.name || entry.actorUser.email}</div>}
              </td>
              <td className="break-words">{entry.note ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}
