// The back office's blog list (issue 7): drafts first, then by publish date (latest first), 50 a page;
// filtered by status and topic, searched in titles (any language) and slugs.
import type { StaffArticleList, StaffArticleQuery } from "@shop/contracts";
import { type Db, findStaffArticles } from "@shop/db";
import { LOCALES, type Locale } from "@shop/domain";
import { storedImageUrl } from "../../../content/store-image";
import { isScheduled } from "./get-staff-article";

const ARTICLE_PAGE_SIZE = 50;

export async function listStaffArticles(db: Db, query: StaffArticleQuery, locale: Locale, now = new Date()): Promise<StaffArticleList> {
  const page = query.page ?? 1;
  const { rows, total } = await findStaffArticles(db, {
    status: query.status,
    topic: query.topic,
    q: query.q,
    locale,
    limit: ARTICLE_PAGE_SIZE,
    offset: (page - 1) * ARTICLE_PAGE_SIZE,
  });
  return {
    items: rows.map(({ article, title, locales }) => ({
      id: article.id,
      slug: article.slug,
      topic: article.topic,
      status: article.status,
      publishedAt: article.publishedAt?.toISOString() ?? null,
      scheduled: isScheduled(article, now),
      title: title || article.slug,
      missing: LOCALES.filter((code) => !locales.includes(code)),
      thumbnailUrl: article.coverKey ? storedImageUrl(article.coverKey, 160) : null,
      updatedAt: article.updatedAt.toISOString(),
    })),
    total,
    page,
    pageSize: ARTICLE_PAGE_SIZE,
  };
}
