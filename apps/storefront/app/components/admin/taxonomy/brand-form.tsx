// Creating or changing a brand: slug, name (the same in every language), country, popularity.

import type { StaffBrand } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, secondaryButtonClasses } from "../page";
import type { TaxonomyFormAnswer } from "./category-form";
import { Field } from "./fields";

function storedValues(brand: StaffBrand | null): Record<string, string> {
  if (!brand) return { popularity: "0" };
  return { id: String(brand.id), slug: brand.slug, name: brand.name, country: brand.country ?? "", popularity: String(brand.popularity) };
}

export function BrandForm({ editing, answer }: { editing: StaffBrand | null; answer: TaxonomyFormAnswer | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const mine = answer && answer.id === (editing?.id ?? null) ? answer : null;
  const values = mine?.values ?? storedValues(editing);
  const errors = mine?.fieldErrors ?? {};
  return (
    <Form
      method="post"
      key={`${editing?.id ?? "new"}-${mine?.values ? "typed" : "stored"}`}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-brand-form
    >
      <h2 className="text-xl font-semibold">{editing ? t("taxonomy.brands.edit", { name: editing.name }) : t("taxonomy.brands.add")}</h2>
      <input type="hidden" name="intent" value="save" />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field name="name" label={t("taxonomy.brands.name")} defaultValue={values.name} error={errors.name} required maxLength={100} />
        <Field name="slug" label={t("taxonomy.brands.slug")} defaultValue={values.slug} error={errors.slug} required maxLength={64} />
        <Field
          name="country"
          label={t("taxonomy.brands.country")}
          hint={t("taxonomy.brands.countryHint")}
          defaultValue={values.country}
          error={errors.country}
          maxLength={2}
          autoCapitalize="characters"
        />
        <Field
          name="popularity"
          type="number"
          inputMode="numeric"
          min={0}
          label={t("taxonomy.brands.popularity")}
          hint={t("taxonomy.brands.popularityHint")}
          defaultValue={values.popularity}
          error={errors.popularity}
          required
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClasses} data-admin-brand-save>
          {editing ? t("common.actions.save") : t("common.actions.create")}
        </button>
        {editing && (
          <Link to={paths.admin("brands")} className={secondaryButtonClasses}>
            {t("common.actions.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
