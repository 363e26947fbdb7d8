// The coupon form's per-category percents ("up to N%"): the stored rows and a few blank ones (a page without
// JavaScript cannot add rows; saving offers more).
import type { CouponCategoryChoice } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { inputClasses, labelClasses } from "../page";
import { FieldError } from "./field";
import { BLANK_CATEGORY_ROWS, type CouponFormValues } from "./form-values";

export function CategoryRows({
  rows,
  choices,
  fieldErrors,
}: {
  rows: CouponFormValues["categories"];
  choices: CouponCategoryChoice[];
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const all = [...rows, ...Array.from({ length: BLANK_CATEGORY_ROWS }, () => ({ categoryId: "", percent: "" }))];
  return (
    <fieldset className="space-y-2" aria-describedby="coupon-categories-hint" data-admin-coupon-categories>
      <legend className="text-sm font-semibold">{t("coupons.fields.categories")}</legend>
      <p id="coupon-categories-hint" className="text-sm text-neutral-600">
        {t("coupons.fields.categoriesHint")}
      </p>
      {all.map((row, index) => {
        const categoryError = fieldErrors[`categories.${index}.categoryId`];
        const percentError = fieldErrors[`categories.${index}.percent`];
        return (
          <div key={index} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" data-admin-coupon-category-row={index}>
            <div>
              <label htmlFor={`coupon-category-${index}`} className={labelClasses}>
                {t("coupons.fields.category")}
              </label>
              <select
                id={`coupon-category-${index}`}
                name="categoryId"
                defaultValue={row.categoryId}
                aria-invalid={categoryError ? true : undefined}
                className={inputClasses}
              >
                <option value="">{t("coupons.fields.noCategory")}</option>
                {choices.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {`${"\u00a0\u00a0".repeat(choice.depth)}${choice.name}`}
                  </option>
                ))}
              </select>
              {categoryError && <FieldError>{categoryError}</FieldError>}
            </div>
            <div>
              <label htmlFor={`coupon-category-percent-${index}`} className={labelClasses}>
                {t("coupons.fields.categoryPercent")}
              </label>
              <input
                id={`coupon-category-percent-${index}`}
                name="categoryPercent"
                defaultValue={row.percent}
                inputMode="numeric"
                aria-invalid={percentError ? true : undefined}
                className={inputClasses}
              />
              {percentError && <FieldError>{percentError}</FieldError>}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
