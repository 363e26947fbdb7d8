// schema.org data of a blog article: the Article, written and published by the shop's brand.
import type { BlogArticle } from "@shop/contracts";

interface ArticleLdInput {
  article: Pick<BlogArticle, "title" | "excerpt" | "publishedAt" | "updatedAt" | "locale">;
  /** The article's canonical URL. */
  url: string;
  /** The cover, absolute. */
  image: string;
  brand: { name: string; url: string; logo: string };
}

export function articleJsonLd({ article, url, image, brand }: ArticleLdInput): Record<string, unknown> {
  const organization = { "@type": "Organization", name: brand.name, url: brand.url };
  // A scheduled article saved before its date: it was not modified before it was published.
  const modified = Date.parse(article.updatedAt) > Date.parse(article.publishedAt) ? article.updatedAt : article.publishedAt;
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.excerpt,
    image: [image],
    datePublished: article.publishedAt,
    dateModified: modified,
    inLanguage: article.locale,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: brand.logo } },
  };
}
