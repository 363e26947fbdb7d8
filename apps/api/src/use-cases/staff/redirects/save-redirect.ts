// Creates or changes a redirect from the back office (issue 7). Both paths are stored without the locale
// prefix; a source already redirected is 409; a target that is itself redirected, or a source other redirects
// lead to, is refused (400): the lookup follows one hop only, so chains and loops are never stored. Writes
// are serialised by a lock, so two admins cannot build a chain between them. The storefront's caches are
// told after the commit.
import type { StaffRedirect, StaffRedirectInput } from "@shop/contracts";
import {
  findRedirectById,
  findRedirectFrom,
  findRedirectInto,
  insertRedirect,
  isUniqueViolation,
  lockRedirectWrites,
  type UserRow,
  updateRedirect,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { conflict, refuseProblems } from "../input-refusals";
import { toStaffRedirect } from "./list-staff-redirects";
import { chainedSource, chainedTarget, redirectPaths, sourceTaken, targetPage } from "./redirect-paths";

const snapshot = (row: { fromPath: string; toPath: string; status: number }) => ({
  fromPath: row.fromPath,
  toPath: row.toPath,
  status: row.status,
});

export async function saveRedirect(
  deps: ApiDeps,
  staff: UserRow,
  id: number | null,
  input: StaffRedirectInput,
  locale: Locale,
): Promise<StaffRedirect> {
  const { paths, problems } = redirectPaths(input);
  refuseProblems(locale, problems);
  const values = { ...paths, status: input.status };
  let saved: StaffRedirect;
  try {
    saved = await deps.database.db.transaction(async (tx) => {
      await lockRedirectWrites(tx);
      const before = id === null ? null : await findRedirectById(tx, id);
      if (id !== null && !before) throw new AppError("NOT_FOUND");
      if (await findRedirectFrom(tx, values.fromPath, id)) throw conflict(sourceTaken(values.fromPath));
      const target = await findRedirectFrom(tx, targetPage(values.toPath), id);
      if (target) refuseProblems(locale, [{ path: "toPath", message: chainedTarget(target, values.fromPath) }]);
      const into = await findRedirectInto(tx, values.fromPath, id);
      if (into) refuseProblems(locale, [{ path: "fromPath", message: chainedSource(into, values.fromPath) }]);
      const row = id === null ? await insertRedirect(tx, values) : await updateRedirect(tx, id, values);
      if (!row) throw new AppError("NOT_FOUND");
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: id === null ? "redirect.create" : "redirect.update",
        entityType: "redirect",
        entityId: String(row.id),
        before: before ? snapshot(before) : null,
        after: snapshot(row),
      });
      return toStaffRedirect(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "redirects_from_path_unique")) throw conflict(sourceTaken(values.fromPath));
    throw error;
  }
  deps.contentChanged?.();
  return saved;
}
