// Seeds the blog's demo articles and the info pages (issue 8), all published, in four languages.
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { articles, articleTexts, infoPages } from "../../schema";
import { ARTICLES } from "./articles";
import { INFO_PAGES } from "./info";
import type { ContentLocale } from "./types";

const DEMO_ARTICLES = [...ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const LOCALES: ContentLocale[] = ["en", "uk", "pl", "ru"];

export async function seedContent(tx: Pick<NodePgDatabase, "insert">): Promise<void> {
  for (const article of DEMO_ARTICLES) {
    const [inserted] = await tx
      .insert(articles)
      .values({ slug: article.slug, topic: article.topic, status: "published", publishedAt: new Date(article.publishedAt) })
      .returning({ id: articles.id });
    if (!inserted) throw new Error(`Could not seed article ${article.slug}`);
    await tx.insert(articleTexts).values(LOCALES.map((locale) => ({ articleId: inserted.id, locale, ...article.texts[locale] })));
  }
  await tx
    .insert(infoPages)
    .values(INFO_PAGES.flatMap((page) => LOCALES.map((locale) => ({ slug: page.slug, locale, ...page.texts[locale] }))));
}
