// The public blog (packages/contracts/src/blog.ts). Texts follow the client's Locale (English where a translation is missing).
import type { BlogArticle, BlogArticleList } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

/** One page of published articles, newest first. */
export const listBlogArticles = (api: ApiClient, page: number, pageSize: number) =>
  api.call<BlogArticleList>("/api/v1/blog/articles", { query: { page, pageSize } });

/** A published article by slug (or numeric id); null when there is none (unknown, draft or not yet published). */
export async function getBlogArticle(api: ApiClient, slugOrId: string): Promise<BlogArticle | null> {
  try {
    return await api.call<BlogArticle>(`/api/v1/blog/articles/${encodeURIComponent(slugOrId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}
