// What the generated illustrations draw: a category's colour and icon, a brand's name.
import { sql } from "drizzle-orm";
import type { Db } from "../../client";

export interface ProductMediaRow {
  slug: string;
  imageCount: number;
  colour: string;
  icon: string;
  brandName: string | null;
}

export async function findProductMedia(db: Db, slug: string): Promise<ProductMediaRow | null> {
  const { rows } = await db.execute<{ slug: string; image_count: number; colour: string; icon: string; brand_name: string | null }>(sql`
    select p.slug, p.image_count, c.colour, c.icon, b.name as brand_name
    from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
    where p.slug = ${slug} limit 1`);
  const row = rows[0];
  return row ? { slug: row.slug, imageCount: row.image_count, colour: row.colour, icon: row.icon, brandName: row.brand_name } : null;
}

export async function findCategoryMedia(db: Db, slug: string): Promise<{ slug: string; colour: string; icon: string } | null> {
  const { rows } = await db.execute<{ slug: string; colour: string; icon: string }>(
    sql`select slug, colour, icon from categories where slug = ${slug} limit 1`,
  );
  return rows[0] ?? null;
}

export async function findBrandMedia(db: Db, slug: string): Promise<{ slug: string; name: string; country: string | null } | null> {
  const { rows } = await db.execute<{ slug: string; name: string; country: string | null }>(
    sql`select slug, name, country from brands where slug = ${slug} limit 1`,
  );
  return rows[0] ?? null;
}
