// Refunds of an order's Przelewy24 payment: each one asked for (amount, reason, who, when) with P24's word on it, and
// while anything is left, a form to give (part of) it back. The API holds the rule (never more than was paid).

import type { StaffOrderDetail } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { groszeToInput } from "../../../lib/admin/money";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, inputClasses, labelClasses } from "../page";

const TONES = {
  requested: "bg-amber-100 text-amber-950",
  done: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  failed: "bg-red-100 text-red-900",
} as const;

export function OrderRefunds({ payment, messages }: { payment: StaffOrderDetail["payment"]; messages: string[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  if (payment.refunds.length === 0 && payment.refundable === 0) return null;
  return (
    <section aria-labelledby="order-refunds" className="space-y-3" data-admin-order-refunds>
      <h2 id="order-refunds" className="text-xl font-semibold">
        {t("orders.refunds.title")}
      </h2>
      {payment.refunds.length > 0 && (
        <ul className="space-y-2">
          {payment.refunds.map((refund) => (
            <li
              key={refund.id}
              className="rounded border border-neutral-300 bg-white p-3 text-sm"
              data-admin-refund
              data-status={refund.status}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{formatMoney(refund.amount, paths.lang)}</span>
                <span className={`rounded px-2 py-0.5 font-semibold ${TONES[refund.status]}`}>
                  {t(`orders.refunds.status.${refund.status}`)}
                </span>
              </div>
              <p className="mt-1 text-neutral-700">
                {t("orders.refunds.by", { at: formatShopDate(refund.requestedAt, paths.lang, true), name: refund.by?.name ?? "—" })}
                {refund.reason && <> · {refund.reason}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
      {payment.refundable > 0 && (
        <Form method="post" className="space-y-2 rounded border border-neutral-300 bg-white p-4" data-admin-refund-form>
          <input type="hidden" name="intent" value="refund" />
          <p className="text-sm">{t("orders.refunds.left", { amount: formatMoney(payment.refundable, paths.lang) })}</p>
          <label htmlFor="refund-amount" className={labelClasses}>
            {t("orders.refunds.amount")}
          </label>
          <input
            id="refund-amount"
            name="amount"
            inputMode="decimal"
            required
            defaultValue={groszeToInput(payment.refundable)}
            aria-invalid={messages.length > 0 || undefined}
            className={inputClasses}
          />
          <label htmlFor="refund-reason" className={labelClasses}>
            {t("orders.refunds.reason")}
          </label>
          <input id="refund-reason" name="reason" maxLength={200} className={inputClasses} />
          <AdminAlert messages={messages} />
          <button type="submit" className={buttonClasses}>
            {t("orders.refunds.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
