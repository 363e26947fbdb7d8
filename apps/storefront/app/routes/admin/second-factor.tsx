import { PasskeysPanel } from "../../components/account/passkeys-panel";
import { SecondFactorPanel } from "../../components/account/second-factor-panel";
import { SessionsPanel } from "../../components/account/sessions-panel";
import { AdminPage } from "../../components/admin/page";
import { splitResult } from "../../lib/account/security-result";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/second-factor";
import { loadStaffSecondFactor, staffSecondFactorAction } from "./second-factor.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => loadStaffSecondFactor(args);

export const action = (args: Route.ActionArgs) => staffSecondFactorAction(args);

/** Two-step sign-in for staff (issue 35), required before anything else of the back office; their signed-in devices. */
export default function StaffSecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = splitResult(actionData);
  return (
    <AdminPage title={loaderData.title}>
      <div className="max-w-md" data-admin-second-factor>
        <p className="mb-6 text-neutral-700">{t("account.secondFactor.lead")}</p>
        <SecondFactorPanel status={loaderData.status} result={result.secondFactor} backOffice={loaderData.backOffice} />
        <PasskeysPanel passkeys={loaderData.passkeys} result={result.secondFactor} />
      </div>
      <div className="max-w-2xl">
        <SessionsPanel sessions={loaderData.sessions} result={result.sessions} />
      </div>
    </AdminPage>
  );
}
