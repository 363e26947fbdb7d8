// A blog article (/{lang}/blog/article/{articleId}, no city): the article in the page's language (English
// when that translation is missing), its cover, date, reading time and related articles, Article JSON-LD.
// The id is its slug; a numeric id finds the article too, and the canonical URL names its slug.
import type { LoaderFunctionArgs } from "react-router";
import { cachedBlogArticle } from "../../lib/blog/blog.server";
import { formatArticleDate, toArticleCard } from "../../lib/blog/cards";
import { articleJsonLd } from "../../lib/blog/structured-data";
import { absoluteMediaUrl } from "../../lib/catalogue/media";
import { breadcrumbJsonLd } from "../../lib/catalogue/structured-data";
import { parseBody } from "../../lib/content/body";
import { blogCrumb, brand, pageNotFound, pageSeo, publicOrigin, shopOf } from "../../lib/page.server";
import { sitePath } from "../../lib/paths";
import { isArticleId } from "../../lib/route-params";
import { getRuntime, serverApi } from "../../lib/runtime.server";

export async function articleLoader(args: LoaderFunctionArgs) {
  const { lang } = shopOf(args.context);
  const id = args.params.articleId;
  if (!id || !isArticleId(id)) pageNotFound(args.url);
  const article = await cachedBlogArticle(serverApi(args.request, lang), lang, id);
  if (!article) pageNotFound(args.url);
  // The SEO of the slug's address, whichever id this page was asked by.
  const canonicalPath = sitePath(lang, "article", { articleId: article.slug });
  const seo = pageSeo({ context: args.context, url: new URL(canonicalPath, args.url) }, article.title, article.excerpt);
  const origin = publicOrigin();
  const shop = brand();
  const crumbs = [blogCrumb(args, lang), { label: article.title }];
  seo.jsonLd = [
    articleJsonLd({
      article,
      url: seo.canonical,
      image: absoluteMediaUrl(article.cover, getRuntime().publicEnv.PUBLIC_API_BASE, origin),
      brand: { name: shop.name, url: origin, logo: `${origin}${shop.logos.light}` },
    }),
    breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ? `${origin}${crumb.href}` : seo.canonical }))),
  ];
  return {
    page: { seo, heading: article.title, crumbs },
    article: {
      slug: article.slug,
      topic: article.topic,
      textLang: article.locale,
      excerpt: article.excerpt,
      cover: article.cover,
      publishedAt: article.publishedAt,
      date: formatArticleDate(article.publishedAt, lang),
      readingMinutes: article.readingMinutes,
      blocks: parseBody(article.body).blocks,
    },
    related: article.related.map((item) => toArticleCard(item, lang)),
  };
}
