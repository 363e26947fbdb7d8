// A pickup order's hold in the back office (issue 33): until when it waits and whether the customer was reminded;
// after the system canceled it at the hold's end, that it was not collected and, when it was paid online or in USDT,
// that staff must refund it (the shop does not refund by itself). And where its text messages go, if anywhere.

import type { StaffOrderDetail } from "@shop/contracts";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert } from "../page";

export function OrderHold({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const hold = order.pickupHold;
  if (!hold && !order.smsPhone) return null;
  const until = hold ? formatShopDate(hold.until, lang, true) : "";
  return (
    <div className="space-y-1 text-sm" data-admin-order-hold={hold ? (hold.ended ? "ended" : "waiting") : "none"}>
      {hold && !hold.ended && <p>{t("orders.detail.holdWaiting", { until })}</p>}
      {hold?.remindedAt && !hold.ended && <p>{t("orders.detail.holdReminded", { at: formatShopDate(hold.remindedAt, lang, true) })}</p>}
      {hold?.ended && <p className="font-semibold">{t("orders.detail.holdEnded", { until })}</p>}
      {order.refundDue && (
        <div data-admin-refund-due>
          <AdminAlert messages={[t("orders.detail.refundDue")]} />
        </div>
      )}
      {order.smsPhone && <p data-admin-order-sms>{t("orders.detail.sms", { phone: order.smsPhone })}</p>}
    </div>
  );
}
