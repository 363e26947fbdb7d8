// Deletes a blog article with its texts (issue 7); its uploaded cover's files go once the deletion committed.
// The deletion and its audit row (article.delete) commit together; the storefront's caches are told after.
import { deleteArticle as deleteArticleRow, lockArticle, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { articleSnapshot } from "./save-article";

export async function deleteArticle(deps: ApiDeps, staff: UserRow, id: number): Promise<void> {
  const coverKey = await deps.database.db.transaction(async (tx) => {
    const found = await lockArticle(tx, id);
    if (!found) throw new AppError("NOT_FOUND");
    await deleteArticleRow(tx, id);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "article.delete",
      entityType: "article",
      entityId: String(id),
      before: articleSnapshot(found.article, found.texts),
      after: null,
    });
    return found.article.coverKey;
  });
  deps.contentChanged?.();
  if (coverKey) await deps.media?.remove(coverKey).catch(() => {});
}
