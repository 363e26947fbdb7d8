// The category tree in memory (tens to hundreds of rows): subtrees, paths and roll-ups without SQL recursion.
import { type CategoryRow, type Db, listAllCategories } from "@shop/db";
import type { Locale } from "@shop/domain";
import { contentCache } from "../../content/content-cache";

export class CategoryIndex {
  readonly #byId = new Map<number, CategoryRow>();
  readonly #bySlug = new Map<string, CategoryRow>();
  readonly #children = new Map<number | null, CategoryRow[]>();

  /** `rows` with siblings in the shop's order. */
  constructor(rows: readonly CategoryRow[]) {
    for (const row of rows) {
      this.#byId.set(row.id, row);
      this.#bySlug.set(row.slug, row);
    }
    for (const row of rows) {
      // A parent that does not exist (never, with the foreign key) would hide the row: treat it as top level.
      const parent = row.parentId !== null && this.#byId.has(row.parentId) ? row.parentId : null;
      const siblings = this.#children.get(parent) ?? [];
      siblings.push(row);
      this.#children.set(parent, siblings);
    }
  }

  byId(id: number): CategoryRow | undefined {
    return this.#byId.get(id);
  }

  bySlug(slug: string): CategoryRow | undefined {
    return this.#bySlug.get(slug);
  }

  /** The categories directly under a category, or the top-level ones for null. */
  children(parentId: number | null): readonly CategoryRow[] {
    return this.#children.get(parentId) ?? [];
  }

  /** The category and all its descendants. */
  subtreeIds(id: number): number[] {
    const ids: number[] = [];
    const stack = [id];
    const seen = new Set<number>();
    while (stack.length) {
      const next = stack.pop() as number;
      if (seen.has(next)) continue;
      seen.add(next);
      ids.push(next);
      for (const child of this.children(next)) stack.push(child.id);
    }
    return ids;
  }

  /** From the top-level category down to this one. */
  path(id: number): CategoryRow[] {
    const path: CategoryRow[] = [];
    const seen = new Set<number>();
    for (let row = this.#byId.get(id); row && !seen.has(row.id); row = row.parentId === null ? undefined : this.#byId.get(row.parentId)) {
      seen.add(row.id);
      path.unshift(row);
    }
    return path;
  }

  /** Per category, the sum of `own` over its subtree. */
  rollUp(own: ReadonlyMap<number, number>): Map<number, number> {
    const totals = new Map<number, number>();
    const total = (id: number): number => {
      const known = totals.get(id);
      if (known !== undefined) return known;
      totals.set(id, 0); // guards against a cycle
      const sum = (own.get(id) ?? 0) + this.children(id).reduce((acc, child) => acc + total(child.id), 0);
      totals.set(id, sum);
      return sum;
    };
    for (const id of this.#byId.keys()) total(id);
    return totals;
  }

  ref(id: number, locale: Locale): { slug: string; name: string } {
    const row = this.#byId.get(id);
    return row ? { slug: row.slug, name: row.names[locale] } : { slug: "", name: "" };
  }
}

/** The category tree, kept per process until staff change content (content/content-cache.ts); shared: read only. */
export const loadCategoryIndex: (db: Db) => Promise<CategoryIndex> = contentCache(
  async (db: Db) => new CategoryIndex(await listAllCategories(db)),
);
