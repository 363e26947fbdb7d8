// Creating or changing a coupon: a plain POST form (works without JavaScript). Amounts in złoty, dates in shop
// time; the used count is shown, never edited. A refused save shows each message next to its field.
import type { CouponCategoryChoice } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses, dangerButtonClasses, inputClasses, secondaryButtonClasses } from "../page";
import { CategoryRows } from "./category-rows";
import { FormField } from "./field";
import type { CouponFormValues } from "./form-values";

export interface CouponFormProps {
  id: number | null;
  values: CouponFormValues;
  usedCount: number | null;
  deletable: boolean;
  categories: CouponCategoryChoice[];
  messages: string[];
  fieldErrors: Record<string, string>;
  /** The list's query, kept when the form is left. */
  back: string;
}

export function CouponForm({ id, values, usedCount, deletable, categories, messages, fieldErrors, back }: CouponFormProps) {
  const { t } = useTranslation("admin");
  const f = (name: keyof CouponFormValues, label: string, hint: string) => ({
    id: `coupon-${name}`,
    label,
    hint,
    error: fieldErrors[name],
  });
  return (
    <section
      aria-labelledby="coupon-form-title"
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-coupon-editor={id ?? "new"}
    >
      <h2 id="coupon-form-title" className="text-xl font-semibold">
        {id === null ? t("coupons.newTitle") : t("coupons.editTitle", { code: values.code })}
      </h2>
      <AdminAlert messages={messages} />
      <Form method="post" className="space-y-4" data-admin-coupon-form>
        <input type="hidden" name="intent" value="save" />
        {id !== null && <input type="hidden" name="id" value={id} />}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField {...f("code", t("coupons.fields.code"), t("coupons.fields.codeHint"))}>
            {(a11y) => (
              <input
                {...a11y}
                name="code"
                defaultValue={values.code}
                required
                maxLength={40}
                autoCapitalize="characters"
                className={`${inputClasses} font-mono uppercase`}
              />
            )}
          </FormField>
          <fieldset>
            <legend className="mb-1 block text-sm font-semibold">{t("coupons.fields.kind")}</legend>
            <div className="flex flex-wrap gap-4">
              {(["percent", "amount"] as const).map((kind) => (
                <label key={kind} className="inline-flex min-h-11 items-center gap-2">
                  <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} className="h-5 w-5" />
                  {t(`coupons.fields.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField {...f("value", t("coupons.fields.value"), t("coupons.fields.valueHint"))}>
            {(a11y) => <input {...a11y} name="value" defaultValue={values.value} required inputMode="decimal" className={inputClasses} />}
          </FormField>
          <FormField {...f("maxDiscount", t("coupons.fields.maxDiscount"), t("coupons.fields.maxDiscountHint"))}>
            {(a11y) => (
              <input {...a11y} name="maxDiscount" defaultValue={values.maxDiscount} inputMode="decimal" className={inputClasses} />
            )}
          </FormField>
          <FormField {...f("minOrder", t("coupons.fields.minOrder"), t("coupons.fields.minOrderHint"))}>
            {(a11y) => <input {...a11y} name="minOrder" defaultValue={values.minOrder} inputMode="decimal" className={inputClasses} />}
          </FormField>
          <FormField {...f("activeUntil", t("coupons.fields.activeUntil"), t("coupons.fields.activeUntilHint"))}>
            {(a11y) => (
              <input {...a11y} name="activeUntil" type="datetime-local" defaultValue={values.activeUntil} className={inputClasses} />
            )}
          </FormField>
          <FormField {...f("maxUses", t("coupons.fields.maxUses"), t("coupons.fields.maxUsesHint"))}>
            {(a11y) => <input {...a11y} name="maxUses" defaultValue={values.maxUses} inputMode="numeric" className={inputClasses} />}
          </FormField>
          <FormField {...f("maxUsesPerCustomer", t("coupons.fields.maxUsesPerCustomer"), t("coupons.fields.maxUsesPerCustomerHint"))}>
            {(a11y) => (
              <input
                {...a11y}
                name="maxUsesPerCustomer"
                defaultValue={values.maxUsesPerCustomer}
                inputMode="numeric"
                className={inputClasses}
              />
            )}
          </FormField>
          {usedCount !== null && (
            <div>
              <span className="mb-1 block text-sm font-semibold">{t("coupons.fields.used")}</span>
              <output className="flex min-h-11 items-center text-lg font-semibold" data-admin-coupon-used>
                {usedCount}
              </output>
            </div>
          )}
          <FormField {...f("ownerEmail", t("coupons.fields.ownerEmail"), t("coupons.fields.ownerEmailHint"))} className="sm:col-span-2">
            {(a11y) => (
              <input {...a11y} name="ownerEmail" type="email" defaultValue={values.ownerEmail} maxLength={254} className={inputClasses} />
            )}
          </FormField>
          <div>
            <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                name="active"
                defaultChecked={values.active}
                aria-describedby="coupon-active-hint"
                className="h-5 w-5"
              />
              {t("coupons.fields.active")}
            </label>
            <p id="coupon-active-hint" className="mt-1 text-sm text-neutral-600">
              {t("coupons.fields.activeHint")}
            </p>
          </div>
        </div>
        <CategoryRows rows={values.categories} choices={categories} fieldErrors={fieldErrors} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClasses}>
            {id === null ? t("common.actions.create") : t("common.actions.save")}
          </button>
          <Link to={back} className={`${secondaryButtonClasses} inline-flex items-center`}>
            {t("common.actions.cancel")}
          </Link>
        </div>
      </Form>
      {id !== null &&
        (deletable ? (
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t("coupons.deleteConfirm", { code: values.code }))) event.preventDefault();
            }}
            data-admin-coupon-delete
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={id} />
            <button type="submit" className={dangerButtonClasses}>
              {t("common.actions.delete")}
            </button>
          </Form>
        ) : (
          <p className="text-sm text-neutral-700">{t("coupons.deleteHint")}</p>
        ))}
    </section>
  );
}
