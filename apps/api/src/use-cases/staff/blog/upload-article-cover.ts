// A blog article's cover (issue 7): the upload is resized into the media store (content/store-image.ts) under
// articles/<id>/…, then the article points at it in a transaction with its audit row (article.update); the
// previous cover's files go once that committed. A failed save leaves no files behind.
import type { StaffArticle } from "@shop/contracts";
import { localized, staffArticlesCatalogue } from "@shop/contracts";
import { findStaffArticle, type UserRow } from "@shop/db";
import { storeImage } from "../../../content/store-image";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { finishCoverChange, swapCover } from "./article-cover";

const NO_MEDIA = /* @__PURE__ */ localized(staffArticlesCatalogue, (m) => m.noMedia);

export async function uploadArticleCover(deps: ApiDeps, staff: UserRow, id: number, bytes: Uint8Array): Promise<StaffArticle> {
  if (!deps.media) throw new AppError("BAD_REQUEST", { messages: NO_MEDIA });
  if (!(await findStaffArticle(deps.database.db, id))) throw new AppError("NOT_FOUND");
  const stored = await storeImage(deps.media, `articles/${id}`, bytes);
  let previous: string | null;
  try {
    previous = await swapCover(deps, staff, id, stored.key);
  } catch (error) {
    await deps.media.remove(stored.key).catch(() => {});
    throw error;
  }
  return finishCoverChange(deps, id, previous);
}
