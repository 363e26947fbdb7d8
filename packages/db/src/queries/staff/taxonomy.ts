// Back office: categories and brands (issue 7): the lists with their use counts, writes, and what refers to a
// category or brand (it can only be deleted when nothing does).
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { brands, categories } from "../../schema";

export type TaxonomyCategoryRow = typeof categories.$inferSelect & { productCount: number; childCount: number };
export type TaxonomyBrandRow = typeof brands.$inferSelect & { productCount: number };
export type TaxonomyCategoryValues = Pick<
  typeof categories.$inferInsert,
  "slug" | "parentId" | "nameEn" | "nameUk" | "namePl" | "nameRu" | "colour" | "icon" | "sortOrder"
>;
export type TaxonomyBrandValues = Pick<typeof brands.$inferInsert, "slug" | "name" | "logo" | "country" | "popularity">;

// Written out in full: drizzle leaves a column of the selected table unqualified, which the subquery would take as its own.
const productsIn = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`;
const childrenOf = sql<number>`(select count(*)::int from categories c where c.parent_id = "categories"."id")`;
const productsOf = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`;

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  parentId: categories.parentId,
  nameEn: categories.nameEn,
  nameUk: categories.nameUk,
  namePl: categories.namePl,
  nameRu: categories.nameRu,
  colour: categories.colour,
  icon: categories.icon,
  sortOrder: categories.sortOrder,
  createdAt: categories.createdAt,
};

/** Every category, siblings in the shop's order. */
export async function findTaxonomyCategories(db: DbOrTx): Promise<TaxonomyCategoryRow[]> {
  return db
    .select({ ...categoryColumns, productCount: productsIn, childCount: childrenOf })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}

/** A category, locked for the transaction when `lock` (an update or delete). */
export async function findTaxonomyCategory(db: DbOrTx, id: number, lock = false): Promise<TaxonomyCategoryRow | null> {
  const query = db
    .select({ ...categoryColumns, productCount: productsIn, childCount: childrenOf })
    .from(categories)
    .where(eq(categories.id, id));
  const [row] = lock ? await query.for("update", { of: categories }) : await query;
  return row ?? null;
}

/** The parent chain of a category, itself first (stops at a loop, should the data hold one). */
export async function findCategoryAncestors(db: DbOrTx, id: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with recursive up(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${id}
      union all
      select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id where up.depth < 100)
    select id from up order by depth`);
  return rows.map((row) => row.id);
}

/** Products in the category or any of its subcategories (whose search documents name it). */
export async function findProductsUnderCategory(db: DbOrTx, id: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with recursive down(id, depth) as (
      select id, 0 from categories where id = ${id}
      union all
      select c.id, down.depth + 1 from categories c join down on c.parent_id = down.id where down.depth < 100)
    select p.id from products p where p.category_id in (select id from down)`);
  return rows.map((row) => row.id);
}

export async function insertTaxonomyCategory(db: DbOrTx, values: TaxonomyCategoryValues): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error("category not inserted");
  return row.id;
}

export async function updateTaxonomyCategory(db: DbOrTx, id: number, values: TaxonomyCategoryValues): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

/** How many coupons give a discount on the category (deleting it would silently drop them). */
export async function countCategoryCoupons(db: DbOrTx, id: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from coupon_categories where category_id = ${id}`);
  return rows[0]?.n ?? 0;
}

export async function deleteTaxonomyCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

const brandColumns = {
  id: brands.id,
  slug: brands.slug,
  name: brands.name,
  logo: brands.logo,
  country: brands.country,
  popularity: brands.popularity,
  createdAt: brands.createdAt,
};

/** Every brand, by name. */
export async function findTaxonomyBrands(db: DbOrTx): Promise<TaxonomyBrandRow[]> {
  return db
    .select({ ...brandColumns, productCount: productsOf })
    .from(brands)
    .orderBy(sql`lower(${brands.name})`, asc(brands.id));
}

export async function findTaxonomyBrand(db: DbOrTx, id: number, lock = false): Promise<TaxonomyBrandRow | null> {
  const query = db
    .select({ ...brandColumns, productCount: productsOf })
    .from(brands)
    .where(eq(brands.id, id));
  const [row] = lock ? await query.for("update", { of: brands }) : await query;
  return row ?? null;
}

export async function findProductsOfBrand(db: DbOrTx, id: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from products where brand_id = ${id}`);
  return rows.map((row) => row.id);
}

export async function insertTaxonomyBrand(db: DbOrTx, values: TaxonomyBrandValues): Promise<number> {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
  if (!row) throw new Error("brand not inserted");
  return row.id;
}

export async function updateTaxonomyBrand(db: DbOrTx, id: number, values: TaxonomyBrandValues): Promise<void> {
  await db.update(brands).set(values).where(eq(brands.id, id));
}

export async function deleteTaxonomyBrand(db: DbOrTx, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

/** Serialises changes of the category tree until the transaction ends (two moves must not make a loop together). */
export async function lockCategoryTree(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('categories-tree'))`);
}
