// The public blog (apps/api/src/routes/blog.ts): published articles only (drafts and those scheduled for
// later stay hidden), newest first, texts in the caller's language with English as the fallback, related
// articles of the same topic first, uploaded or drawn covers, and the blog in the sitemap.
import type { BlogArticle, BlogArticleList, SitemapEntries } from "@shop/contracts";
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: ReturnType<typeof apiOn>["api"];

const MINUTE = 60_000;
const words = (n: number, word: string) => Array.from({ length: n }, () => word).join(" ");
const text = (lang: string, bodyWords = 120) => ({
  title: `Title ${lang}`,
  excerpt: `Excerpt ${lang}`,
  body: `## Heading\n\n${words(bodyWords, lang)}`,
});

async function insertArticle(values: {
  slug: string;
  topic: (typeof schema.ARTICLE_TOPICS)[number];
  status?: "draft" | "published";
  publishedAt: Date;
  coverKey?: string;
  texts: Record<string, ReturnType<typeof text>>;
}) {
  const [row] = await database.db
    .insert(schema.articles)
    .values({
      slug: values.slug,
      topic: values.topic,
      status: values.status ?? "published",
      publishedAt: values.publishedAt,
      coverKey: values.coverKey ?? null,
    })
    .returning({ id: schema.articles.id });
  const id = row?.id as number;
  await database.db
    .insert(schema.articleTexts)
    .values(Object.entries(values.texts).map(([locale, t]) => ({ articleId: id, locale, ...t })));
  return id;
}

let newestId = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
  // English (450 words: 2 min) and Polish (650 words: 3 min) only: Ukrainian and Russian callers get English.
  newestId = await insertArticle({
    slug: "tbx-newest",
    topic: "charcoal",
    publishedAt: ago(1),
    texts: { en: text("en", 450), pl: text("pl", 650) },
  });
  await insertArticle({
    slug: "tbx-second",
    topic: "charcoal",
    publishedAt: ago(2),
    coverKey: "articles/999/abc123def456",
    texts: { en: text("en"), uk: text("uk"), pl: text("pl"), ru: text("ru") },
  });
  await insertArticle({ slug: "tbx-draft", topic: "charcoal", status: "draft", publishedAt: ago(3), texts: { en: text("en") } });
  await insertArticle({
    slug: "tbx-later",
    topic: "charcoal",
    publishedAt: new Date(Date.now() + 24 * 60 * MINUTE),
    texts: { en: text("en") },
  });
  await insertArticle({ slug: "tbx-third", topic: "news", publishedAt: ago(4), texts: { en: text("en", 10) } });
});
afterAll(() => database?.close());

async function get<T>(path: string, locale?: string): Promise<T> {
  const response = await api.request(path, { headers: locale ? { Locale: locale } : {} });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as T;
}
const status = async (path: string, locale?: string) => (await api.request(path, { headers: locale ? { Locale: locale } : {} })).status;

/** Every article the blog shows, as the database says: published, dated by now, newest first. */
async function publishedSlugs(): Promise<string[]> {
  const { rows } = await database.pool.query(
    "select slug from articles where status = 'published' and published_at <= now() order by published_at desc, id desc",
  );
  return rows.map((row: { slug: string }) => row.slug);
}

describe("GET /api/v1/blog/articles", () => {
  it("lists the published articles newest first, nine a page, drafts and scheduled ones left out", async () => {
    const expected = await publishedSlugs();
    expect(expected.length).toBeGreaterThanOrEqual(12 + 3); // the seeded demo articles and ours
    const first = await get<BlogArticleList>("/api/v1/blog/articles");
    expect(first).toMatchObject({ page: 1, pageSize: 9, total: expected.length, pages: Math.ceil(expected.length / 9) });
    expect(first.items.map((item) => item.slug)).toEqual(expected.slice(0, 9));
    const all = await get<BlogArticleList>("/api/v1/blog/articles?pageSize=48");
    expect(all.items.map((item) => item.slug)).toEqual(expected);
    expect(all.items.map((item) => item.slug)).not.toContain("tbx-draft");
    expect(all.items.map((item) => item.slug)).not.toContain("tbx-later");
  });

  it("pages through them; a page past the end is empty", async () => {
    const expected = await publishedSlugs();
    const second = await get<BlogArticleList>("/api/v1/blog/articles?page=2&pageSize=2");
    expect(second).toMatchObject({ page: 2, pageSize: 2, pages: Math.ceil(expected.length / 2) });
    expect(second.items.map((item) => item.slug)).toEqual(expected.slice(2, 4));
    const past = await get<BlogArticleList>("/api/v1/blog/articles?page=500");
    expect(past.items).toEqual([]);
    expect(past.total).toBe(expected.length);
    expect(await status("/api/v1/blog/articles?pageSize=0")).toBe(400);
    expect(await status("/api/v1/blog/articles?page=abc")).toBe(400);
  });

  it("gives each article its texts in the caller's language, cover and reading time", async () => {
    const { items } = await get<BlogArticleList>("/api/v1/blog/articles?pageSize=3", "pl");
    expect(items[0]).toEqual({
      slug: "tbx-newest",
      topic: "charcoal",
      title: "Title pl",
      excerpt: "Excerpt pl",
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      cover: "/api/v1/media/articles/tbx-newest.svg",
      readingMinutes: 3,
    });
    expect(items[1]).toMatchObject({
      slug: "tbx-second",
      title: "Title pl",
      cover: "/api/v1/media/uploads/articles/999/abc123def456/480.webp",
    });
    expect(items[2]).toMatchObject({ slug: "tbx-third", readingMinutes: 1 });
  });

  it("falls back to English where a translation is missing", async () => {
    const { items } = await get<BlogArticleList>("/api/v1/blog/articles?pageSize=2", "uk");
    expect(items.map((item) => item.title)).toEqual(["Title en", "Title uk"]);
    expect(items[0]?.readingMinutes).toBe(2);
  });

  it("shows the seeded articles in each of the four languages", async () => {
    const { rows } = await database.pool.query(
      `select a.slug, t.locale, t.title from articles a join article_texts t on t.article_id = a.id
       where a.slug not like 'tbx-%' and a.status = 'published' order by a.published_at desc, a.id desc limit 4`,
    );
    const slug = rows[0]?.slug as string;
    expect(slug).toBeTruthy();
    for (const locale of ["en", "uk", "pl", "ru"]) {
      const title = rows.find((row: { slug: string; locale: string }) => row.slug === slug && row.locale === locale)?.title;
      const article = await get<BlogArticle>(`/api/v1/blog/articles/${slug}`, locale);
      expect(article).toMatchObject({ slug, locale, title });
    }
  });

  it("may be cached briefly by shared caches, per language", async () => {
    const response = await api.request("/api/v1/blog/articles");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("vary")).toContain("Locale");
  });
});

