// One article of the public blog (issue 8): its texts in the caller's language (English when that
// translation is missing), the cover, reading time and related articles; NOT_FOUND for an unknown, draft
// or not yet published article.
import { BLOG_RELATED_COUNT, type BlogArticle } from "@shop/contracts";
import { type Db, findBlogArticle, findRelatedBlogArticles } from "@shop/db";
import { type Locale, readingMinutes } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { articleCoverUrl, toArticleSummary } from "./list-articles";

export async function getArticle(db: Db, input: { slug: string; locale: Locale }, now = new Date()): Promise<BlogArticle> {
  const article = await findBlogArticle(db, { slugOrId: input.slug, locale: input.locale, now });
  if (!article) throw new AppError("NOT_FOUND");
  const related = await findRelatedBlogArticles(db, {
    articleId: article.id,
    topic: article.topic,
    locale: input.locale,
    now,
    limit: BLOG_RELATED_COUNT,
  });
  return {
    id: article.id,
    slug: article.slug,
    topic: article.topic,
    locale: article.locale as Locale,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body,
    publishedAt: article.publishedAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    cover: articleCoverUrl(article.slug, article.coverKey, 1200),
    readingMinutes: readingMinutes(article.body),
    related: related.map(toArticleSummary),
  };
}
