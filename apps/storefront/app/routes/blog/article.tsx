import { ArticleGrid } from "../../components/blog/article-card";
import { ArticleMeta } from "../../components/blog/article-meta";
import { useMedia } from "../../components/catalogue/use-catalogue";
import { BodyBlocks } from "../../components/content/body-blocks";
import { PageFrame } from "../../components/layout/page-frame";
import { TOPIC_KEYS } from "../../lib/blog/cards";
import { CLIENT_LINK } from "../../lib/client-links";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";
import type { Route } from "./+types/article";
import { articleLoader } from "./article.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => articleLoader(args);

/** A blog article (spec section 2: no city): cover, date, reading time, the text and related articles. */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const media = useMedia();
  const { page, article, related } = loaderData;
  const fellBack = article.textLang !== paths.lang;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <article className="mt-3" data-article={article.slug} lang={fellBack ? article.textLang : undefined}>
        <p className="text-xs font-bold uppercase tracking-wide text-neutral-600" data-article-topic={article.topic}>
          {t(TOPIC_KEYS[article.topic])}
        </p>
        <ArticleMeta iso={article.publishedAt} date={article.date} minutes={article.readingMinutes} className="mt-1" />
        {fellBack && (
          <p lang={paths.lang} className="mt-4 rounded-xl bg-canvas-dark px-4 py-3 text-sm" role="note" data-article-fallback>
            {t("blog.article.englishOnly")}
          </p>
        )}
        <img
          src={media(article.cover)}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-2xl bg-canvas object-cover"
          data-article-cover
        />
        <div className="mx-auto mt-8 max-w-3xl text-lg leading-relaxed" data-article-body>
          <p className="text-xl font-medium text-neutral-800">{article.excerpt}</p>
          <BodyBlocks blocks={article.blocks} />
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-articles" className="mt-16" data-related-articles>
          <h2 id="related-articles" className="mb-4 text-2xl font-bold tracking-tight">
            {t("blog.article.related")}
          </h2>
          <ArticleGrid articles={related} headingLevel={3} />
        </section>
      )}
      <p className="mt-10">
        <a href={paths.site("blog")} {...CLIENT_LINK} className="font-semibold underline underline-offset-4">
          {t("blog.article.back")}
        </a>
      </p>
    </PageFrame>
  );
}
