// Creates or updates a category (admins): slug, parent (never itself or below itself), the four names, its
// illustration's colour and icon, its place among its siblings. A change of names or parent rewrites the search
// documents of the products in it and below it; the audit row and the storefront's caches follow.
import { type CategoryInput, type StaffCategory, TAXONOMY_MESSAGES } from "@shop/contracts";
import {
  findCategoryAncestors,
  findProductsUnderCategory,
  findTaxonomyCategory,
  insertTaxonomyCategory,
  lockCategoryTree,
  refreshSearchDocuments,
  type TaxonomyCategoryRow,
  type TaxonomyCategoryValues,
  type UserRow,
  updateTaxonomyCategory,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { categoryView } from "./list-staff-categories";
import { pgCode, refuseIssues, SLUG, taxonomyIssue } from "./taxonomy-checks";

const auditOf = (row: TaxonomyCategoryValues) => ({
  slug: row.slug,
  parentId: row.parentId ?? null,
  names: { en: row.nameEn, uk: row.nameUk, pl: row.namePl, ru: row.nameRu },
  colour: row.colour,
  icon: row.icon,
  sortOrder: row.sortOrder ?? 0,
});

const searchChanged = (before: TaxonomyCategoryRow, after: TaxonomyCategoryValues) =>
  before.parentId !== after.parentId ||
  before.nameEn !== after.nameEn ||
  before.nameUk !== after.nameUk ||
  before.namePl !== after.namePl ||
  before.nameRu !== after.nameRu;

/** `id` null creates. */
export async function saveCategory(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  admin: UserRow,
  id: number | null,
  input: CategoryInput,
  locale: Locale,
): Promise<StaffCategory> {
  const values: TaxonomyCategoryValues = {
    slug: input.slug.toLowerCase(),
    parentId: input.parentId,
    nameEn: input.names.en,
    nameUk: input.names.uk,
    namePl: input.names.pl,
    nameRu: input.names.ru,
    colour: input.colour.toLowerCase(),
    icon: input.icon,
    sortOrder: input.sortOrder,
  };
  const issues: Issue[] = [];
  if (!SLUG.test(values.slug)) issues.push(taxonomyIssue("slug", "slugFormat", locale));
  if (!/^#[0-9a-f]{6}$/.test(values.colour)) issues.push(taxonomyIssue("colour", "colourFormat", locale));
  refuseIssues(issues);
  try {
    const saved = await deps.database.db.transaction(async (tx) => {
      await lockCategoryTree(tx);
      const before = id === null ? null : await findTaxonomyCategory(tx, id, true);
      if (id !== null && !before) throw new AppError("NOT_FOUND");
      if (values.parentId !== null && values.parentId !== undefined) {
        const chain = await findCategoryAncestors(tx, values.parentId);
        if (chain.length === 0) refuseIssues([taxonomyIssue("parentId", "parentUnknown", locale)]);
        if (id !== null && chain.includes(id)) refuseIssues([taxonomyIssue("parentId", "parentCycle", locale)]);
      }
      const savedId = id ?? (await insertTaxonomyCategory(tx, values));
      if (id !== null) await updateTaxonomyCategory(tx, id, values);
      if (before && searchChanged(before, values)) await refreshSearchDocuments(tx, await findProductsUnderCategory(tx, savedId));
      await writeAudit(tx, {
        actorUserId: admin.id,
        action: before ? "category.update" : "category.create",
        entityType: "category",
        entityId: String(savedId),
        before: before ? auditOf(before) : null,
        after: auditOf(values),
      });
      const row = await findTaxonomyCategory(tx, savedId);
      if (!row) throw new AppError("NOT_FOUND");
      return categoryView(row, (await findCategoryAncestors(tx, savedId)).length - 1);
    });
    deps.contentChanged?.();
    return saved;
  } catch (error) {
    if (pgCode(error) !== "23505") throw error;
    const message = TAXONOMY_MESSAGES.categorySlugTaken[locale];
    throw new AppError("CONFLICT", { message, issues: [{ path: "slug", message }] });
  }
}
