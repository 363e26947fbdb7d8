// Content staff upload and write in the back office (issue 7): product images and blog articles.
// Image files live in the media store (under DATA_DIR by default); the rows hold their keys.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./schema-catalogue";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A product's uploaded images, in gallery order (position 1..8). A product without any shows its
 * generated illustrations (products.image_count of them).
 */
export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    /** The media store's key of the image: its resized variants are `{key}/{size}.webp`. */
    mediaKey: text("media_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * SHA-256 (hex) of the file as uploaded (issue 33): the catalogue import adds an image only when the product has
     * none with the same bytes. Null for images uploaded before the column existed.
     */
    sourceSha256: text("source_sha256"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check("product_images_position", sql`${t.position} between 1 and 8`),
    check("product_images_source_sha256", sql`${t.sourceSha256} ~ '^[0-9a-f]{64}$'`),
    check("product_images_key", sql`${t.mediaKey} ~ '^[a-z0-9]+(/[a-z0-9-]+)*$'`),
  ],
);

export type ArticleStatus = "draft" | "published";
export const ARTICLE_TOPICS = ["hookah-care", "flavours", "charcoal", "accessories", "news"] as const;
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number];

/** A blog article (its texts per language in article_texts). Published ones show from `publishedAt` on. */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    /** The article's id in its URL (/blog/article/{slug}). */
    slug: text("slug").notNull().unique(),
    status: text("status").$type<ArticleStatus>().notNull().default("draft"),
    /** Hookah care, flavours, charcoal, accessories, news: related articles share it. */
    topic: text("topic").$type<ArticleTopic>().notNull(),
    publishedAt: instant("published_at"),
    /** The media store's key of the cover image, or null (a generated cover then). */
    coverKey: text("cover_key"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("articles_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("articles_status", sql`${t.status} in ('draft', 'published')`),
    check("articles_topic", sql`${t.topic} in ('hookah-care', 'flavours', 'charcoal', 'accessories', 'news')`),
    check("articles_published_has_date", sql`${t.status} <> 'published' or ${t.publishedAt} is not null`),
    index("articles_published_idx").on(t.status, t.publishedAt),
  ],
);

/** An article in one language. The body is plain text with blank lines between paragraphs, "## " headings and "- " lists. */
export const articleTexts = pgTable(
  "article_texts",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.locale] }), check("article_texts_locale", sql`${t.locale} in ('en', 'uk', 'pl', 'ru')`)],
);

/**
 * The info pages (issue 8: privacy policy, terms and conditions) in each language, stored so that staff can
 * edit them later. The body has the articles' format.
 */
export const infoPages = pgTable(
  "info_pages",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    updatedAt: instant("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.locale] }),
    check("info_pages_slug", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("info_pages_locale", sql`${t.locale} in ('en', 'uk', 'pl', 'ru')`),
  ],
);
