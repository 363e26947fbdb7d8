// The active city a request names (those offering a product: product-page.ts).
import { sql } from "drizzle-orm";
import type { Db } from "../../client";

/** An active city by slug, or null (unknown and switched-off cities look the same). */
export async function findActiveCity(db: Db, slug: string): Promise<{ id: number; slug: string } | null> {
  const { rows } = await db.execute<{ id: number; slug: string }>(sql`select id, slug from cities where slug = ${slug} and active limit 1`);
  return rows[0] ?? null;
}
