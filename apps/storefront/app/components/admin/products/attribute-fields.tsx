// The product's attribute values: checkboxes grouped by attribute (flavour, strength, volume…).
import type { StaffProductOptions } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { FieldError } from "./field";

export function AttributeFields({
  attributes,
  selected,
  error,
}: {
  attributes: StaffProductOptions["attributes"];
  selected: readonly number[];
  error?: string | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="product-attributes-title" className="space-y-3" data-product-attributes>
      <h2 id="product-attributes-title" className="text-xl font-semibold">
        {t("products.form.attributes")}
      </h2>
      <p className="text-sm text-neutral-700">{t("products.form.attributesHint")}</p>
      <FieldError id="values-error" message={error} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {attributes.map((attribute) => (
          <fieldset key={attribute.code} className="min-w-0 rounded border border-neutral-300 bg-white p-3" data-attribute={attribute.code}>
            <legend className="px-1 font-semibold">{attribute.name}</legend>
            <div className="flex flex-wrap gap-x-4">
              {attribute.values.map((value) => (
                <label key={value.id} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="value"
                    value={value.id}
                    defaultChecked={selected.includes(value.id)}
                    className="h-5 w-5"
                    data-attribute-value={value.id}
                  />
                  {value.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
