import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { PasskeysPanel } from "../../../components/account/passkeys-panel";
import { SecondFactorPanel } from "../../../components/account/second-factor-panel";
import { SessionsPanel } from "../../../components/account/sessions-panel";
import { splitResult } from "../../../lib/account/security-result";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/security";
import { loadSecurityPage, securityAction } from "./security.server";

export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadSecurityPage(args);

export const action = (args: Route.ActionArgs) => securityAction(args);

export default function SecurityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = splitResult(actionData);
  return (
    <CabinetFrame page={loaderData.page}>
      <div className="max-w-md">
        <p className="mb-6 text-neutral-700">{t("account.secondFactor.lead")}</p>
        <SecondFactorPanel status={loaderData.status} result={result.secondFactor} backOffice={loaderData.backOffice} />
        <PasskeysPanel passkeys={loaderData.passkeys} result={result.secondFactor} />
      </div>
      <div className="max-w-2xl">
        <SessionsPanel sessions={loaderData.sessions} result={result.sessions} />
      </div>
    </CabinetFrame>
  );
}
