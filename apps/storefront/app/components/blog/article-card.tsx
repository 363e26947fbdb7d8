import { type ArticleCardData, TOPIC_KEYS } from "../../lib/blog/cards";
import { CLIENT_LINK } from "../../lib/client-links";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import { useMedia } from "../catalogue/use-catalogue";
import { ArticleMeta } from "./article-meta";

/** An article in a list: cover, topic, title (the link), date, reading time and excerpt. */
function ArticleCard({ article, headingLevel = 2 }: { article: ArticleCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const media = useMedia();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      data-article-card={article.slug}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-focus"
    >
      <img
        src={media(article.cover)}
        alt=""
        width={480}
        height={270}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-canvas object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-bold uppercase tracking-wide text-neutral-600" data-article-topic={article.topic}>
          {t(TOPIC_KEYS[article.topic])}
        </p>
        <Heading className="text-lg font-bold leading-snug">
          {/* The link covers the whole card (one tab stop); the card's other texts stay selectable. */}
          <a
            href={paths.site("article", { articleId: article.slug })}
            {...CLIENT_LINK}
            className="underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {article.title}
          </a>
        </Heading>
        <ArticleMeta iso={article.publishedAt} date={article.date} minutes={article.readingMinutes} />
        <p className="text-neutral-700">{article.excerpt}</p>
      </div>
    </article>
  );
}

export function ArticleGrid({ articles, headingLevel = 2 }: { articles: ArticleCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-article-grid>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
