import type { CurrentUser } from "@shop/contracts";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { PasskeyButton } from "../../../components/account/passkey-button";
import { AccountFrame } from "../../../components/forms/account-frame";
import { FormAlert, FormNotice, firstInvalid, TextField } from "../../../components/forms/fields";
import { JsFlag, SubmitButton } from "../../../components/forms/submit";
import { linkClass } from "../../../components/ui/link-class";
import { browserApi } from "../../../lib/api/browser";
import { getCurrentUser } from "../../../lib/api/endpoints";
import { signInWithToken } from "../../../lib/auth/session";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useHydrated } from "../../../lib/use-hydrated";
import { useShopPaths } from "../../../lib/use-shop";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/sign-in";
import { loadSignInPage, signInAction } from "./sign-in.server";

export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadSignInPage(args);

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [finishing, setFinishing] = useState(false);
  const [form, fields] = useShopForm("signIn", {
    id: "sign-in",
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });
  const signedIn = actionData && "signedIn" in actionData ? actionData.signedIn : null;

  // Spec section 4: store the token, then fetch the user; authenticated once it was fetched.
  useEffect(() => {
    if (!signedIn) return;
    setFinishing(true);
    void signInWithToken(signedIn.accessToken, () => getCurrentUser<CurrentUser>(browserApi(paths.lang))).then((user) => {
      // The cookie is set either way; without the user here the next page load fetches it on the server.
      if (user) navigate(signedIn.to, { replace: true });
      else window.location.assign(signedIn.to);
    });
  }, [signedIn, navigate, paths.lang]);

  const unverified = actionData && "unverified" in actionData ? actionData.unverified : null;
  const focus = firstInvalid(fields, ["email", "password"]);
  return (
    <AccountFrame page={loaderData.page}>
      {actionData && "resent" in actionData && <FormNotice>{t("account.signIn.resent", { email: actionData.resent })}</FormNotice>}
      <Form method="post" {...getFormProps(form)} data-form="sign-in">
        <FormAlert id={form.errorId} errors={form.errors} />
        <JsFlag hydrated={hydrated} />
        <TextField meta={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <TextField
          meta={fields.password}
          label={t("account.fields.password")}
          type="password"
          autoComplete="current-password"
          autoFocus={focus === "password"}
        />
        <SubmitButton intent="sign-in" busy={finishing}>
          {t("account.signIn.submit")}
        </SubmitButton>
      </Form>
      <Form method="post" className="mt-4" data-form="passkey-sign-in">
        <FormAlert errors={actionData && "passkeyError" in actionData ? [actionData.passkeyError] : undefined} />
        <PasskeyButton purpose="sign-in" field="passkey" intent="passkey" label={t("account.passkeys.signIn")} />
      </Form>
      {unverified && (
        <Form method="post" className="mt-4" data-form="resend">
          <FormAlert errors={actionData && "resendError" in actionData && actionData.resendError ? [actionData.resendError] : undefined} />
          <input type="hidden" name="email" value={unverified} />
          <SubmitButton intent="resend" variant="outline">
            {t("account.signIn.resend")}
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6">
        <Link to={paths.city("passwordRestore")} className={linkClass}>
          {t("account.signIn.forgot")}
        </Link>
      </p>
      <p className="mt-3">
        {t("account.signIn.noAccount")}{" "}
        <Link to={paths.city("signUp", undefined, { returnTo: loaderData.returnTo ?? undefined })} className={linkClass}>
          {t("account.signIn.signUp")}
        </Link>
      </p>
    </AccountFrame>
  );
}
