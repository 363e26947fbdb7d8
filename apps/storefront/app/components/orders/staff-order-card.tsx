import type { StaffOrder } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatShopDate } from "../../lib/account/format";
import { useShopPaths } from "../../lib/use-shop";
import { FormAlert } from "../forms/fields";
import { FormButton } from "./form-button";
import { StatusBadge } from "./status";

/**
 * One order for staff: who, how it is paid and delivered, when it is picked up, the total, and one
 * button per status it may move to. A hand-over of tobacco products asks for the ID check first.
 */
export function StaffOrderCard({ order, error }: { order: StaffOrder; error?: string }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const id = `staff-order-${order.id}`;
  const askIdCheck = order.needsIdCheck && order.next.includes("COMPLETED");
  const { customer } = order;
  return (
    <li
      className="rounded-lg border border-neutral-300 bg-white p-4"
      aria-labelledby={`${id}-title`}
      data-staff-order
      data-order-id={order.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          <Link to={paths.city("order", { orderId: order.id })} className="font-mono underline underline-offset-4">
            {order.id}
          </Link>
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="font-semibold">{t("orders.staff.placedAt")}</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatShopDate(order.createdAt, paths.lang, true)}</time> · {order.city.name}
        </dd>
        <dt className="font-semibold">{t("orders.staff.customer")}</dt>
        <dd>
          {customer.firstName} {customer.lastName} · {customer.phone}
          {customer.email && <> · {customer.email}</>}
        </dd>
        <dt className="font-semibold">{t("orders.staff.payment")}</dt>
        <dd>{t(`orders.payment.${order.payment}`)}</dd>
        <dt className="font-semibold">{t("orders.staff.delivery")}</dt>
        <dd>{t(`orders.delivery.${order.delivery}`)}</dd>
        {order.pickupAt && (
          <>
            <dt className="font-semibold">{t("orders.staff.pickupAt")}</dt>
            <dd>
              <time dateTime={order.pickupAt}>{formatShopDate(order.pickupAt, paths.lang, true)}</time>
            </dd>
          </>
        )}
        <dt className="font-semibold">{t("orders.staff.total")}</dt>
        <dd className="font-semibold tabular-nums">
          {formatMoney(order.total, paths.lang)} · {t("orders.list.items", { count: order.itemCount })}
        </dd>
      </dl>
      {order.next.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-700">{t("orders.staff.final")}</p>
      ) : (
        <Form method="post" className="mt-4 border-t border-neutral-200 pt-4">
          <input type="hidden" name="orderId" value={order.id} />
          {order.needsIdCheck && <input type="hidden" name="needsIdCheck" value="1" />}
          <FormAlert errors={error ? [error] : undefined} />
          {askIdCheck && (
            <div className="mb-3">
              <p className="mb-2 text-sm">{t("orders.staff.idCheckNeeded")}</p>
              <div className="flex items-center gap-3">
                <input
                  id={`${id}-id-checked`}
                  type="checkbox"
                  name="idChecked"
                  value="1"
                  className="size-5 accent-primary-dark"
                  data-id-checked
                />
                <label htmlFor={`${id}-id-checked`} className="text-sm font-semibold">
                  {t("orders.staff.idChecked")}
                </label>
              </div>
            </div>
          )}
          <label htmlFor={`${id}-note`} className="block text-sm font-semibold">
            {t("orders.staff.note")}
          </label>
          <input
            id={`${id}-note`}
            name="note"
            type="text"
            maxLength={500}
            className="mt-1 mb-3 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2"
          />
          <div className="flex flex-wrap gap-2">
            {order.next.map((status) => (
              <FormButton
                key={status}
                name="to"
                value={status}
                match={{ orderId: order.id }}
                variant={status === "CANCELED" ? "outline" : "fill-black"}
                size="small"
                data-transition={status}
              >
                {t(`orders.staff.moveTo.${status}`)}
              </FormButton>
            ))}
          </div>
        </Form>
      )}
    </li>
  );
}
