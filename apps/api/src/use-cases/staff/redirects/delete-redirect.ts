// Deletes a redirect (issue 7): the path then renders its page again. The deletion and its audit row
// (redirect.delete) commit together; the storefront's caches are told after the commit.
import { deleteRedirect as deleteRedirectRow, lockRedirectWrites, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";

export async function deleteRedirect(deps: ApiDeps, staff: UserRow, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await lockRedirectWrites(tx);
    const deleted = await deleteRedirectRow(tx, id);
    if (!deleted) throw new AppError("NOT_FOUND");
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "redirect.delete",
      entityType: "redirect",
      entityId: String(id),
      before: { fromPath: deleted.fromPath, toPath: deleted.toPath, status: deleted.status },
      after: null,
    });
  });
  deps.contentChanged?.();
}
