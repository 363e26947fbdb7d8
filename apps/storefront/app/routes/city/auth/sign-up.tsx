import { Form, Link } from "react-router";
import { NewPasswordFields, PersonFields } from "../../../components/forms/account-fields";
import { AccountFrame } from "../../../components/forms/account-frame";
import { CheckboxField, FormAlert, firstInvalid, TextField } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { linkClass } from "../../../components/ui/link-class";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { Trans, useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { sameOriginMiddleware } from "../../../middleware/same-origin.server";
import type { Route } from "./+types/sign-up";
import { loadSignUpPage, signUpAction } from "./sign-up.server";

export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadSignUpPage(args);

export const action = (args: Route.ActionArgs) => signUpAction(args);

const ORDER = ["email", "password", "repeatPassword", "firstName", "lastName", "phone", "acceptTerms", "adult"] as const;

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const { referralCode, returnTo, askAdult } = loaderData;
  const [form, fields] = useShopForm("signUp", {
    id: "sign-up",
    lastResult: actionData?.result,
    defaultValue: { referralCode },
  });
  const focus = firstInvalid(fields, ORDER);
  const link = (page: "privacyPolicy" | "terms") => <Link to={paths.city(page)} className={linkClass} target="_blank" />;
  return (
    <AccountFrame page={loaderData.page} lead={t("account.signUp.lead")}>
      <Form method="post" {...getFormProps(form)} data-form="sign-up">
        <FormAlert id={form.errorId} errors={form.errors} />
        {referralCode && <p className="mb-4 text-sm text-neutral-700">{t("account.signUp.invited", { code: referralCode })}</p>}
        <input type="hidden" name={fields.referralCode.name} defaultValue={referralCode} />
        <TextField meta={fields.email} label={t("account.fields.email")} type="email" autoComplete="email" autoFocus={focus === "email"} />
        <NewPasswordFields password={fields.password} repeat={fields.repeatPassword} focus={focus} />
        <PersonFields firstName={fields.firstName} lastName={fields.lastName} phone={fields.phone} focus={focus} />
        <CheckboxField meta={fields.acceptTerms} autoFocus={focus === "acceptTerms"}>
          <Trans i18nKey="account.fields.acceptTerms" components={{ privacy: link("privacyPolicy"), terms: link("terms") }} />
        </CheckboxField>
        {askAdult ? (
          <CheckboxField meta={fields.adult} autoFocus={focus === "adult"}>
            {t("account.fields.adult")}
          </CheckboxField>
        ) : (
          // Confirmed at the age gate: the account records that answer (18+ is asked once per person).
          <input type="hidden" name={fields.adult.name} value="on" />
        )}
        <SubmitButton>{t("account.signUp.submit")}</SubmitButton>
      </Form>
      <p className="mt-6">
        {t("account.signUp.haveAccount")}{" "}
        <Link to={paths.city("signIn", undefined, { returnTo })} className={linkClass}>
          {t("account.signUp.signIn")}
        </Link>
      </p>
    </AccountFrame>
  );
}
