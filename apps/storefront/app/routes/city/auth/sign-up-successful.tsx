import { Link } from "react-router";
import { AccountFrame } from "../../../components/forms/account-frame";
import { FormNotice } from "../../../components/forms/fields";
import { buttonClasses } from "../../../components/ui/button";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/sign-up-successful";
import { loadSignUpSuccessfulPage } from "./sign-up-successful.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadSignUpSuccessfulPage(args);

/** After sign-up: "check your inbox" (the account works once the e-mail is confirmed). */
export default function SignUpSuccessfulPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  return (
    <AccountFrame page={loaderData.page}>
      <FormNotice>{t("account.signUpSuccessful.lead")}</FormNotice>
      <p className="mb-6 text-neutral-700">{t("account.signUpSuccessful.hint")}</p>
      <Link to={paths.city("signIn", undefined, { returnTo: loaderData.returnTo })} className={buttonClasses({ variant: "outline" })}>
        {t("account.signUpSuccessful.signIn")}
      </Link>
    </AccountFrame>
  );
}
