// The demo shop's written content (issue 8): blog articles and the info pages, in all four languages.
// Bodies are plain text: paragraphs separated by a blank line, "## " starts a heading, "- " a list item.
import type { ArticleTopic } from "../../schema-content";

export type ContentLocale = "en" | "uk" | "pl" | "ru";

interface SeedArticleText {
  title: string;
  /** One or two sentences for the list and the meta description (at most 200 characters). */
  excerpt: string;
  body: string;
}

export interface SeedArticle {
  /** The article's id in its URL: lower-case words joined by hyphens. */
  slug: string;
  topic: ArticleTopic;
  /** When it was published (ISO, UTC), between 2026-01-01 and 2026-11-15. */
  publishedAt: string;
  texts: Record<ContentLocale, SeedArticleText>;
}

export interface SeedInfoPage {
  slug: "privacy-policy" | "terms-and-conditions";
  texts: Record<ContentLocale, { title: string; body: string }>;
}
