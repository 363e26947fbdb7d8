import { Form, Link } from "react-router";
import { AccountFrame } from "../../../components/forms/account-frame";
import { FormAlert, FormNotice, TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { linkClass } from "../../../components/ui/link-class";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/password-restore";
import { loadPasswordRestorePage, passwordRestoreAction } from "./password-restore.server";

export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadPasswordRestorePage(args);

export const action = (args: Route.ActionArgs) => passwordRestoreAction(args);

export default function PasswordRestorePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const [form, fields] = useShopForm("passwordRestore", { id: "password-restore", lastResult: actionData?.result });
  const sent = actionData && "sent" in actionData;
  return (
    <AccountFrame page={loaderData.page} lead={sent ? undefined : t("account.restore.lead")}>
      {sent ? (
        <FormNotice>{t("account.restore.sent")}</FormNotice>
      ) : (
        <Form method="post" {...getFormProps(form)} data-form="password-restore">
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextField
            meta={fields.email}
            label={t("account.fields.email")}
            type="email"
            autoComplete="email"
            autoFocus={!!fields.email.errors}
          />
          <SubmitButton>{t("account.restore.submit")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6">
        <Link to={paths.city("signIn")} className={linkClass}>
          {t("account.restore.backToSignIn")}
        </Link>
      </p>
    </AccountFrame>
  );
}
