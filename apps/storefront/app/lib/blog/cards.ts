// What the blog's pages and the home teaser show of an article: the API's summary with its date written
// out in shop time (Europe/Warsaw) in the page's language, so server and browser render the same text.
import type { BlogArticleSummary } from "@shop/contracts";
import { type Locale, SHOP_TIME_ZONE } from "@shop/domain";
import { dateFormat } from "../intl";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

/** "22 November 2026" in the language, the day as it is in shop time. */
export function formatArticleDate(iso: string, lang: Locale): string {
  return dateFormat(INTL_LOCALE[lang], { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

export type ArticleCardData = BlogArticleSummary & { date: string };

export const toArticleCard = (article: BlogArticleSummary, lang: Locale): ArticleCardData => ({
  ...article,
  date: formatArticleDate(article.publishedAt, lang),
});

/** The i18n key of a topic's name (blog.topics). */
export const TOPIC_KEYS = {
  "hookah-care": "blog.topics.hookahCare",
  flavours: "blog.topics.flavours",
  charcoal: "blog.topics.charcoal",
  accessories: "blog.topics.accessories",
  news: "blog.topics.news",
} as const satisfies Record<BlogArticleSummary["topic"], string>;

/** The list's page from `?page=`: a whole number 1..10000, anything else is page 1. */
export function blogPageOf(search: URLSearchParams): number {
  const raw = search.get("page");
  const page = raw !== null && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1;
  return page <= 10_000 ? page : 1;
}
