// Blocking a customer (with the reason staff keep) or unblocking them (an optional note for the audit log).
// Staff accounts cannot be blocked: they get a line saying so instead. Plain forms: they work without JavaScript.

import type { StaffCustomer } from "@shop/contracts";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, dangerButtonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

export interface BlockAnswer {
  messages: string[];
  reasonErrors: string[];
}

export function BlockForms({ customer, answer }: { customer: StaffCustomer; answer: BlockAnswer | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const reasonErrors = answer?.reasonErrors ?? [];
  if (customer.role === "staff")
    return (
      <p className="rounded border border-neutral-300 bg-white p-4" data-admin-customer-staff>
        {t("customers.block.staff")}
      </p>
    );
  const blocked = customer.blocked;
  const reasonId = blocked ? "unblock-reason" : "block-reason";
  return (
    <section
      aria-labelledby="block-title"
      className={`space-y-3 rounded border p-4 ${blocked ? "border-red-700 bg-red-50" : "border-neutral-300 bg-white"}`}
    >
      <h2 id="block-title" className="text-xl font-bold">
        {blocked ? t("customers.block.unblockTitle") : t("customers.block.title")}
      </h2>
      {blocked ? (
        <div data-admin-customer-blocked>
          <p className="font-semibold">{t("customers.block.since", { at: formatShopDate(blocked.at, paths.lang, true) })}</p>
          <p className="break-words">{t("customers.block.reasonWas", { reason: blocked.reason })}</p>
        </div>
      ) : (
        <p className="text-neutral-700">{t("customers.block.lead")}</p>
      )}
      {answer && <AdminAlert messages={answer.messages} />}
      <Form method="post" className="space-y-2" data-admin-customer-block={blocked ? "unblock" : "block"}>
        <input type="hidden" name="intent" value={blocked ? "unblock" : "block"} />
        <label htmlFor={reasonId} className={labelClasses}>
          {blocked ? t("customers.block.note") : t("customers.block.reason")}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={500}
          required={!blocked}
          className={inputClasses}
          aria-invalid={reasonErrors.length ? true : undefined}
          aria-describedby={reasonErrors.length ? `${reasonId}-error` : undefined}
        />
        {reasonErrors.length > 0 && (
          <p id={`${reasonId}-error`} className="text-sm font-semibold text-red-800" data-admin-field-error="reason">
            {reasonErrors.join(" ")}
          </p>
        )}
        <button type="submit" className={blocked ? secondaryButtonClasses : dangerButtonClasses}>
          {blocked ? t("customers.block.unblock") : t("customers.block.submit")}
        </button>
      </Form>
    </section>
  );
}
