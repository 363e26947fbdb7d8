// The article form's values (issue 7): what the fields show (from a stored article, or as the admin typed them
// when the save was refused; read with its zod schema by lib/admin/form.ts) and the API request they make. The
// server checks the rules (English, four languages to publish, the slug); this only reads the fields.
import { ARTICLE_LIMITS, ARTICLE_TOPIC_IDS, type ArticleTopicId, type StaffArticle, type StaffArticleInput } from "@shop/contracts";
import { LOCALES, type Locale } from "@shop/domain";
import { z } from "zod";
import { field, readForm } from "../../../lib/admin/form";
import { fromShopInput, toShopInput } from "./shop-time";

export interface ArticleTextValues {
  title: string;
  excerpt: string;
  body: string;
}

export interface ArticleFormValues {
  slug: string;
  topic: ArticleTopicId;
  status: "draft" | "published";
  publishedAt: string;
  texts: Record<Locale, ArticleTextValues>;
}

const EMPTY = { title: "", excerpt: "", body: "" };

export function articleFormOf(article: StaffArticle | null): ArticleFormValues {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, { ...(article?.texts[locale] ?? EMPTY) }])) as Record<
    Locale,
    ArticleTextValues
  >;
  if (!article) return { slug: "", topic: "news", status: "draft", publishedAt: "", texts };
  return { slug: article.slug, topic: article.topic, status: article.status, publishedAt: toShopInput(article.publishedAt), texts };
}

/** A posted text, cut a little above its limit (the server refuses what is too long). */
const cut = (max: number) => field.transform((value) => value.slice(0, max + 1000));

const ArticleTextFields = z.object({
  title: cut(ARTICLE_LIMITS.title),
  excerpt: cut(ARTICLE_LIMITS.excerpt),
  body: cut(ARTICLE_LIMITS.body),
});

/** The form's schema: slug, topic, status, publishedAt and `{locale}.title|excerpt|body`, as typed. */
const ArticleFormFields = z
  .object({
    slug: cut(ARTICLE_LIMITS.slug).transform((slug) => slug.trim()),
    topic: field.transform((topic) => ARTICLE_TOPIC_IDS.find((known) => known === topic) ?? "news"),
    status: field.transform((status): ArticleFormValues["status"] => (status === "published" ? "published" : "draft")),
    publishedAt: cut(40),
    en: ArticleTextFields,
    uk: ArticleTextFields,
    pl: ArticleTextFields,
    ru: ArticleTextFields,
  })
  .transform(({ en, uk, pl, ru, ...values }): ArticleFormValues => ({ ...values, texts: { en, uk, pl, ru } }));

export function readArticleForm(form: FormData): ArticleFormValues {
  const read = readForm(form, ArticleFormFields);
  return read.ok ? read.value : articleFormOf(null);
}

/** Whether a language has any text (an empty one is a missing translation). */
export const hasText = (values: ArticleTextValues): boolean => Boolean(values.title.trim() || values.excerpt.trim() || values.body.trim());

/** The API request, or the fields that could not be read. */
export function articleInputOf(values: ArticleFormValues): { input: StaffArticleInput } | { problems: Record<string, "date"> } {
  const publishedAt = fromShopInput(values.publishedAt);
  if (publishedAt === undefined) return { problems: { publishedAt: "date" } };
  return {
    input: {
      slug: values.slug,
      topic: values.topic,
      status: values.status,
      publishedAt,
      texts: Object.fromEntries(LOCALES.map((locale) => [locale, hasText(values.texts[locale]) ? values.texts[locale] : null])),
    },
  };
}
