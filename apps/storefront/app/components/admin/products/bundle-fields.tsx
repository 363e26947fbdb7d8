// A bundle's items: one row per item (the product's slug or id, and a quantity) and a few empty rows to add
// more without JavaScript. Rows left empty are ignored.
import { useTranslation } from "../../../lib/texts";
import { inputClasses, labelClasses } from "../page";
import { FieldError } from "./field";
import { MAX_ITEM_ROWS, type ProductFormValues, SPARE_ITEM_ROWS } from "./form-values";

export function BundleFields({ items, errors }: { items: ProductFormValues["items"]; errors: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const rows = [...items, ...Array.from({ length: SPARE_ITEM_ROWS }, () => ({ product: "", quantity: "" }))].slice(
    0,
    Math.max(items.length, MAX_ITEM_ROWS),
  );
  return (
    <section aria-labelledby="product-bundle-title" className="space-y-3" data-product-bundle>
      <h2 id="product-bundle-title" className="text-xl font-semibold">
        {t("products.form.bundle")}
      </h2>
      <p className="max-w-3xl text-sm text-neutral-700">{t("products.form.bundleHint")}</p>
      <FieldError id="bundle-error" message={errors.bundleItems} />
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const n = index + 1;
          const productError = errors[`item.${index}.product`];
          const quantityError = errors[`item.${index}.quantity`];
          return (
            <li
              key={index}
              className="grid gap-2 rounded border border-neutral-300 bg-white p-3 sm:grid-cols-[1fr_8rem]"
              data-bundle-row={index}
            >
              <div>
                <label htmlFor={`item-${index}-product`} className={labelClasses}>
                  {t("products.form.itemProduct", { n })}
                </label>
                <input
                  id={`item-${index}-product`}
                  name={`item.${index}.product`}
                  defaultValue={row.product}
                  maxLength={100}
                  aria-invalid={productError ? true : undefined}
                  aria-describedby={productError ? `item-${index}-product-error` : undefined}
                  className={inputClasses}
                />
                <FieldError id={`item-${index}-product-error`} message={productError} />
              </div>
              <div>
                <label htmlFor={`item-${index}-quantity`} className={labelClasses}>
                  {t("products.form.itemQuantity", { n })}
                </label>
                <input
                  id={`item-${index}-quantity`}
                  name={`item.${index}.quantity`}
                  type="number"
                  min={1}
                  max={99}
                  defaultValue={row.quantity}
                  aria-invalid={quantityError ? true : undefined}
                  aria-describedby={quantityError ? `item-${index}-quantity-error` : undefined}
                  className={inputClasses}
                />
                <FieldError id={`item-${index}-quantity-error`} message={quantityError} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
