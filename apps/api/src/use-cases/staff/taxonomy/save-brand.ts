// Creates or updates a brand (admins): slug, name (the same in every language), country, popularity. Its logo
// is the generated one of its slug. A new name rewrites the search documents of its products; audited; the
// storefront's caches are dropped.
import { type BrandInput, type StaffBrand, TAXONOMY_MESSAGES } from "@shop/contracts";
import {
  findProductsOfBrand,
  findTaxonomyBrand,
  insertTaxonomyBrand,
  refreshSearchDocuments,
  type TaxonomyBrandValues,
  type UserRow,
  updateTaxonomyBrand,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { brandLogoUrl } from "../../../media/urls";
import { brandView } from "./list-staff-brands";
import { pgCode, refuseIssues, SLUG, taxonomyIssue } from "./taxonomy-checks";

const auditOf = (row: Pick<TaxonomyBrandValues, "slug" | "name" | "country" | "popularity">) => ({
  slug: row.slug,
  name: row.name,
  country: row.country ?? null,
  popularity: row.popularity ?? 0,
});

/** `id` null creates. */
export async function saveBrand(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  admin: UserRow,
  id: number | null,
  input: BrandInput,
  locale: Locale,
): Promise<StaffBrand> {
  const slug = input.slug.toLowerCase();
  const country = input.country ? input.country.toUpperCase() : null;
  const values: TaxonomyBrandValues = { slug, name: input.name, logo: brandLogoUrl(slug), country, popularity: input.popularity };
  const issues: Issue[] = [];
  if (!SLUG.test(slug)) issues.push(taxonomyIssue("slug", "slugFormat", locale));
  if (country !== null && !/^[A-Z]{2}$/.test(country)) issues.push(taxonomyIssue("country", "countryFormat", locale));
  refuseIssues(issues);
  try {
    const saved = await deps.database.db.transaction(async (tx) => {
      const before = id === null ? null : await findTaxonomyBrand(tx, id, true);
      if (id !== null && !before) throw new AppError("NOT_FOUND");
      const savedId = id ?? (await insertTaxonomyBrand(tx, values));
      if (id !== null) await updateTaxonomyBrand(tx, id, values);
      if (before && before.name !== values.name) await refreshSearchDocuments(tx, await findProductsOfBrand(tx, savedId));
      await writeAudit(tx, {
        actorUserId: admin.id,
        action: before ? "brand.update" : "brand.create",
        entityType: "brand",
        entityId: String(savedId),
        before: before ? auditOf(before) : null,
        after: auditOf(values),
      });
      const row = await findTaxonomyBrand(tx, savedId);
      if (!row) throw new AppError("NOT_FOUND");
      return brandView(row);
    });
    deps.contentChanged?.();
    return saved;
  } catch (error) {
    if (pgCode(error) !== "23505") throw error;
    const message = TAXONOMY_MESSAGES.brandSlugTaken[locale];
    throw new AppError("CONFLICT", { message, issues: [{ path: "slug", message }] });
  }
}
