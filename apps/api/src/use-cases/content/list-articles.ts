// The public blog list (issue 8): published articles whose date has come, newest first, in the caller's
// language (English when a translation is missing), each with its cover and reading time.
import { BLOG_PAGE_SIZE, type BlogArticleList, type BlogArticleSummary } from "@shop/contracts";
import { type BlogArticleRow, type Db, findBlogArticles } from "@shop/db";
import { type Locale, readingMinutes } from "@shop/domain";
import { storedImageUrl } from "../../content/store-image";

/** The article's cover: its upload at a width, else the one the API draws for its topic (routes/media.ts). */
export const articleCoverUrl = (slug: string, coverKey: string | null, width: 480 | 1200): string =>
  coverKey ? storedImageUrl(coverKey, width) : `/api/v1/media/articles/${slug}.svg`;

export const toArticleSummary = (row: BlogArticleRow): BlogArticleSummary => ({
  slug: row.slug,
  topic: row.topic,
  title: row.title,
  excerpt: row.excerpt,
  publishedAt: row.publishedAt.toISOString(),
  cover: articleCoverUrl(row.slug, row.coverKey, 480),
  readingMinutes: readingMinutes(row.body),
});

export async function listArticles(
  db: Db,
  input: { page?: number | undefined; pageSize?: number | undefined; locale: Locale },
  now = new Date(),
): Promise<BlogArticleList> {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? BLOG_PAGE_SIZE;
  const { rows, total } = await findBlogArticles(db, { locale: input.locale, now, limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(toArticleSummary), total, page, pageSize, pages: Math.ceil(total / pageSize) };
}
