// The back office's blog API (packages/contracts staff-articles.ts): the list, one article, creating, changing
// and deleting, and the cover (uploaded as multipart/form-data, field `file`).
import type { StaffArticle, StaffArticleInput, StaffArticleList, StaffArticleQuery } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const ARTICLES = "/api/v1/staff/articles";
const articlePath = (id: number) => `${ARTICLES}/${id}`;

export const getStaffArticles = (api: ApiClient, query: StaffArticleQuery) =>
  api.call<StaffArticleList>(ARTICLES, { auth: true, query: { ...query } });

/** One article with all its languages; null when there is none. */
export async function findStaffArticle(api: ApiClient, id: number): Promise<StaffArticle | null> {
  try {
    return await api.call<StaffArticle>(articlePath(id), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Creates (id null) or changes an article; a taken slug answers 409 CONFLICT (not retried). */
export const saveStaffArticle = (api: ApiClient, id: number | null, body: StaffArticleInput) =>
  api.call<StaffArticle>(id === null ? ARTICLES : articlePath(id), {
    method: id === null ? "POST" : "PUT",
    body,
    auth: true,
    finalCodes: ["CONFLICT"],
  });

export const deleteStaffArticle = (api: ApiClient, id: number) => api.call<unknown>(articlePath(id), { method: "DELETE", auth: true });

/** Uploads the cover image (the API resizes it); the article with its new cover. */
export function uploadArticleCover(api: ApiClient, id: number, file: File): Promise<StaffArticle> {
  const form = new FormData();
  form.append("file", file, file.name || "cover");
  return api.call<StaffArticle>(`${articlePath(id)}/cover`, { method: "POST", body: form, auth: true });
}

export const removeArticleCover = (api: ApiClient, id: number) =>
  api.call<StaffArticle>(`${articlePath(id)}/cover`, { method: "DELETE", auth: true });
