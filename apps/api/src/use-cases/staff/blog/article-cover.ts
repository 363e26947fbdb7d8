// Changing a blog article's cover (issue 7): the article points at the new key (or none) in a transaction
// with its audit row (article.update); the previous cover's files go once that committed.
import type { StaffArticle } from "@shop/contracts";
import { lockArticle, setArticleCover, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { getStaffArticle } from "./get-staff-article";

/** Points the article at `coverKey` (or none), audited; the key it had before. */
export async function swapCover(deps: ApiDeps, staff: UserRow, id: number, coverKey: string | null): Promise<string | null> {
  return deps.database.db.transaction(async (tx) => {
    const found = await lockArticle(tx, id);
    if (!found) throw new AppError("NOT_FOUND");
    const previous = found.article.coverKey;
    if (previous === coverKey) return null;
    await setArticleCover(tx, id, coverKey);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "article.update",
      entityType: "article",
      entityId: String(id),
      before: { coverKey: previous },
      after: { coverKey },
    });
    return previous;
  });
}

/** After the commit: the caches are told, the previous files removed; the article as now stored. */
export async function finishCoverChange(deps: ApiDeps, id: number, previous: string | null): Promise<StaffArticle> {
  deps.contentChanged?.();
  if (previous) await deps.media?.remove(previous).catch(() => {});
  return getStaffArticle(deps.database.db, id);
}
