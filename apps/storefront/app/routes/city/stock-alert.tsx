import { Form, Link } from "react-router";
import { AccountFrame } from "../../components/forms/account-frame";
import { FormAlert, FormNotice } from "../../components/forms/fields";
import { SubmitButton } from "../../components/forms/submit";
import { buttonClasses } from "../../components/ui/button";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-alert";
import { loadStockAlertPage, stockAlertAction } from "./stock-alert.server";

/** The address carries the alert's token: it must not leak to other sites through Referer. */
export const headers = () => ({ "Referrer-Policy": "no-referrer" });

export const meta = ({ loaderData }: Route.MetaArgs) => [...seoMeta(loaderData?.page.seo), { name: "referrer", content: "no-referrer" }];

export const loader = (args: Route.LoaderArgs) => loadStockAlertPage(args);

export const action = (args: Route.ActionArgs) => stockAlertAction(args);

/** After the button the token's alert has changed or is gone: the answer says what happened. */
export const shouldRevalidate = () => false;

/** "Back in stock" alerts (issue 18): confirm one (double opt-in) or cancel it, by the e-mail's link. */
export default function StockAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { intent, token, alert, problem, page, productHref, homeHref } = loaderData;
  const product = alert?.productName ?? "";
  const error = actionData && "error" in actionData ? actionData.error : problem;
  const done = actionData && "done" in actionData ? actionData.done : null;
  const links = (
    <p className="mt-6 flex flex-wrap gap-3">
      {productHref && done !== "unsubscribed" && (
        <Link to={productHref} className={buttonClasses({ variant: "fill-black" })}>
          {t("alerts.page.toProduct")}
        </Link>
      )}
      <Link to={homeHref} className={buttonClasses({ variant: "outline" })}>
        {t("alerts.page.toHome")}
      </Link>
    </p>
  );
  if (done || error)
    return (
      <AccountFrame page={page}>
        {done ? (
          <FormNotice>
            {done === "unsubscribed"
              ? t("alerts.page.unsubscribed")
              : t(done === "notified" ? "alerts.page.notifiedNow" : "alerts.page.confirmed", { product })}
          </FormNotice>
        ) : (
          <FormAlert errors={error ? [error] : undefined} />
        )}
        {links}
      </AccountFrame>
    );
  const lead = intent === "confirm" ? t("alerts.page.confirmLead", { product }) : t("alerts.page.unsubscribeLead", { product });
  return (
    <AccountFrame page={page} lead={lead}>
      <Form method="post" data-form={`stock-alert-${intent}`}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton intent={intent} variant={intent === "confirm" ? "fill-black" : "outline"}>
          {intent === "confirm" ? t("alerts.page.confirm") : t("alerts.page.unsubscribe")}
        </SubmitButton>
      </Form>
      {links}
    </AccountFrame>
  );
}
