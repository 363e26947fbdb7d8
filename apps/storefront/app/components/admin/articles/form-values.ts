// The article form's values (issue 7): what the fields show (from a stored article, or as the admin typed them
// when the save was refused) and the API request they make. The server checks the rules (English, four
// languages to publish, the slug); this only reads the fields.
import { ARTICLE_LIMITS, ARTICLE_TOPIC_IDS, type ArticleTopicId, type StaffArticle, type StaffArticleInput } from "@shop/contracts";
import { LOCALES, type Locale } from "@shop/domain";
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

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max + 1000) : "";
};

export function readArticleForm(form: FormData): ArticleFormValues {
  const topic = text(form, "topic", 40) as ArticleTopicId;
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        title: text(form, `${locale}.title`, ARTICLE_LIMITS.title),
        excerpt: text(form, `${locale}.excerpt`, ARTICLE_LIMITS.excerpt),
        body: text(form, `${locale}.body`, ARTICLE_LIMITS.body),
      },
    ]),
  ) as Record<Locale, ArticleTextValues>;
  return {
    slug: text(form, "slug", ARTICLE_LIMITS.slug).trim(),
    topic: (ARTICLE_TOPIC_IDS as readonly string[]).includes(topic) ? topic : "news",
    status: text(form, "status", 20) === "published" ? "published" : "draft",
    publishedAt: text(form, "publishedAt", 40),
    texts,
  };
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
