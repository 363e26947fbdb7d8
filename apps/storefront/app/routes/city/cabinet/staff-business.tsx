import { useTranslation } from "react-i18next";
import { ApplicationCard } from "../../../components/account/application-card";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { FormNotice } from "../../../components/forms/fields";
import { seoMeta } from "../../../lib/seo";
import type { Route } from "./+types/staff-business";
import { staffBusinessAction, staffBusinessLoader } from "./staff-business.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => staffBusinessLoader(args);

export const action = (args: Route.ActionArgs) => staffBusinessAction(args);

/** Staff only (others get 404): pending business applications with approve and reject, until the back office exists. */
export default function StaffBusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, applications } = loaderData;
  const decided = actionData && "decided" in actionData ? actionData.decided : null;
  return (
    <CabinetFrame page={page}>
      <p className="mb-6 text-neutral-700">{t("account.staff.lead")}</p>
      {decided && (
        <FormNotice>
          {decided.decision === "approve"
            ? t("account.staff.approved", { email: decided.email })
            : t("account.staff.rejected", { email: decided.email })}
        </FormNotice>
      )}
      {applications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-400 p-6" data-applications-empty>
          {t("account.staff.empty")}
        </p>
      ) : (
        <ul className="space-y-6" data-applications>
          {applications.map((application) => (
            <ApplicationCard
              key={application.userId}
              application={application}
              answer={actionData && "userId" in actionData && actionData.userId === application.userId ? actionData : null}
            />
          ))}
        </ul>
      )}
    </CabinetFrame>
  );
}
