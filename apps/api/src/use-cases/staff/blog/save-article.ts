// Creates or changes a blog article from the back office (issue 7): the row and its texts in one
// transaction with the audit rows (article.create / article.update, plus article.publish when it becomes
// published). The slug is unique (409). The storefront's caches are told after the commit.
import type { StaffArticle, StaffArticleValues } from "@shop/contracts";
import { localized, staffArticlesCatalogue } from "@shop/contracts";
import {
  type ArticleRow,
  type ArticleTextRow,
  articleSlugTaken,
  insertArticle,
  isUniqueViolation,
  lockArticle,
  replaceArticleTexts,
  type UserRow,
  updateArticle,
  writeAudit,
} from "@shop/db";
import { LOCALES, type Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { conflict, refuseProblems } from "../input-refusals";
import { articleProblems, presentText } from "./article-rules";
import { getStaffArticle } from "./get-staff-article";

const slugTaken = (slug: string) => localized(staffArticlesCatalogue, (m) => m.slugTaken({ slug }));

/** What the audit log keeps of an article (texts by language). */
export function articleSnapshot(article: ArticleRow, texts: readonly ArticleTextRow[]) {
  return {
    slug: article.slug,
    topic: article.topic,
    status: article.status,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    coverKey: article.coverKey,
    texts: Object.fromEntries(texts.map((text) => [text.locale, { title: text.title, excerpt: text.excerpt, body: text.body }])),
  };
}

export async function saveArticle(
  deps: ApiDeps,
  staff: UserRow,
  id: number | null,
  values: StaffArticleValues,
  locale: Locale,
): Promise<StaffArticle> {
  refuseProblems(locale, articleProblems(values));
  const row = {
    slug: values.slug,
    topic: values.topic,
    status: values.status,
    publishedAt: values.publishedAt ? new Date(values.publishedAt) : null,
  };
  const texts = LOCALES.flatMap((code) => {
    const text = presentText(values.texts[code]);
    return text ? [{ locale: code, ...text }] : [];
  });
  let savedId: number;
  try {
    savedId = await deps.database.db.transaction(async (tx) => {
      const before = id === null ? null : await lockArticle(tx, id);
      if (id !== null && !before) throw new AppError("NOT_FOUND");
      if (await articleSlugTaken(tx, row.slug, id)) throw conflict(slugTaken(row.slug));
      const articleId = id ?? (await insertArticle(tx, row));
      if (id !== null) await updateArticle(tx, id, row);
      await replaceArticleTexts(tx, articleId, texts);
      const after = await lockArticle(tx, articleId);
      if (!after) throw new Error("article vanished while saved");
      const audit = { actorUserId: staff.id, entityType: "article", entityId: String(articleId) };
      const beforeSnapshot = before ? articleSnapshot(before.article, before.texts) : null;
      await writeAudit(tx, {
        ...audit,
        action: id === null ? "article.create" : "article.update",
        before: beforeSnapshot,
        after: articleSnapshot(after.article, after.texts),
      });
      if (after.article.status === "published" && before?.article.status !== "published")
        await writeAudit(tx, {
          ...audit,
          action: "article.publish",
          before: before ? { status: before.article.status, publishedAt: before.article.publishedAt?.toISOString() ?? null } : null,
          after: { status: after.article.status, publishedAt: after.article.publishedAt?.toISOString() ?? null },
        });
      return articleId;
    });
  } catch (error) {
    if (isUniqueViolation(error, "articles_slug_unique")) throw conflict(slugTaken(row.slug));
    throw error;
  }
  deps.contentChanged?.();
  return getStaffArticle(deps.database.db, savedId);
}
