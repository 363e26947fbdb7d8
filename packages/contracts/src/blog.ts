// The public blog (issue 8): published articles (their publish date reached), newest first, texts in the
// caller's language (English when a translation is missing), a cover (uploaded, or drawn by the API).
import { z } from "zod";
import { ARTICLE_SLUG_PATTERN, ARTICLE_TOPIC_IDS } from "./staff-articles";

/** Articles a page of the blog list holds unless `pageSize` says otherwise. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 48;
/** Related articles an article names: the same topic first, then the newest. */
export const BLOG_RELATED_COUNT = 3;

export const BlogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().describe("1-based (default 1); past the last page the list is empty"),
  pageSize: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).optional().describe(`Default ${BLOG_PAGE_SIZE}`),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

export const BlogArticleParams = z.object({
  slug: z
    .string()
    .max(120)
    .regex(ARTICLE_SLUG_PATTERN)
    .describe("The article's slug (its id in the blog's URLs); a number is also looked up as the article's numeric id")
    .meta({ example: "how-to-pack-a-bowl" }),
});

const Locale = z.enum(["en", "uk", "pl", "ru"]);

export const BlogArticleSummary = z
  .object({
    slug: z.string(),
    topic: z.enum(ARTICLE_TOPIC_IDS),
    title: z.string(),
    excerpt: z.string(),
    publishedAt: z.iso.datetime({ offset: true }),
    cover: z.string().describe("The uploaded cover 480 px wide, or the drawn one (/api/v1/media/articles/{slug}.svg)"),
    readingMinutes: z.number().int().min(1).describe("Words / 200, at least 1"),
  })
  .meta({ id: "BlogArticleSummary" });
export type BlogArticleSummary = z.infer<typeof BlogArticleSummary>;

export const BlogArticleList = z
  .object({
    items: z.array(BlogArticleSummary),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int().describe("0 when there are no articles"),
  })
  .meta({ id: "BlogArticleList" });
export type BlogArticleList = z.infer<typeof BlogArticleList>;

export const BlogArticle = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    topic: z.enum(ARTICLE_TOPIC_IDS),
    locale: Locale.describe("The language of the texts: the Locale header's, or English when that translation is missing"),
    title: z.string(),
    excerpt: z.string(),
    body: z.string().describe('Plain text: paragraphs separated by blank lines, "## " headings, "- " list items'),
    publishedAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    cover: z.string().describe("The uploaded cover 1200 px wide, or the drawn one (/api/v1/media/articles/{slug}.svg)"),
    readingMinutes: z.number().int().min(1),
    related: z.array(BlogArticleSummary).describe(`Up to ${BLOG_RELATED_COUNT} other articles: the same topic first, then the newest`),
  })
  .meta({ id: "BlogArticle" });
export type BlogArticle = z.infer<typeof BlogArticle>;

/** A published article for sitemap.xml. */
export const SitemapArticle = z.object({ slug: z.string(), updatedAt: z.iso.datetime({ offset: true }) });
export type SitemapArticle = z.infer<typeof SitemapArticle>;
