import { Form, Link } from "react-router";
import { CodeFields } from "../../../components/account/code-fields";
import { PasskeyButton } from "../../../components/account/passkey-button";
import { AccountFrame } from "../../../components/forms/account-frame";
import { FormAlert, FormNotice } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { linkClass } from "../../../components/ui/link-class";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/sign-in-second-step";
import { loadSecondStepPage, secondStepAction } from "./sign-in-second-step.server";

export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadSecondStepPage(args);

export const action = (args: Route.ActionArgs) => secondStepAction(args);

/** The sign-in's second step (issue 35): a passkey, the authenticator's code, or a recovery code. */
export default function SecondStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const expired = !loaderData.ticket || (actionData && "expired" in actionData);
  return (
    <AccountFrame page={loaderData.page} lead={expired ? undefined : t("account.secondFactor.stepLead")}>
      {expired ? (
        <>
          <FormNotice>{t("account.secondFactor.expired")}</FormNotice>
          <p className="mt-6">
            <Link to={loaderData.signIn} className={linkClass}>
              {t("account.signIn.submit")}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" data-form="second-step" className="space-y-4">
          <FormAlert errors={actionData && "error" in actionData ? [actionData.error] : undefined} />
          {loaderData.passkey && (
            <>
              <PasskeyButton
                purpose="second-step"
                field="passkey"
                intent="second-step"
                label={t("account.passkeys.use")}
                variant="fill-black"
              />
              <p className="text-center text-neutral-700">{t("account.passkeys.or")}</p>
            </>
          )}
          <CodeFields recovery autoFocus={!loaderData.passkey} />
          <SubmitButton intent="second-step">{t("account.secondFactor.verify")}</SubmitButton>
        </Form>
      )}
    </AccountFrame>
  );
}
