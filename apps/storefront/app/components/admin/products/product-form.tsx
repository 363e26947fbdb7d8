// The product form (issue 7): slug, kind, category, brand and TPD flag; the texts in four languages side by
// side; attributes; bundle items. One POST (works without JavaScript). Read-only for a city manager.
import type { StaffProductOptions } from "@shop/contracts";
import { VAT_RATES } from "@shop/domain";
import { Form } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses } from "../page";
import { AttributeFields } from "./attribute-fields";
import { BundleFields } from "./bundle-fields";
import { FieldError, TextField } from "./field";
import type { ProductFormValues } from "./form-values";
import { indent } from "./product-filters";
import { TranslationFields } from "./translation-fields";

interface ProductFormProps {
  values: ProductFormValues;
  options: StaffProductOptions;
  errors: Record<string, string>;
  mode: "new" | "edit";
  readOnly?: boolean;
}

/** The product's codes (issue 33): its SKU (empty for a new one: the shop numbers it), EAN barcode and VAT rate. */
function Codes({ values, errors, mode }: Pick<ProductFormProps, "values" | "errors" | "mode">) {
  const { t } = useTranslation("admin");
  return (
    <>
      <TextField
        id="sku"
        name="sku"
        label={t("products.form.sku")}
        value={values.sku}
        hint={mode === "new" ? t("products.form.skuNewHint") : t("products.form.skuHint")}
        error={errors.sku}
        maxLength={40}
        required={mode === "edit"}
      />
      <TextField
        id="ean"
        name="ean"
        label={t("products.form.ean")}
        value={values.ean}
        hint={t("products.form.eanHint")}
        error={errors.ean}
        maxLength={40}
        inputMode="numeric"
      />
      <div>
        <label htmlFor="vatRate" className={labelClasses}>
          {t("products.form.vatRate")}
        </label>
        <select id="vatRate" name="vatRate" defaultValue={values.vatRate} className={inputClasses} data-product-vat>
          {VAT_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {t(`products.vatRates.${rate}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function Basics({ values, options, errors, mode }: Pick<ProductFormProps, "values" | "options" | "errors" | "mode">) {
  const { t } = useTranslation("admin");
  const described = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  return (
    <fieldset className="grid min-w-0 gap-4 rounded border border-neutral-300 bg-white p-4 md:grid-cols-2">
      <legend className="px-1 text-xl font-semibold">{t("products.form.basics")}</legend>
      <TextField
        id="slug"
        name="slug"
        label={t("products.form.slug")}
        value={values.slug}
        hint={t("products.form.slugHint")}
        error={errors.slug}
        maxLength={100}
        required
      />
      <Codes values={values} errors={errors} mode={mode} />
      <div>
        <label htmlFor="kind" className={labelClasses}>
          {t("products.form.kind")}
        </label>
        <select id="kind" name="kind" defaultValue={values.kind} className={inputClasses}>
          <option value="simple">{t("products.kinds.simple")}</option>
          <option value="bundle">{t("products.kinds.bundle")}</option>
        </select>
      </div>
      <div>
        <label htmlFor="categoryId" className={labelClasses}>
          {t("products.form.category")}
        </label>
        <select
          id="categoryId"
          name="categoryId"
          defaultValue={values.categoryId}
          required
          className={inputClasses}
          {...described("categoryId")}
        >
          <option value="">{t("products.form.chooseCategory")}</option>
          {options.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${indent(category.depth)}${category.name}`}
            </option>
          ))}
        </select>
        <FieldError id="categoryId-error" message={errors.categoryId} />
      </div>
      <div>
        <label htmlFor="brandId" className={labelClasses}>
          {t("products.form.brand")}
        </label>
        <select id="brandId" name="brandId" defaultValue={values.brandId} className={inputClasses} {...described("brandId")}>
          <option value="">{t("products.noBrand")}</option>
          {options.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
        <FieldError id="brandId-error" message={errors.brandId} />
      </div>
      <label className="inline-flex min-h-11 items-center gap-3 md:col-span-2">
        <input type="checkbox" name="tpd" value="1" defaultChecked={values.tpd} className="h-5 w-5" data-product-tpd />
        <span className="font-semibold">{t("products.form.tpd")}</span>
      </label>
    </fieldset>
  );
}

export function ProductForm({ values, options, errors, mode, readOnly = false }: ProductFormProps) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" aria-label={t("products.form.label")} className="space-y-6" data-admin-product-form={mode}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={values.version} />
      {/* A disabled fieldset makes every control read-only (and unsent) for a city manager. */}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <Basics values={values} options={options} errors={errors} mode={mode} />
        <TranslationFields texts={values.texts} errors={errors} />
        <AttributeFields attributes={options.attributes} selected={values.valueIds} error={errors.values} />
        <BundleFields items={values.items} errors={errors} />
      </fieldset>
      {!readOnly && (
        <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-neutral-300 bg-neutral-100 py-3">
          <button type="submit" className={buttonClasses} data-admin-product-save>
            {mode === "new" ? t("products.form.create") : t("products.form.save")}
          </button>
        </div>
      )}
    </Form>
  );
}
