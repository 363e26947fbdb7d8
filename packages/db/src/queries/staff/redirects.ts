// Back office: redirects (issue 7). Writes take one transaction-scoped lock, so the "no chains" check and the
// write it allows cannot interleave with another writer's.
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { type RedirectStatus, redirects } from "../../schema";

/** The advisory lock of redirect writes (any constant, distinct from the migration lock). */
const REDIRECTS_LOCK = 7_301_302;

export type StaffRedirectRow = typeof redirects.$inferSelect;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of redirects (by source path) and how many match in all. */
export async function findStaffRedirects(db: DbOrTx, filter: { q?: string | undefined; limit: number; offset: number }) {
  const q = filter.q?.trim();
  const where: SQL | undefined = q ? sql`(${redirects.fromPath} ilike ${likeOf(q)} or ${redirects.toPath} ilike ${likeOf(q)})` : undefined;
  const rows = await db
    .select()
    .from(redirects)
    .where(where)
    .orderBy(asc(redirects.fromPath), asc(redirects.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(redirects).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findRedirectById(db: DbOrTx, id: number): Promise<StaffRedirectRow | null> {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row ?? null;
}

/** Serialises redirect writes until the transaction ends. */
export async function lockRedirectWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECTS_LOCK})`);
}

/** Another redirect (not `exceptId`) from this path, or null. */
export async function findRedirectFrom(db: DbOrTx, fromPath: string, exceptId: number | null): Promise<StaffRedirectRow | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(and(eq(redirects.fromPath, fromPath), exceptId === null ? undefined : ne(redirects.id, exceptId)))
    .limit(1);
  return row ?? null;
}

/** Another redirect (not `exceptId`) whose target (its query and fragment aside) is this path, or null. */
export async function findRedirectInto(db: DbOrTx, path: string, exceptId: number | null): Promise<StaffRedirectRow | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(
      and(sql`regexp_replace(${redirects.toPath}, '[?#].*$', '') = ${path}`, exceptId === null ? undefined : ne(redirects.id, exceptId)),
    )
    .orderBy(asc(redirects.fromPath))
    .limit(1);
  return row ?? null;
}

export interface RedirectValues {
  fromPath: string;
  toPath: string;
  status: RedirectStatus;
}

export async function insertRedirect(tx: Tx, values: RedirectValues): Promise<StaffRedirectRow> {
  const [row] = await tx.insert(redirects).values(values).returning();
  if (!row) throw new Error("redirect not inserted");
  return row;
}

/** The redirect as changed, or null when it is gone. */
export async function updateRedirect(tx: Tx, id: number, values: RedirectValues): Promise<StaffRedirectRow | null> {
  const [row] = await tx.update(redirects).set(values).where(eq(redirects.id, id)).returning();
  return row ?? null;
}

/** The deleted redirect, or null when there was none. */
export async function deleteRedirect(tx: Tx, id: number): Promise<StaffRedirectRow | null> {
  const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ?? null;
}
