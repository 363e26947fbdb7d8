import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { type RedirectStatus, redirects } from "../schema";

export interface RedirectRow {
  toPath: string;
  status: RedirectStatus;
}

/** The redirect stored for a path without its locale prefix (`/warszawa/promo`), or null. */
export async function findRedirect(db: Db, fromPath: string): Promise<RedirectRow | null> {
  const [row] = await db
    .select({ toPath: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.fromPath, fromPath))
    .limit(1);
  return row ?? null;
}
