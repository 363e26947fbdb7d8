import type { Db } from "../client";
import { type RedirectStatus, redirects } from "../schema";

export interface RedirectRow {
  /** The path without its locale prefix (`/warszawa/promo`). */
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
}

/** The whole redirects table (staff keep it small; the API holds it in memory, use-cases/content/lookup-redirect). */
export async function listRedirects(db: Db): Promise<RedirectRow[]> {
  return db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath, status: redirects.status }).from(redirects);
}
