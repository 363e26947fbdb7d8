// The blog's reads for the storefront's pages: every visitor of a language sees the same list and
// articles, so each process keeps them 30 s (a staff edit drops them at once, see ttl-cache.server.ts).
import type { BlogArticle, BlogArticleList } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { getBlogArticle, listBlogArticles } from "../api/blog";
import type { ApiClient } from "../api/client";
import { ttlCache } from "../ttl-cache.server";
import { type ArticleCardData, toArticleCard } from "./cards";

/** Articles a page of the blog list shows. */
export const BLOG_PAGE_SIZE = 9;
/** Articles the home page's teaser shows. */
const HOME_TEASER_SIZE = 3;

const lists = ttlCache<BlogArticleList>(30_000);
const articles = ttlCache<BlogArticle | null>(30_000, 500);

export const cachedBlogList = (api: ApiClient, lang: Locale, page: number, pageSize = BLOG_PAGE_SIZE) =>
  lists(`${lang}:${page}:${pageSize}`, () => listBlogArticles(api, page, pageSize));

/** The article by slug or numeric id; null for an unknown, draft or not yet published one. */
export const cachedBlogArticle = (api: ApiClient, lang: Locale, slugOrId: string) =>
  articles(`${lang}:${slugOrId}`, () => getBlogArticle(api, slugOrId));

/** The home page's teaser: the latest articles; none when the blog cannot be read (the home page still renders). */
export async function latestArticles(api: ApiClient, lang: Locale): Promise<ArticleCardData[]> {
  try {
    const list = await cachedBlogList(api, lang, 1, HOME_TEASER_SIZE);
    return list.items.map((item) => toArticleCard(item, lang));
  } catch (error) {
    console.error(`[blog] the home page's teaser failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
