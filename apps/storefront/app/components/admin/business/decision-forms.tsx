// Deciding a pending application: approve as wholesale or as franchise (one button each), or reject with a
// reason the customer reads. Plain forms: they work without JavaScript; the server checks everything again.

import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, dangerButtonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

export function DecisionForms({ userId, reasonErrors }: { userId: number; reasonErrors?: string[] | undefined }) {
  const { t } = useTranslation("admin");
  const reasonId = `application-${userId}-reason`;
  const errorId = `${reasonId}-error`;
  const hintId = `${reasonId}-hint`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Form method="post" className="space-y-2 rounded bg-neutral-50 p-3" data-admin-application-approve={userId}>
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="userId" value={userId} />
        <h3 className="font-semibold">{t("business.approve.title")}</h3>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="kind" value="wholesale" className={buttonClasses}>
            {t("business.approve.wholesale")}
          </button>
          <button type="submit" name="kind" value="franchise" className={secondaryButtonClasses}>
            {t("business.approve.franchise")}
          </button>
        </div>
      </Form>
      <Form method="post" className="space-y-2 rounded bg-neutral-50 p-3" data-admin-application-reject={userId}>
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="userId" value={userId} />
        <label htmlFor={reasonId} className={labelClasses}>
          {t("business.reject.reason")}
        </label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={500}
          required
          className={inputClasses}
          aria-invalid={reasonErrors?.length ? true : undefined}
          aria-describedby={reasonErrors?.length ? `${errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="text-sm text-neutral-700">
          {t("business.reject.hint")}
        </p>
        {reasonErrors?.length ? (
          <p id={errorId} className="text-sm font-semibold text-red-800" data-admin-field-error="reason">
            {reasonErrors.join(" ")}
          </p>
        ) : null}
        <button type="submit" className={dangerButtonClasses}>
          {t("business.reject.submit")}
        </button>
      </Form>
    </div>
  );
}
