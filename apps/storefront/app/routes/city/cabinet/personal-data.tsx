import { Form } from "react-router";
import { CabinetFrame } from "../../../components/account/cabinet-frame";
import { DeleteAccountForm } from "../../../components/account/delete-account-form";
import { PersonFields } from "../../../components/forms/account-fields";
import { FormAlert, FormNotice, firstInvalid } from "../../../components/forms/fields";
import { SubmitButton } from "../../../components/forms/submit";
import { buttonClasses } from "../../../components/ui/button";
import { getFormProps } from "../../../lib/forms/field-props";
import { useShopForm } from "../../../lib/forms/use-shop-form";
import { seoMeta } from "../../../lib/seo";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import type { Route } from "./+types/personal-data";
import { loadPersonalDataPage, personalDataAction } from "./personal-data.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => loadPersonalDataPage(args);

export const action = (args: Route.ActionArgs) => personalDataAction(args);

/** Name and phone (the e-mail shown, not editable); GDPR: the data export and account deletion. */
export default function PersonalDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const { page, user } = loaderData;
  const profileResult = actionData?.form === "profile" ? actionData.result : null;
  const [form, fields] = useShopForm("profile", {
    id: "profile",
    lastResult: profileResult,
    defaultValue: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
  });
  const focus = firstInvalid(fields, ["firstName", "lastName", "phone"]);
  return (
    <CabinetFrame page={page}>
      <div className="max-w-md">
        {actionData?.form === "profile" && "saved" in actionData && <FormNotice>{t("account.personal.saved")}</FormNotice>}
        <Form method="post" {...getFormProps(form)} data-form="profile">
          <FormAlert id={form.errorId} errors={form.errors} />
          <div className="mb-4">
            <label htmlFor="account-email" className="block text-sm font-semibold">
              {t("account.fields.email")}
            </label>
            <input
              id="account-email"
              type="email"
              value={user.email}
              readOnly
              aria-describedby="account-email-hint"
              className="mt-1 block w-full rounded-lg border border-neutral-400 bg-neutral-100 px-3 py-2.5"
            />
            <p id="account-email-hint" className="mt-1 text-sm text-neutral-700">
              {t("account.personal.emailHint")}
            </p>
          </div>
          <PersonFields firstName={fields.firstName} lastName={fields.lastName} phone={fields.phone} focus={focus} />
          <SubmitButton intent="profile">{t("account.personal.save")}</SubmitButton>
        </Form>
        <section aria-labelledby="gdpr-title" className="mt-10 border-t border-neutral-300 pt-6">
          <h2 id="gdpr-title" className="mb-2 text-xl font-bold">
            {t("account.personal.gdprTitle")}
          </h2>
          <p className="mb-3 text-neutral-700">{t("account.personal.exportLead")}</p>
          <a href={paths.city("cabinetExport")} download className={buttonClasses({ variant: "outline", size: "small" })} data-export>
            {t("account.personal.export")}
          </a>
        </section>
        <DeleteAccountForm lastResult={actionData?.form === "delete" ? actionData.result : null} />
      </div>
    </CabinetFrame>
  );
}
