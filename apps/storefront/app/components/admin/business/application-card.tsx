// One business application: the company (name, address, tax number, postal code), the applicant (name, e-mail,
// phone), when it was submitted and its status; a pending one carries the decision forms.

import type { BusinessApplicationView } from "@shop/contracts";
import type { ReactNode } from "react";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import type { BusinessAnswer } from "../../../lib/api/staff-business";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert } from "../page";
import { DecisionForms } from "./decision-forms";
import { NipCheck } from "./nip-check";

export function ApplicationCard({ application, answer }: { application: BusinessApplicationView; answer: BusinessAnswer | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { userId, business } = application;
  const titleId = `application-${userId}-title`;
  const phone = application.phone.replace(/[^+\d]/g, "");
  const rows: Array<{ label: string; value: ReactNode; href?: string | undefined }> = [
    { label: t("business.fields.address"), value: business.companyAddress },
    { label: t("business.fields.ssn"), value: business.ssn },
    { label: t("business.nipCheck.label"), value: <NipCheck check={business.nipCheck} /> },
    { label: t("business.fields.postalIndex"), value: business.postalIndex },
    { label: t("business.fields.applicant"), value: `${application.firstName} ${application.lastName}`.trim() },
    { label: t("business.fields.email"), value: application.email, href: `mailto:${application.email}` },
    { label: t("business.fields.phone"), value: application.phone, href: phone ? `tel:${phone}` : undefined },
    {
      label: t("business.fields.submitted"),
      value: business.submittedAt ? formatShopDate(business.submittedAt, paths.lang, true) : null,
    },
  ];
  if (business.status === "rejected") rows.push({ label: t("business.fields.reason"), value: business.rejectionReason });
  return (
    <li
      aria-labelledby={titleId}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-application={userId}
      data-status={business.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold">
          {business.companyName}
        </h2>
        <p className="text-sm font-semibold" data-admin-application-status>
          {t(`business.status.${business.status}`)}
          {business.status === "approved" && business.kind && <> · {t(`business.kind.${business.kind}`)}</>}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(({ label, value, href }) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="mb-1 break-words sm:mb-0">
              {value && href ? (
                <a href={href} className="underline underline-offset-4">
                  {value}
                </a>
              ) : (
                value || "—"
              )}
            </dd>
          </div>
        ))}
      </dl>
      {answer && <AdminAlert messages={answer.messages} />}
      {business.status === "pending" && <DecisionForms userId={userId} reasonErrors={answer?.fieldErrors.reason} />}
    </li>
  );
}
