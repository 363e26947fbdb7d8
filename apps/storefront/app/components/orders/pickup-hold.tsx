// A pickup order's hold on its page (issue 33): while ready, where and until when it waits; once the system canceled
// it at the hold's end, why (not collected within N days) and, for a paid order, that the money comes back.
import type { OrderView } from "@shop/contracts";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

export function PickupHoldNote({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const hold = order.pickupHold;
  if (!hold) return null;
  const values = { store: hold.store, until: formatShopDate(hold.until, lang, true), count: hold.days };
  const paid = order.details && order.details.payment !== "in-store";
  return (
    <div
      role="status"
      className={`mb-4 rounded-lg border p-3 text-sm ${hold.ended ? "border-neutral-400 bg-neutral-50" : "border-success-dark bg-success/15"}`}
      data-pickup-hold={hold.ended ? "ended" : "waiting"}
    >
      <p className="font-semibold">{hold.ended ? t("orders.hold.ended", values) : t("orders.hold.waiting", values)}</p>
      {hold.ended && paid && <p className="mt-1">{t("orders.hold.refund")}</p>}
    </div>
  );
}
