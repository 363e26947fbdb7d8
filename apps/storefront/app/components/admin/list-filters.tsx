// A back-office list's filters, from a field list: a GET form to the list's own page, so the address is the
// filters' state (a filtered list has its own address, and it works without JavaScript). Each field is labelled;
// `search`, `date`, `month` and `text` are inputs, `select` a choice with "any" first (the empty value).

import { Form, Link } from "react-router";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "./page";

/** The lists with filters (each has its texts' "<page>.filters.label"; `data-admin-<page without "s">-filters`). */
type ListPage = "articles" | "coupons" | "products" | "orders" | "invoices";

interface FieldBase<Name extends string> {
  /** The query parameter (and, after the page's name, the control's id: "articles-q"). */
  name: Name;
  label: string;
  /** Extra classes of the field's cell (its width in the grid). */
  cell?: string;
}

export type FilterField<Name extends string = string> = FieldBase<Name> &
  (
    | { kind: "search" | "date" | "month"; maxLength?: number; placeholder?: string; hint?: string }
    | { kind: "select"; any: string; options: ReadonlyArray<{ value: string | number; label: string }> }
  );

/** A `select` field: "any" (empty) first, then one option a value, labelled by `labelOf`. */
export function selectFilter<Name extends string, Value extends string | number>(
  name: Name,
  label: string,
  any: string,
  values: readonly Value[],
  labelOf: (value: Value) => string,
): FilterField<Name> {
  return { name, kind: "select", label, any, options: values.map((value) => ({ value, label: labelOf(value) })) };
}

export function ListFilters<Values extends object>({
  page,
  fields,
  values,
  columns = "lg:grid-cols-4",
  submit,
  actionsCell = "",
  plainReset = false,
}: {
  /** The list's page: the form's action, the reset link, its label ("articles.filters.label") and its marker. */
  page: ListPage;
  fields: readonly FilterField<Extract<keyof Values, string>>[];
  /** The current filters (from the address). */
  values: Values;
  columns?: string;
  /** The submit button's text (default: "Filter"). */
  submit?: string;
  actionsCell?: string;
  /** The reset link as a plain link rather than a button. */
  plainReset?: boolean;
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <Form
      method="get"
      action={paths.admin(page)}
      aria-label={t(`${page}.filters.label`)}
      className={`grid items-end gap-3 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-2 ${columns}`}
      {...{ [`data-admin-${page.slice(0, -1)}-filters`]: true }}
    >
      {fields.map((field) => {
        const id = `${page}-${field.name}`;
        const value = String(values[field.name] ?? "");
        return (
          <div key={field.name} className={field.cell}>
            <label htmlFor={id} className={labelClasses}>
              {field.label}
            </label>
            {field.kind === "select" ? (
              <select id={id} name={field.name} defaultValue={value} className={inputClasses}>
                <option value="">{field.any}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.kind}
                defaultValue={value}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                aria-describedby={field.hint ? `${id}-hint` : undefined}
                className={inputClasses}
              />
            )}
            {field.kind !== "select" && field.hint && (
              <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      <div className={`flex flex-wrap items-center gap-2 ${actionsCell}`}>
        <button type="submit" className={buttonClasses}>
          {submit ?? t("common.actions.filter")}
        </button>
        <Link
          to={paths.admin(page)}
          className={plainReset ? "font-semibold underline underline-offset-4" : `${secondaryButtonClasses} inline-flex items-center`}
        >
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
