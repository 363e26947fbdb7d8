// The SQL of a report's filters, shared by the reports' queries (issue 36): the cities (already within the staff
// member's scope), stores, customer kinds and categories (a category includes its subcategories), each applied to
// the column a table has for it.
import { type SQL, sql } from "drizzle-orm";
import type { StaffCities } from "../staff/scope";

export interface ScopeFilters {
  /** The cities asked for, already within the staff member's scope; "all": every city. */
  cities: StaffCities;
  stores: readonly number[];
  categories: readonly number[];
  kinds: readonly string[];
}

/** Values as a list of parameters: `in (${sqlList(values)})`. */
export const sqlList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The categories asked for and all below them. */
export const categoryTree = (ids: readonly number[]): SQL => sql`(
  with recursive tree(id) as (
    select id from categories where id in (${sqlList(ids)})
    union select c.id from categories c join tree t on c.parent_id = t.id
  ) select id from tree)`;

/** The table's columns the filters apply to (a filter whose column is left out does not apply). */
export interface ScopeColumns {
  city?: string;
  store?: string;
  kind?: string;
  /** A products table's alias: its category_id. */
  category?: string;
}

/** `true and …`: the filters as conditions on those columns. */
export function scopeConditions(filters: ScopeFilters, columns: ScopeColumns): SQL {
  const parts: SQL[] = [sql`true`];
  if (columns.city && filters.cities !== "all")
    parts.push(sql` and ${sql.raw(columns.city)} in (${filters.cities.length ? sqlList(filters.cities) : sql`null`})`);
  if (columns.store && filters.stores.length) parts.push(sql` and ${sql.raw(columns.store)} in (${sqlList(filters.stores)})`);
  if (columns.kind && filters.kinds.length) parts.push(sql` and ${sql.raw(columns.kind)} in (${sqlList(filters.kinds)})`);
  if (columns.category && filters.categories.length)
    parts.push(sql` and ${sql.raw(columns.category)}.category_id in ${categoryTree(filters.categories)}`);
  return sql.join(parts, sql``);
}
