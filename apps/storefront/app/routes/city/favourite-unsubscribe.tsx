import { Form, Link } from "react-router";
import { AccountFrame } from "../../components/forms/account-frame";
import { FormAlert, FormNotice } from "../../components/forms/fields";
import { SubmitButton } from "../../components/forms/submit";
import { buttonClasses } from "../../components/ui/button";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/favourite-unsubscribe";
import { favouriteUnsubscribeAction, loadFavouriteUnsubscribe } from "./favourite-unsubscribe.server";

/** The address carries the e-mail's token: it must not leak to other sites through Referer. */
export const headers = () => ({ "Referrer-Policy": "no-referrer" });

export const meta = ({ loaderData }: Route.MetaArgs) => [...seoMeta(loaderData?.page.seo), { name: "referrer", content: "no-referrer" }];

export const loader = (args: Route.LoaderArgs) => loadFavouriteUnsubscribe(args);

export const action = (args: Route.ActionArgs) => favouriteUnsubscribeAction(args);

/** Stop a favourite's e-mails by the link in one of them (issue 38): one button, the favourite stays. */
export default function FavouriteUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { token, missing, page, homeHref } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : token ? null : missing;
  const home = (
    <p className="mt-6">
      <Link to={homeHref} className={buttonClasses({ variant: "outline" })}>
        {t("alerts.page.toHome")}
      </Link>
    </p>
  );
  if (actionData && "done" in actionData)
    return (
      <AccountFrame page={page}>
        <FormNotice>{t("favourites.unsubscribe.done")}</FormNotice>
        {home}
      </AccountFrame>
    );
  return (
    <AccountFrame page={page} lead={error ? undefined : t("favourites.unsubscribe.lead")}>
      {error ? (
        <FormAlert errors={[error]} />
      ) : (
        <Form method="post" data-form="favourite-unsubscribe">
          <input type="hidden" name="token" value={token} />
          <SubmitButton intent="unsubscribe">{t("favourites.unsubscribe.submit")}</SubmitButton>
        </Form>
      )}
      {home}
    </AccountFrame>
  );
}
