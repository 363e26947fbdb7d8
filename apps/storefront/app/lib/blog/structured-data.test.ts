import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./structured-data";

const brand = { name: "Smoke Point", url: "https://shop.example", logo: "https://shop.example/brand/default/logo-light.svg" };
const article = {
  title: "How to light coconut charcoal",
  excerpt: "Evenly, and without a hurry.",
  publishedAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-03T12:00:00.000Z",
  locale: "pl" as const,
};

describe("articleJsonLd", () => {
  it("describes the article, its dates, language and cover, by the brand", () => {
    const url = "https://shop.example/pl/blog/article/coconut-charcoal";
    expect(articleJsonLd({ article, url, image: "https://shop.example/api/v1/media/articles/coconut-charcoal.svg", brand })).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "How to light coconut charcoal",
      description: "Evenly, and without a hurry.",
      image: ["https://shop.example/api/v1/media/articles/coconut-charcoal.svg"],
      datePublished: "2026-11-01T09:00:00.000Z",
      dateModified: "2026-11-03T12:00:00.000Z",
      inLanguage: "pl",
      url,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      author: { "@type": "Organization", name: "Smoke Point", url: "https://shop.example" },
      publisher: {
        "@type": "Organization",
        name: "Smoke Point",
        url: "https://shop.example",
        logo: { "@type": "ImageObject", url: "https://shop.example/brand/default/logo-light.svg" },
      },
    });
  });

  it("is never modified before it was published (an article scheduled after its last edit)", () => {
    const scheduled = { ...article, updatedAt: "2026-10-20T08:00:00.000Z" };
    expect(articleJsonLd({ article: scheduled, url: "u", image: "i", brand }).dateModified).toBe(article.publishedAt);
  });
});