describe("GET /api/v1/blog/articles/{slug}", () => {
  it("gives the article with its body, dates, big cover and reading time, in the caller's language", async () => {
    const article = await get<BlogArticle>("/api/v1/blog/articles/tbx-newest", "pl");
    expect(article).toMatchObject({
      id: newestId,
      slug: "tbx-newest",
      topic: "charcoal",
      locale: "pl",
      title: "Title pl",
      excerpt: "Excerpt pl",
      body: `## Heading\n\n${words(650, "pl")}`,
      cover: "/api/v1/media/articles/tbx-newest.svg",
      readingMinutes: 3,
    });
    expect(Date.parse(article.updatedAt)).toBeGreaterThan(0);
    const uploaded = await get<BlogArticle>("/api/v1/blog/articles/tbx-second");
    expect(uploaded.cover).toBe("/api/v1/media/uploads/articles/999/abc123def456/1200.webp");
  });

  it("answers in English, and says so, where the caller's language is missing", async () => {
    for (const locale of ["uk", "ru"]) {
      expect(await get<BlogArticle>("/api/v1/blog/articles/tbx-newest", locale)).toMatchObject({
        locale: "en",
        title: "Title en",
        readingMinutes: 2,
      });
    }
  });

  it("finds an article by its numeric id too", async () => {
    expect((await get<BlogArticle>(`/api/v1/blog/articles/${newestId}`)).slug).toBe("tbx-newest");
  });

  it("names up to three related articles: the same topic first, then the newest", async () => {
    const all = (await get<BlogArticleList>("/api/v1/blog/articles?pageSize=48")).items;
    const others = all.filter((item) => item.slug !== "tbx-newest");
    const expected = [...others.filter((item) => item.topic === "charcoal"), ...others.filter((item) => item.topic !== "charcoal")]
      .slice(0, 3)
      .map((item) => item.slug);
    const { related } = await get<BlogArticle>("/api/v1/blog/articles/tbx-newest");
    expect(related.map((item) => item.slug)).toEqual(expected);
    expect(related[0]).toMatchObject({ slug: "tbx-second", cover: "/api/v1/media/uploads/articles/999/abc123def456/480.webp" });
    const news = await get<BlogArticle>("/api/v1/blog/articles/tbx-third");
    expect(news.related.map((item) => item.slug)).not.toContain("tbx-third");
    expect(news.related).toHaveLength(3);
  });

  it("is 404 for an unknown article, a draft and one scheduled for later", async () => {
    for (const slug of ["no-such-article", "tbx-draft", "tbx-later", "999999"]) {
      const response = await api.request(`/api/v1/blog/articles/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    }
    expect(await status("/api/v1/blog/articles/Bad_Slug")).toBe(400);
  });
});

describe("GET /api/v1/media/articles/{slug}.svg", () => {
  it("draws a cover for each published article, by its topic", async () => {
    const response = await api.request("/api/v1/media/articles/tbx-newest.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="675"/);
    const news = await (await api.request("/api/v1/media/articles/tbx-third.svg")).text();
    expect(news).not.toBe(svg);
    const etag = response.headers.get("etag") as string;
    expect((await api.request("/api/v1/media/articles/tbx-newest.svg", { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("is 404 for an unknown, draft or scheduled article", async () => {
    for (const slug of ["no-such-article", "tbx-draft", "tbx-later"])
      expect(await status(`/api/v1/media/articles/${slug}.svg`), slug).toBe(404);
  });
});

describe("the blog in the sitemap", () => {
  it("lists every published article with its last change", async () => {
    const { articles } = await get<SitemapEntries>("/api/v1/catalogue/sitemap");
    expect(articles.map((article) => article.slug)).toEqual(await publishedSlugs());
    expect(articles[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
