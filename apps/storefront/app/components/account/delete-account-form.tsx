import { Form } from "react-router";
import { getFormProps } from "../../lib/forms/field-props";
import { type FormResult, useShopForm } from "../../lib/forms/use-shop-form";
import { useTranslation } from "../../lib/texts";
import { FormAlert, TextField } from "../forms/fields";
import { SubmitButton } from "../forms/submit";

/** GDPR: delete the account, confirmed with the password (orders are kept, anonymised, by the API). */
export function DeleteAccountForm({ lastResult }: { lastResult: FormResult | null }) {
  const { t } = useTranslation();
  const [form, fields] = useShopForm("deleteAccount", { id: "delete-account", lastResult });
  return (
    <section aria-labelledby="delete-title" className="mt-10 border-t border-neutral-300 pt-6">
      <h2 id="delete-title" className="mb-2 text-xl font-bold">
        {t("account.personal.deleteTitle")}
      </h2>
      <p className="mb-4 text-neutral-700">{t("account.personal.deleteLead")}</p>
      <Form method="post" {...getFormProps(form)} data-form="delete-account">
        <FormAlert id={form.errorId} errors={form.errors} />
        <TextField
          meta={fields.password}
          label={t("account.personal.deletePassword")}
          type="password"
          autoComplete="current-password"
          autoFocus={!!fields.password.errors}
        />
        <SubmitButton intent="delete" variant="outline">
          {t("account.personal.delete")}
        </SubmitButton>
      </Form>
    </section>
  );
}
