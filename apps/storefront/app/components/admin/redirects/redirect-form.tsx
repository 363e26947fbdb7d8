// Creating or changing a redirect: a plain POST form (works without JavaScript). The server stores the paths
// without the language prefix and refuses chains and loops; its message shows next to the field.
import { type StaffRedirect, StaffRedirectInput } from "@shop/contracts";
import { Form, Link } from "react-router";
import { z } from "zod";
import { checkWith, field } from "../../../lib/admin/form";
import { useTranslation } from "../../../lib/texts";
import { FormField } from "../coupons/field";
import { AdminAlert, buttonClasses, inputClasses, secondaryButtonClasses } from "../page";

export type RedirectFormValues = Record<"fromPath" | "toPath" | "status", string>;

/** The form's schema (the CRUD action reads it): the API's input, checked as the API checks it. */
export const RedirectFormFields = z
  .object({ fromPath: field, toPath: field, status: field })
  .transform((form, ctx) => checkWith(StaffRedirectInput, { ...form, status: form.status === "302" ? 302 : 301 }, ctx));

export const redirectFormOf = (redirect: StaffRedirect | null): RedirectFormValues =>
  redirect
    ? { fromPath: redirect.fromPath, toPath: redirect.toPath, status: redirect.status === 302 ? "302" : "301" }
    : { fromPath: "", toPath: "", status: "301" };

export function RedirectForm({
  redirect,
  values,
  messages,
  fieldErrors,
  cancel,
}: {
  redirect: StaffRedirect | null;
  values: Partial<RedirectFormValues>;
  messages: string[];
  fieldErrors: Record<string, string>;
  /** Where "cancel" leads (editing only). */
  cancel: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby="redirect-form-title"
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-redirect-editor={redirect?.id ?? "new"}
    >
      <h2 id="redirect-form-title" className="text-xl font-semibold">
        {redirect ? t("redirects.editTitle") : t("redirects.newTitle")}
      </h2>
      <AdminAlert messages={messages} />
      <Form method="post" className="grid items-start gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_auto]" data-admin-redirect-form>
        <input type="hidden" name="intent" value="save" />
        {redirect && <input type="hidden" name="id" value={redirect.id} />}
        <FormField id="redirect-from" label={t("redirects.fields.from")} hint={t("redirects.fields.fromHint")} error={fieldErrors.fromPath}>
          {(a11y) => (
            <input
              {...a11y}
              name="fromPath"
              defaultValue={values.fromPath}
              required
              maxLength={2048}
              placeholder="/warszawa/promo"
              className={`${inputClasses} font-mono`}
            />
          )}
        </FormField>
        <FormField id="redirect-to" label={t("redirects.fields.to")} hint={t("redirects.fields.toHint")} error={fieldErrors.toPath}>
          {(a11y) => (
            <input
              {...a11y}
              name="toPath"
              defaultValue={values.toPath}
              required
              maxLength={2048}
              placeholder="/warszawa/products/sale"
              className={`${inputClasses} font-mono`}
            />
          )}
        </FormField>
        <FormField id="redirect-status" label={t("redirects.fields.status")} error={fieldErrors.status}>
          {(a11y) => (
            <select {...a11y} name="status" defaultValue={values.status} className={inputClasses}>
              <option value="301">{t("redirects.status.permanent")}</option>
              <option value="302">{t("redirects.status.temporary")}</option>
            </select>
          )}
        </FormField>
        <div className="flex flex-wrap gap-2 md:col-span-2 lg:col-span-3">
          <button type="submit" className={buttonClasses}>
            {redirect ? t("common.actions.save") : t("common.actions.create")}
          </button>
          {redirect && (
            <Link to={cancel} className={`${secondaryButtonClasses} inline-flex items-center`}>
              {t("common.actions.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
