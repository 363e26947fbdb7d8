import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { AccountFrame } from "../../../components/forms/account-frame";
import { FormAlert, FormNotice, TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { buttonClasses } from "../../../components/ui/button";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/verify-email";
import { loadVerifyEmailPage, verifyEmailAction } from "./verify-email.server";

/** The address carries a single-use token: it must not leak to other sites through Referer. */
export const headers = () => ({ "Referrer-Policy": "no-referrer" });

export const meta = ({ loaderData }: Route.MetaArgs) => [...seoMeta(loaderData?.page.seo), { name: "referrer", content: "no-referrer" }];

export const loader = (args: Route.LoaderArgs) => loadVerifyEmailPage(args);

export const action = (args: Route.ActionArgs) => verifyEmailAction(args);

/** The loader only reads the address; nothing the actions do changes what it returns. */
export const shouldRevalidate = () => false;

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const submit = useSubmit();
  const sent = useRef(false);
  const { token } = loaderData;
  const verified = actionData && "verified" in actionData;
  const failed = actionData && "verifyError" in actionData ? actionData.verifyError : null;
  // With JavaScript the link confirms at once; without it the button below does (a link scanner that only GETs confirms nothing).
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void submit({ intent: "verify", token }, { method: "post", replace: true });
  }, [token, submit]);
  const [form, fields] = useShopForm("resendVerification", {
    id: "verify-resend",
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });

  if (verified)
    return (
      <AccountFrame page={loaderData.page}>
        <FormNotice>{t("account.verifyEmail.done")}</FormNotice>
        <Link to={paths.city("signIn")} className={buttonClasses({ variant: "fill-black" })}>
          {t("account.verifyEmail.signIn")}
        </Link>
      </AccountFrame>
    );
  if (actionData && "resent" in actionData)
    return (
      <AccountFrame page={loaderData.page}>
        <FormNotice>{t("account.verifyEmail.sent")}</FormNotice>
      </AccountFrame>
    );
  const resending = actionData && "result" in actionData;
  if (token && !failed && !resending)
    return (
      <AccountFrame page={loaderData.page} lead={t("account.verifyEmail.lead")}>
        <Form method="post" data-form="verify">
          <input type="hidden" name="token" value={token} />
          <SubmitButton intent="verify">{t("account.verifyEmail.confirm")}</SubmitButton>
        </Form>
      </AccountFrame>
    );
  return (
    <AccountFrame page={loaderData.page}>
      {(failed || !token) && <FormAlert errors={[failed ?? t("account.verifyEmail.missing")]} />}
      <section aria-labelledby="new-link">
        <h2 id="new-link" className="mt-6 mb-2 text-xl font-bold">
          {t("account.verifyEmail.newLink")}
        </h2>
        <p className="mb-4 text-neutral-700">{t("account.verifyEmail.newLinkLead")}</p>
        <Form method="post" {...getFormProps(form)} data-form="resend">
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.email}
            label={t("account.fields.email")}
            type="email"
            autoComplete="email"
            autoFocus={!!fields.email.errors}
          />
          <SubmitButton intent="resend">{t("account.verifyEmail.newLink")}</SubmitButton>
        </Form>
      </section>
    </AccountFrame>
  );
}
