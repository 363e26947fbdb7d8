// The blog list: cover, title (in the page's language, else English), topic, status (a published article with
// a date ahead is scheduled), publish date and the missing translations.

import type { StaffArticleSummary } from "@shop/contracts";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

const STATUS_CLASSES = {
  draft: "bg-neutral-200 text-neutral-800",
  published: "bg-green-100 text-green-900",
  scheduled: "bg-sky-100 text-sky-900",
} as const;

export function ArticlesTable({ articles }: { articles: StaffArticleSummary[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminTable label={t("articles.table.label")}>
      <thead>
        <tr>
          <th scope="col">{t("articles.table.cover")}</th>
          <th scope="col">{t("articles.table.title")}</th>
          <th scope="col">{t("articles.table.topic")}</th>
          <th scope="col">{t("articles.table.status")}</th>
          <th scope="col">{t("articles.table.published")}</th>
          <th scope="col">{t("articles.table.languages")}</th>
        </tr>
      </thead>
      <tbody>
        {articles.map((article) => {
          const status = article.scheduled ? "scheduled" : article.status;
          return (
            <tr key={article.id} data-admin-article-row={article.slug}>
              <td>
                {article.thumbnailUrl ? (
                  <img src={article.thumbnailUrl} alt="" width={80} height={45} className="h-12 w-20 rounded object-cover" loading="lazy" />
                ) : (
                  <span className="text-neutral-500">—</span>
                )}
              </td>
              <td>
                <Link
                  to={paths.admin("article", { articleId: String(article.id) })}
                  className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                >
                  {article.title}
                </Link>
                <div className="font-mono text-xs text-neutral-600">{article.slug}</div>
              </td>
              <td>{t(`articles.topics.${article.topic}`)}</td>
              <td>
                <span
                  className={`whitespace-nowrap rounded px-2 py-1 text-xs font-semibold ${STATUS_CLASSES[status]}`}
                  data-admin-article-status={status}
                >
                  {t(`articles.statuses.${status}`)}
                </span>
              </td>
              <td className="whitespace-nowrap">
                {article.publishedAt ? formatShopDate(article.publishedAt, paths.lang, true) : t("articles.notDated")}
              </td>
              <td>
                {article.missing.length === 0 ? (
                  t("articles.complete")
                ) : (
                  <span className="font-semibold text-amber-800" data-admin-missing-translation>
                    {t("articles.missingList", { list: article.missing.map((locale) => t(`common.locales.${locale}`)).join(", ") })}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
