// A blog article's uploaded cover removed (issue 7): the blog draws one again; the files go after the commit.
import type { StaffArticle } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import type { ApiDeps } from "../../../core/deps";
import { finishCoverChange, swapCover } from "./article-cover";

/** The article goes back to its drawn cover. */
export async function removeArticleCover(deps: ApiDeps, staff: UserRow, id: number): Promise<StaffArticle> {
  return finishCoverChange(deps, id, await swapCover(deps, staff, id, null));
}
