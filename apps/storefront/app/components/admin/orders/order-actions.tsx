// The steps the status machine allows from the order's status now, as buttons (the API decides again). A
// TPD order handed over in store asks for the ID check first: a checkbox the server insists on.
import type { OrderStatus, StaffOrderDetail } from "@shop/contracts";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, dangerButtonClasses, inputClasses, labelClasses } from "../page";

export function OrderActions({ order, messages }: { order: StaffOrderDetail; messages: string[] }) {
  const { t } = useTranslation("admin");
  const askIdCheck = order.needsIdCheck && order.next.includes("COMPLETED");
  const label = (status: OrderStatus) =>
    status === "COMPLETED" && order.delivery.method !== "local-pickup"
      ? t("orders.actions.delivered")
      : t(`orders.actions.moveTo.${status}`);
  const forward = order.next.filter((status) => status !== "CANCELED");
  return (
    <section aria-labelledby="order-actions" className="space-y-3 rounded border border-neutral-300 bg-white p-4" data-admin-order-actions>
      <h2 id="order-actions" className="text-lg font-semibold">
        {t("orders.actions.title")}
      </h2>
      {order.next.length === 0 ? (
        <p className="text-neutral-700" data-admin-order-final>
          {t("orders.actions.none")}
        </p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="move" />
          {order.needsIdCheck && <input type="hidden" name="needsIdCheck" value="1" />}
          <p className="text-sm text-neutral-700">{t("orders.actions.lead")}</p>
          <AdminAlert messages={messages} />
          {askIdCheck && (
            <div className="rounded bg-amber-50 p-3 text-amber-950">
              <p className="mb-2 text-sm">{t("orders.actions.idCheckNeeded")}</p>
              <label className="flex min-h-11 items-center gap-3 font-semibold">
                <input type="checkbox" name="idChecked" value="1" className="size-6" data-id-checked />
                {t("orders.actions.idCheck")}
              </label>
            </div>
          )}
          <div>
            <label htmlFor="order-note" className={labelClasses}>
              {t("orders.actions.note")}
            </label>
            <input id="order-note" name="note" type="text" maxLength={500} className={inputClasses} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {forward.map((status) => (
              <button key={status} type="submit" name="to" value={status} className={buttonClasses} data-transition={status}>
                {label(status)}
              </button>
            ))}
          </div>
          {order.next.includes("CANCELED") && (
            <div className="flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-3">
              <button type="submit" name="to" value="CANCELED" className={dangerButtonClasses} data-transition="CANCELED">
                {label("CANCELED")}
              </button>
              <span className="text-sm text-neutral-700">{t("orders.actions.cancelHint")}</span>
            </div>
          )}
        </Form>
      )}
    </section>
  );
}
