// The blog list (/{lang}/blog, no city): nine articles a page, newest first; `?page=N` (N > 1) is part of
// the canonical URL, a page past the last one is the 404 page (page 1 of an empty blog is not).
import type { LoaderFunctionArgs } from "react-router";
import { BLOG_PAGE_SIZE, cachedBlogList } from "../../lib/blog/blog.server";
import { blogPageOf, toArticleCard } from "../../lib/blog/cards";
import { pageNotFound, pageSeo, shopOf, t } from "../../lib/page.server";
import { serverApi } from "../../lib/runtime.server";

export async function blogListLoader(args: LoaderFunctionArgs) {
  const { lang } = shopOf(args.context);
  const tt = t(args);
  const page = blogPageOf(args.url.searchParams);
  const list = await cachedBlogList(serverApi(args.request, lang), lang, page, BLOG_PAGE_SIZE);
  if (page > Math.max(1, list.pages)) pageNotFound(args.url);
  const title = tt("blog.list.title");
  const seo = pageSeo(
    args,
    page > 1 ? tt("blog.list.paged", { title, page }) : title,
    tt("blog.list.description"),
    page > 1 ? `?page=${page}` : "",
  );
  return {
    page: { seo, heading: title, crumbs: [{ label: title }] },
    articles: list.items.map((item) => toArticleCard(item, lang)),
    pagination: { page, pages: list.pages },
  };
}
