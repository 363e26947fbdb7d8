import type { BusinessApplicationView } from "@shop/contracts";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatShopDate } from "../../lib/account/format";
import { useShopPaths } from "../../lib/use-shop";
import { FieldErrors, FormAlert } from "../forms/fields";
import { SubmitButton } from "../forms/submit";

type Answer = { errors?: Record<string, string[] | null>; message?: string } | null;

const controlClass = "mt-1 block w-full rounded-lg border border-neutral-500 bg-white px-3 py-2 aria-invalid:border-red-700";

/** One pending application: the company's details, an approve form (with the price kind) and a reject form (with a reason). */
export function ApplicationCard({ application, answer }: { application: BusinessApplicationView; answer: Answer }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const { userId, business } = application;
  const id = `application-${userId}`;
  const reasonErrors = answer?.errors?.reason ?? undefined;
  const kindErrors = answer?.errors?.kind ?? undefined;
  return (
    <li className="rounded-lg border border-neutral-300 bg-white p-4" data-application={userId} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {business.companyName}
      </h2>
      <p className="text-sm text-neutral-700">
        {application.firstName} {application.lastName} · {application.email}
        {business.submittedAt && <> · {t("account.staff.submittedAt", { date: formatShopDate(business.submittedAt, lang, true) })}</>}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t("account.fields.companyAddress")}</dt>
        <dd>{business.companyAddress}</dd>
        <dt className="font-semibold">{t("account.fields.ssn")}</dt>
        <dd>{business.ssn}</dd>
        <dt className="font-semibold">{t("account.fields.postalIndex")}</dt>
        <dd>{business.postalIndex}</dd>
      </dl>
      <FormAlert errors={answer?.message ? [answer.message] : undefined} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Form method="post" data-form="approve">
          <input type="hidden" name="userId" value={userId} />
          <input type="hidden" name="email" value={application.email} />
          <input type="hidden" name="decision" value="approve" />
          <label htmlFor={`${id}-kind`} className="block text-sm font-semibold">
            {t("account.staff.kind")}
          </label>
          <select
            id={`${id}-kind`}
            name="kind"
            className={`${controlClass} mb-3`}
            aria-invalid={kindErrors ? true : undefined}
            aria-describedby={kindErrors ? `${id}-kind-error` : undefined}
          >
            <option value="wholesale">{t("account.business.kind.wholesale")}</option>
            <option value="franchise">{t("account.business.kind.franchise")}</option>
          </select>
          <FieldErrors id={`${id}-kind-error`} errors={kindErrors} />
          <SubmitButton intent={`approve-${userId}`} variant="success" size="small">
            {t("account.staff.approve")}
          </SubmitButton>
        </Form>
        <Form method="post" data-form="reject">
          <input type="hidden" name="userId" value={userId} />
          <input type="hidden" name="email" value={application.email} />
          <input type="hidden" name="decision" value="reject" />
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
            {t("account.staff.reason")}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            maxLength={500}
            required
            autoFocus={!!reasonErrors}
            className={`${controlClass} mb-3`}
            aria-invalid={reasonErrors ? true : undefined}
            aria-describedby={reasonErrors ? `${id}-reason-error` : undefined}
          />
          <FieldErrors id={`${id}-reason-error`} errors={reasonErrors} />
          <SubmitButton intent={`reject-${userId}`} variant="outline" size="small">
            {t("account.staff.reject")}
          </SubmitButton>
        </Form>
      </div>
    </li>
  );
}
