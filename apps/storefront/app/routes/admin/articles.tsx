import { ARTICLE_STATUSES, ARTICLE_TOPIC_IDS } from "@shop/contracts";
import { Link } from "react-router";
import { ArticlesTable } from "../../components/admin/articles/articles-table";
import { ListFilters, selectFilter } from "../../components/admin/list-filters";
import { AdminNotice, AdminPage, AdminPager, buttonClasses } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/articles";
import { articlesLoader } from "./articles.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => articlesLoader(args);

/** Blog articles: drafts, published and scheduled ones, with their missing translations flagged. */
export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { filters, list, notice } = loaderData;
  const listPage = (page: number) =>
    paths.admin("articles", undefined, {
      q: filters.q || undefined,
      status: filters.status || undefined,
      topic: filters.topic || undefined,
      page: page > 1 ? page : undefined,
    });
  return (
    <AdminPage
      title={t("common.nav.articles")}
      actions={
        <Link to={paths.admin("newArticle")} className={`${buttonClasses} inline-flex items-center`} data-admin-article-new>
          {t("articles.new")}
        </Link>
      }
    >
      <p className="max-w-3xl text-neutral-700">{t("articles.lead")}</p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      <ListFilters
        page="articles"
        values={filters}
        fields={[
          { name: "q", kind: "search", label: t("articles.filters.q"), maxLength: 100 },
          selectFilter("status", t("articles.filters.status"), t("articles.filters.any"), ARTICLE_STATUSES, (status) =>
            t(`articles.statuses.${status}`),
          ),
          selectFilter("topic", t("articles.filters.topic"), t("articles.filters.any"), ARTICLE_TOPIC_IDS, (topic) =>
            t(`articles.topics.${topic}`),
          ),
        ]}
      />
      <p role="status" className="font-semibold" data-admin-articles-total>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("common.noResults")}</p>
      ) : (
        <ArticlesTable articles={list.items} />
      )}
      <AdminPager
        previous={filters.page > 1 ? listPage(filters.page - 1) : undefined}
        next={filters.page * list.pageSize < list.total ? listPage(filters.page + 1) : undefined}
      />
    </AdminPage>
  );
}
