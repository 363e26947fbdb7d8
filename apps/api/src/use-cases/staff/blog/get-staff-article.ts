// One blog article as the back office edits it (issue 7): every language side by side, the missing ones
// named, the cover's URLs; NOT_FOUND when there is none.
import type { StaffArticle } from "@shop/contracts";
import { type ArticleRow, type ArticleTextRow, type DbOrTx, findStaffArticle } from "@shop/db";
import { LOCALES } from "@shop/domain";
import { storedImageUrl } from "../../../content/store-image";
import { AppError } from "../../../core/app-error";

const coverOf = (key: string | null): StaffArticle["cover"] =>
  key ? { key, url: storedImageUrl(key, 480), largeUrl: storedImageUrl(key, 1200), thumbnailUrl: storedImageUrl(key, 160) } : null;

/** Published with a publish date still ahead. */
export const isScheduled = (article: Pick<ArticleRow, "status" | "publishedAt">, now: Date): boolean =>
  article.status === "published" && article.publishedAt !== null && article.publishedAt > now;

function toStaffArticle(article: ArticleRow, texts: readonly ArticleTextRow[], now: Date): StaffArticle {
  const byLocale = new Map(texts.map((text) => [text.locale, text]));
  const textIn = (locale: (typeof LOCALES)[number]) => {
    const text = byLocale.get(locale);
    return text ? { title: text.title, excerpt: text.excerpt, body: text.body } : null;
  };
  return {
    id: article.id,
    slug: article.slug,
    topic: article.topic,
    status: article.status,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    scheduled: isScheduled(article, now),
    cover: coverOf(article.coverKey),
    texts: { en: textIn("en"), uk: textIn("uk"), pl: textIn("pl"), ru: textIn("ru") },
    missing: LOCALES.filter((locale) => !byLocale.has(locale)),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
  };
}

export async function getStaffArticle(db: DbOrTx, id: number, now = new Date()): Promise<StaffArticle> {
  const found = await findStaffArticle(db, id);
  if (!found) throw new AppError("NOT_FOUND");
  return toStaffArticle(found.article, found.texts, now);
}
