// Creating or changing a category: slug, parent (not itself or below itself), the four names side by side,
// the illustration's colour and icon, its place among its siblings.

import { CATEGORY_ICONS, type StaffCategory } from "@shop/contracts";
import { LOCALES } from "@shop/domain";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { Field, MissingFlag } from "./fields";
import { missingTranslation } from "./form-data";

export interface TaxonomyFormAnswer {
  fieldErrors: Record<string, string>;
  values: Record<string, string> | null;
  id: number | null;
}

function storedValues(category: StaffCategory | null): Record<string, string> {
  if (!category) return { colour: "#7c3aed", icon: "accessory", sortOrder: "0", parentId: "" };
  return {
    id: String(category.id),
    slug: category.slug,
    parentId: category.parentId === null ? "" : String(category.parentId),
    "names.en": category.names.en,
    "names.uk": category.names.uk,
    "names.pl": category.names.pl,
    "names.ru": category.names.ru,
    colour: category.colour,
    icon: category.icon,
    sortOrder: String(category.sortOrder),
  };
}

/** Categories that may be the parent: all but the one edited and its subcategories (the list is depth first). */
function parentChoices(items: StaffCategory[], editing: StaffCategory | null): StaffCategory[] {
  if (!editing) return items;
  const start = items.findIndex((item) => item.id === editing.id);
  let end = start + 1;
  while (end < items.length && (items[end] as StaffCategory).depth > editing.depth) end++;
  return [...items.slice(0, start), ...items.slice(end)];
}

export function CategoryForm({
  items,
  editing,
  answer,
}: {
  items: StaffCategory[];
  editing: StaffCategory | null;
  answer: TaxonomyFormAnswer | null;
}) {
  const { t, i18n } = useTranslation("admin");
  const paths = useAdminPaths();
  const mine = answer && answer.id === (editing?.id ?? null) ? answer : null;
  const values = mine?.values ?? storedValues(editing);
  const errors = mine?.fieldErrors ?? {};
  const lang = LOCALES.find((locale) => locale === i18n.language) ?? "en";
  return (
    <Form
      method="post"
      key={`${editing?.id ?? "new"}-${mine?.values ? "typed" : "stored"}`}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-category-form
    >
      <h2 className="text-xl font-semibold">
        {editing ? t("taxonomy.categories.edit", { name: editing.names[lang] }) : t("taxonomy.categories.add")}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="slug"
          label={t("taxonomy.categories.slug")}
          hint={t("taxonomy.categories.slugHint")}
          defaultValue={values.slug}
          error={errors.slug}
          required
          maxLength={64}
        />
        <div>
          <label htmlFor="category-parent" className={labelClasses}>
            {t("taxonomy.categories.parent")}
          </label>
          <select id="category-parent" name="parentId" defaultValue={values.parentId ?? ""} className={inputClasses}>
            <option value="">{t("taxonomy.categories.topLevel")}</option>
            {parentChoices(items, editing).map((item) => (
              <option key={item.id} value={item.id}>
                {`${"— ".repeat(item.depth)}${item.names[lang]}`}
              </option>
            ))}
          </select>
          {errors.parentId && <p className="mt-1 text-sm text-red-800">{errors.parentId}</p>}
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className={labelClasses}>{t("taxonomy.categories.names")}</legend>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {LOCALES.map((locale) => {
            const names = {
              en: values["names.en"] ?? "",
              uk: values["names.uk"] ?? "",
              pl: values["names.pl"] ?? "",
              ru: values["names.ru"] ?? "",
            };
            return (
              <div key={locale}>
                <Field
                  name={`names.${locale}`}
                  label={t(`common.locales.${locale}`)}
                  lang={locale}
                  defaultValue={names[locale]}
                  error={errors[`names.${locale}`]}
                  required
                  maxLength={100}
                />
                {editing && missingTranslation(names, locale) && <MissingFlag />}
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field name="colour" type="color" label={t("taxonomy.categories.colour")} defaultValue={values.colour} error={errors.colour} />
        <div>
          <label htmlFor="category-icon" className={labelClasses}>
            {t("taxonomy.categories.icon")}
          </label>
          <select id="category-icon" name="icon" defaultValue={values.icon} className={inputClasses}>
            {CATEGORY_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {t(`taxonomy.icons.${icon}`)}
              </option>
            ))}
          </select>
        </div>
        <Field
          name="sortOrder"
          type="number"
          inputMode="numeric"
          label={t("taxonomy.categories.sortOrder")}
          defaultValue={values.sortOrder}
          error={errors.sortOrder}
          required
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses} data-admin-category-save>
          {editing ? t("common.actions.save") : t("common.actions.create")}
        </button>
        {editing && (
          <Link to={paths.admin("categories")} className={secondaryButtonClasses}>
            {t("common.actions.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
