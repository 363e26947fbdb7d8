import type { SitemapEntries } from "@shop/contracts";
import { type Db, listActiveCities, listSitemapArticles, listSitemapProducts } from "@shop/db";
import { loadCategoryIndex } from "./category-index";

/**
 * Every active city's catalogue pages: categories with visible products (in them or below), and those products;
 * and the blog's published articles.
 */
export async function listSitemapEntries(db: Db, now = new Date()): Promise<SitemapEntries> {
  const [cities, categories, products, articles] = await Promise.all([
    listActiveCities(db),
    loadCategoryIndex(db),
    listSitemapProducts(db),
    listSitemapArticles(db, now),
  ]);
  const byCity = new Map(
    cities.map((city) => [city.slug, { own: new Map<number, number>(), products: [] as SitemapEntries["cities"][number]["products"] }]),
  );
  for (const row of products) {
    const entry = byCity.get(row.citySlug);
    if (!entry) continue;
    entry.own.set(row.categoryId, (entry.own.get(row.categoryId) ?? 0) + 1);
    entry.products.push({ slug: row.slug, updatedAt: row.updatedAt.toISOString() });
  }
  return {
    cities: cities.map((city) => {
      const entry = byCity.get(city.slug) ?? { own: new Map<number, number>(), products: [] };
      const totals = categories.rollUp(entry.own);
      const slugs = [...totals].filter(([, count]) => count > 0).map(([id]) => categories.byId(id)?.slug ?? "");
      return { slug: city.slug, categories: slugs.filter(Boolean).sort(), products: entry.products };
    }),
    articles: articles.map((article) => ({ slug: article.slug, updatedAt: article.updatedAt.toISOString() })),
  };
}
