// Back office: blog articles (issue 7). Admins write articles in en/uk/pl/ru, draft or published (a future
// publish date schedules it), with an optional uploaded cover. The public blog pages come later.
import { z } from "zod";

/** The blog's topics (the table's check, packages/db schema-content.ts ARTICLE_TOPICS). */
export const ARTICLE_TOPIC_IDS = ["hookah-care", "flavours", "charcoal", "accessories", "news"] as const;
export type ArticleTopicId = (typeof ARTICLE_TOPIC_IDS)[number];
export const ARTICLE_STATUSES = ["draft", "published"] as const;
/** The article's id in its URL (/blog/article/{slug}). */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ARTICLE_LIMITS = { slug: 100, title: 200, excerpt: 600, body: 60_000 } as const;

export const StaffArticleQuery = z.object({
  status: z.enum(ARTICLE_STATUSES).optional(),
  topic: z.enum(ARTICLE_TOPIC_IDS).optional(),
  q: z.string().trim().max(100).optional().describe("Part of a title (any language) or of the slug"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffArticleQuery = z.infer<typeof StaffArticleQuery>;

export const ArticleTextInput = z
  .object({
    title: z.string().trim().max(ARTICLE_LIMITS.title, "tooLong"),
    excerpt: z.string().trim().max(ARTICLE_LIMITS.excerpt, "tooLong"),
    body: z
      .string()
      .max(ARTICLE_LIMITS.body, "tooLong")
      .transform((body) => body.replace(/\r\n?/g, "\n").trim())
      .describe('Plain text: paragraphs separated by blank lines, "## " headings, "- " list items'),
  })
  .meta({ id: "ArticleTextInput" });
export type ArticleTextInput = z.output<typeof ArticleTextInput>;

const textOf = ArticleTextInput.nullable().optional().describe("Absent, null or all empty: the translation is missing");

export const StaffArticleInput = z
  .object({
    slug: z.string().trim().min(1, "required").max(ARTICLE_LIMITS.slug, "tooLong").meta({ example: "how-to-pack-a-bowl" }),
    topic: z.enum(ARTICLE_TOPIC_IDS),
    status: z.enum(ARTICLE_STATUSES).describe("Publishing needs a publish date and all four languages"),
    publishedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .describe("From when it shows (a future instant schedules it); required when published"),
    texts: z.object({ en: textOf, uk: textOf, pl: textOf, ru: textOf }).describe("English is required"),
  })
  .meta({ id: "StaffArticleInput" });
export type StaffArticleInput = z.input<typeof StaffArticleInput>;
export type StaffArticleValues = z.output<typeof StaffArticleInput>;

export const ArticleText = z.object({ title: z.string(), excerpt: z.string(), body: z.string() }).meta({ id: "ArticleText" });
export type ArticleText = z.infer<typeof ArticleText>;

const Locale = z.enum(["en", "uk", "pl", "ru"]);

const Cover = z
  .object({
    key: z.string(),
    url: z.string().describe("480 px wide WebP"),
    largeUrl: z.string().describe("1200 px wide WebP"),
    thumbnailUrl: z.string().describe("160 px wide WebP"),
  })
  .nullable()
  .describe("The uploaded cover (null: the blog draws one)");

export const StaffArticle = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    topic: z.enum(ARTICLE_TOPIC_IDS),
    status: z.enum(ARTICLE_STATUSES),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    scheduled: z.boolean().describe("Published with a publish date still ahead"),
    cover: Cover,
    texts: z.object({ en: ArticleText.nullable(), uk: ArticleText.nullable(), pl: ArticleText.nullable(), ru: ArticleText.nullable() }),
    missing: z.array(Locale).describe("Languages without a translation"),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "StaffArticle" });
export type StaffArticle = z.infer<typeof StaffArticle>;

export const StaffArticleSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    topic: z.enum(ARTICLE_TOPIC_IDS),
    status: z.enum(ARTICLE_STATUSES),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    scheduled: z.boolean(),
    title: z.string().describe("In the caller's language, else English"),
    missing: z.array(Locale),
    thumbnailUrl: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "StaffArticleSummary" });
export type StaffArticleSummary = z.infer<typeof StaffArticleSummary>;

export const StaffArticleList = z
  .object({ items: z.array(StaffArticleSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "StaffArticleList" });
export type StaffArticleList = z.infer<typeof StaffArticleList>;
