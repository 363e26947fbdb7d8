import { Form, Link } from "react-router";
import { NewPasswordFields } from "../../../components/forms/account-fields";
import { AccountFrame } from "../../../components/forms/account-frame";
import { FormAlert, FormNotice, firstInvalid } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { buttonClasses } from "../../../components/ui/button";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/password-restore-finish";
import { restoreFinishAction, restoreFinishLoader } from "./password-restore-finish.server";

/** The address carries a single-use token: it must not leak to other sites through Referer. */
export const headers = () => ({ "Referrer-Policy": "no-referrer" });

export const meta = ({ loaderData }: Route.MetaArgs) => [...seoMeta(loaderData?.page.seo), { name: "referrer", content: "no-referrer" }];

export const loader = (args: Route.LoaderArgs) => restoreFinishLoader(args);

export const action = (args: Route.ActionArgs) => restoreFinishAction(args);

/** After the password is saved the token is spent: asking again would only turn the success into "invalid". */
export const shouldRevalidate = () => false;

export default function PasswordRestoreFinishPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const [form, fields] = useShopForm("passwordRestoreFinish", {
    id: "password-restore-finish",
    lastResult: actionData?.result,
  });
  const { page, valid } = loaderData;
  if (actionData && "done" in actionData)
    return (
      <AccountFrame page={page}>
        <FormNotice>{t("account.restoreFinish.done")}</FormNotice>
        <Link to={paths.city("signIn")} className={buttonClasses({ variant: "fill-black" })}>
          {t("account.restoreFinish.signIn")}
        </Link>
      </AccountFrame>
    );
  if (!valid)
    return (
      <AccountFrame page={page}>
        <FormAlert errors={[t("account.restoreFinish.invalid")]} />
        <Link to={paths.city("passwordRestore")} className={buttonClasses({ variant: "outline" })}>
          {t("account.restoreFinish.requestNew")}
        </Link>
      </AccountFrame>
    );
  const focus = firstInvalid(fields, ["password", "repeatPassword"]);
  return (
    <AccountFrame page={page} lead={t("account.restoreFinish.lead")}>
      <Form method="post" {...getFormProps(form)} data-form="password-restore-finish">
        <FormAlert id={form.errorId} errors={form.errors} />
        <NewPasswordFields
          password={fields.password}
          repeat={fields.repeatPassword}
          label={t("account.fields.newPassword")}
          focus={focus}
        />
        <SubmitButton>{t("account.restoreFinish.submit")}</SubmitButton>
      </Form>
    </AccountFrame>
  );
}
