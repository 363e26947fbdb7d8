import { useEffect } from "react";
import { Form } from "react-router";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { NewPasswordFields } from "../../../components/forms/account-fields";
import { FormAlert, FormNotice, firstInvalid, TextField } from "../../../components/forms/fields";
import { JsFlag, SubmitButton } from "../../../components/forms/submit";
import { storeToken } from "../../../lib/auth/session";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useHydrated } from "../../../lib/use-hydrated";
import type { Route } from "./+types/change-password";
import { changePasswordAction, loadChangePasswordPage } from "./change-password.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadChangePasswordPage(args);

export const action = (args: Route.ActionArgs) => changePasswordAction(args);

const ORDER = ["oldPassword", "newPassword", "repeatPassword"] as const;

export default function ChangePasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [form, fields] = useShopForm("changePassword", {
    id: "change-password",
    lastResult: actionData?.result,
  });
  const newToken = actionData && "accessToken" in actionData ? actionData.accessToken : null;
  // The old token is revoked: the browser keeps the new one.
  useEffect(() => {
    if (newToken) storeToken(newToken);
  }, [newToken]);
  const focus = firstInvalid(fields, ORDER);
  return (
    <CabinetFrame page={loaderData.page}>
      <div className="max-w-md">
        {actionData && "changed" in actionData ? (
          <FormNotice>{t("account.changePassword.done")}</FormNotice>
        ) : (
          <p className="mb-6 text-neutral-700">{t("account.changePassword.lead")}</p>
        )}
        <Form method="post" {...getFormProps(form)} data-form="change-password">
          <FormAlert id={form.errorId} errors={form.errors} />
          <JsFlag hydrated={hydrated} />
          <TextField
            meta={fields.oldPassword}
            label={t("account.fields.oldPassword")}
            type="password"
            autoComplete="current-password"
            autoFocus={focus === "oldPassword"}
          />
          <NewPasswordFields
            password={fields.newPassword}
            repeat={fields.repeatPassword}
            label={t("account.fields.newPassword")}
            focus={focus}
          />
          <SubmitButton>{t("account.changePassword.submit")}</SubmitButton>
        </Form>
      </div>
    </CabinetFrame>
  );
}
