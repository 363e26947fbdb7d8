// One product by slug: the shapes of the product page (queries in product-page.ts) and an old slug of it.
import { sql } from "drizzle-orm";
import type { Db } from "../../client";
import type { ProductKind } from "../../schema";

export interface ProductRow {
  id: number;
  slug: string;
  kind: ProductKind;
  categoryId: number;
  imageCount: number;
}

/** The current slug of a product that used to have `oldSlug`, or null. */
export async function findCurrentSlug(db: Db, oldSlug: string): Promise<string | null> {
  const { rows } = await db.execute<{ slug: string }>(sql`
    select p.slug from product_slug_history h join products p on p.id = h.product_id
    where h.old_slug = ${oldSlug} and p.slug <> h.old_slug limit 1`);
  return rows[0]?.slug ?? null;
}

export interface ProductTextRow {
  name: string;
  shortDescription: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
}

export interface ProductAttributeRow {
  code: string;
  name: string;
  value: string;
  valueSlug: string;
}
