import { ArticleGrid } from "../../components/blog/article-card";
import { BlogPagination } from "../../components/blog/blog-pagination";
import { PageFrame } from "../../components/layout/page-frame";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/list";
import { blogListLoader } from "./list.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.page.seo);

export const loader = (args: Route.LoaderArgs) => blogListLoader(args);

/** The blog (spec section 2: no city): the latest articles, nine a page. */
export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, articles, pagination } = loaderData;
  return (
    <PageFrame heading={page.heading} crumbs={page.crumbs}>
      <p className="mt-2 max-w-2xl text-lg text-neutral-700">{t("blog.list.lead")}</p>
      <section aria-label={t("blog.list.articles")} className="mt-8" data-blog-list>
        {articles.length > 0 ? (
          <ArticleGrid articles={articles} />
        ) : (
          <p className="rounded-2xl bg-white p-6 ring-1 ring-black/5" data-blog-empty>
            {t("blog.list.empty")}
          </p>
        )}
      </section>
      <BlogPagination page={pagination.page} pages={pagination.pages} />
    </PageFrame>
  );
}
