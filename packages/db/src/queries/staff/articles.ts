// Back office: blog articles (issue 7). An article row and its texts (one per language) are written
// together in the caller's transaction, with the audit row.
import type { Locale } from "@shop/domain";
import { and, asc, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { type ArticleStatus, type ArticleTopic, articles, articleTexts } from "../../schema";

export interface StaffArticleFilter {
  status?: ArticleStatus | undefined;
  topic?: ArticleTopic | undefined;
  q?: string | undefined;
  locale: Locale;
  limit: number;
  offset: number;
}

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleTextRow = typeof articleTexts.$inferSelect;
export type ArticleValues = Pick<typeof articles.$inferInsert, "slug" | "status" | "topic" | "publishedAt">;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: StaffArticleFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(articles.status, filter.status));
  if (filter.topic) parts.push(eq(articles.topic, filter.topic));
  const q = filter.q?.trim();
  if (q)
    parts.push(sql`(${articles.slug} ilike ${likeOf(q)}
      or exists (select 1 from article_texts s where s.article_id = ${articles.id} and s.title ilike ${likeOf(q)}))`);
  return parts.length ? and(...parts) : undefined;
}

/** One page of articles (latest publish date first, drafts by their last change) and how many match. */
export async function findStaffArticles(db: DbOrTx, filter: StaffArticleFilter) {
  const where = conditions(filter);
  const rows = await db
    .select({
      article: articles,
      title: sql<string>`coalesce(
        (select t.title from article_texts t where t.article_id = ${articles.id} and t.locale = ${filter.locale}),
        (select t.title from article_texts t where t.article_id = ${articles.id} and t.locale = 'en'), '')`,
      locales: sql<string[]>`coalesce(
        (select array_agg(t.locale order by t.locale) from article_texts t where t.article_id = ${articles.id}), '{}')`,
    })
    .from(articles)
    .where(where)
    .orderBy(sql`${articles.publishedAt} desc nulls first`, desc(articles.updatedAt), desc(articles.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ n: count() }).from(articles).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function findStaffArticle(db: DbOrTx, id: number): Promise<{ article: ArticleRow; texts: ArticleTextRow[] } | null> {
  const [article] = await db.select().from(articles).where(eq(articles.id, id));
  if (!article) return null;
  const texts = await db.select().from(articleTexts).where(eq(articleTexts.articleId, id)).orderBy(asc(articleTexts.locale));
  return { article, texts };
}

/** The article, locked until the transaction ends, with its texts; null when there is none. */
export async function lockArticle(tx: Tx, id: number): Promise<{ article: ArticleRow; texts: ArticleTextRow[] } | null> {
  const [article] = await tx.select().from(articles).where(eq(articles.id, id)).for("update");
  if (!article) return null;
  const texts = await tx.select().from(articleTexts).where(eq(articleTexts.articleId, id)).orderBy(asc(articleTexts.locale));
  return { article, texts };
}

/** Whether another article (not `exceptId`) has this slug. */
export async function articleSlugTaken(db: DbOrTx, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), exceptId === null ? undefined : ne(articles.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertArticle(tx: Tx, values: ArticleValues): Promise<number> {
  const [row] = await tx.insert(articles).values(values).returning({ id: articles.id });
  if (!row) throw new Error("article not inserted");
  return row.id;
}

export async function updateArticle(tx: Tx, id: number, values: ArticleValues): Promise<void> {
  await tx.update(articles).set(values).where(eq(articles.id, id));
}

/** The article's texts, replaced by these (a language left out has none). */
export async function replaceArticleTexts(
  tx: Tx,
  articleId: number,
  texts: ReadonlyArray<{ locale: Locale; title: string; excerpt: string; body: string }>,
): Promise<void> {
  await tx.delete(articleTexts).where(eq(articleTexts.articleId, articleId));
  if (texts.length) await tx.insert(articleTexts).values(texts.map((text) => ({ articleId, ...text })));
}

/** Sets (or clears) the cover's media key. */
export async function setArticleCover(tx: Tx, id: number, coverKey: string | null): Promise<void> {
  await tx.update(articles).set({ coverKey }).where(eq(articles.id, id));
}

/** The deleted article (its texts go with it), or null when there was none. */
export async function deleteArticle(tx: Tx, id: number): Promise<ArticleRow | null> {
  const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning();
  return row ?? null;
}
