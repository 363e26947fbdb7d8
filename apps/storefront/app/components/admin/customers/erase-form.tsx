// GDPR erasure at the customer's request (issue 35): a box to tick, then a step-up (a fresh code) before the API
// erases. A plain form: no JavaScript needed.
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { SubmitButton } from "../../forms/submit";

export function EraseForm() {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="max-w-xl space-y-3 rounded border border-red-700 bg-white p-4" data-admin-erase>
      <h2 className="text-lg font-semibold">{t("customers.erase.title")}</h2>
      <p>{t("customers.erase.lead")}</p>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-5" />
        <span>{t("customers.erase.confirm")}</span>
      </label>
      <SubmitButton intent="erase" variant="outline" size="normal">
        {t("customers.erase.submit")}
      </SubmitButton>
    </Form>
  );
}
