// The public blog (issue 8): published articles whose publish date has come, newest first, each with its
// text in the asked language, or English when that translation is missing (or any language, as a last resort).

import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { ArticleTopic } from "../schema";

export interface BlogArticleRow {
  id: number;
  slug: string;
  topic: ArticleTopic;
  publishedAt: Date;
  updatedAt: Date;
  coverKey: string | null;
  /** The language of the texts below. */
  locale: string;
  title: string;
  excerpt: string;
  body: string;
}

/** A row as node-postgres returns it (a type, not an interface: execute() wants an indexable row). */
type RawRow = {
  id: number;
  slug: string;
  topic: ArticleTopic;
  published_at: Date | string;
  updated_at: Date | string;
  cover_key: string | null;
  locale: string;
  title: string;
  excerpt: string;
  body: string;
};

const toRow = (row: RawRow): BlogArticleRow => ({
  id: row.id,
  slug: row.slug,
  topic: row.topic,
  publishedAt: new Date(row.published_at),
  updatedAt: new Date(row.updated_at),
  coverKey: row.cover_key,
  locale: row.locale,
  title: row.title,
  excerpt: row.excerpt,
  body: row.body,
});

/** Published articles shown at `now`, each with its best text for `locale`; `tail` narrows, orders and limits them. */
async function selectArticles(db: Db, locale: string, now: Date, tail: SQL): Promise<BlogArticleRow[]> {
  const { rows } = await db.execute<RawRow>(sql`
    select a.id, a.slug, a.topic, a.published_at, a.updated_at, a.cover_key, t.locale, t.title, t.excerpt, t.body
    from articles a
    join lateral (
      select s.locale, s.title, s.excerpt, s.body from article_texts s
      where s.article_id = a.id
      order by s.locale = ${locale} desc, s.locale = 'en' desc, s.locale
      limit 1
    ) t on true
    where a.status = 'published' and a.published_at <= ${now.toISOString()}::timestamptz ${tail}`);
  return rows.map(toRow);
}

/** One page of the blog, newest first, and how many articles it has in all. */
export async function findBlogArticles(db: Db, input: { locale: string; now: Date; limit: number; offset: number }) {
  const rows = await selectArticles(
    db,
    input.locale,
    input.now,
    sql`order by a.published_at desc, a.id desc limit ${input.limit} offset ${input.offset}`,
  );
  const { rows: counted } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from articles
    where status = 'published' and published_at <= ${input.now.toISOString()}::timestamptz
      and exists (select 1 from article_texts s where s.article_id = articles.id)`);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The article with this slug (or, for a number, this id: the slug wins) when it is published by `now`. */
export async function findBlogArticle(db: Db, input: { slugOrId: string; locale: string; now: Date }): Promise<BlogArticleRow | null> {
  const id = /^[1-9][0-9]{0,8}$/.test(input.slugOrId) ? Number(input.slugOrId) : null;
  const match =
    id === null
      ? sql`and a.slug = ${input.slugOrId}`
      : sql`and (a.slug = ${input.slugOrId} or a.id = ${id}) order by a.slug = ${input.slugOrId} desc`;
  const [row] = await selectArticles(db, input.locale, input.now, sql`${match} limit 1`);
  return row ?? null;
}

/** Up to `limit` other published articles: those of `topic` first, then the newest. */
export async function findRelatedBlogArticles(
  db: Db,
  input: { articleId: number; topic: ArticleTopic; locale: string; now: Date; limit: number },
): Promise<BlogArticleRow[]> {
  return selectArticles(
    db,
    input.locale,
    input.now,
    sql`and a.id <> ${input.articleId}
      order by a.topic = ${input.topic} desc, a.published_at desc, a.id desc limit ${input.limit}`,
  );
}

/** The topic of a published article (its drawn cover shows it), or null. */
export async function findBlogArticleTopic(db: Db, slug: string, now: Date): Promise<ArticleTopic | null> {
  const { rows } = await db.execute<{ topic: ArticleTopic }>(sql`
    select topic from articles where slug = ${slug} and status = 'published' and published_at <= ${now.toISOString()}::timestamptz`);
  return rows[0]?.topic ?? null;
}

/** Every published article for sitemap.xml, newest first, with its last change. */
export async function listSitemapArticles(db: Db, now: Date): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const { rows } = await db.execute<{ slug: string; updated_at: Date | string }>(sql`
    select a.slug, greatest(a.updated_at, a.published_at) as updated_at from articles a
    where a.status = 'published' and a.published_at <= ${now.toISOString()}::timestamptz
      and exists (select 1 from article_texts s where s.article_id = a.id)
    order by a.published_at desc, a.id desc`);
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
}
