// The blog list's filters: a GET form, so a filtered list has its own address (and works without JS).
import { ARTICLE_STATUSES, ARTICLE_TOPIC_IDS } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

export interface ArticleFilterValues {
  q: string;
  status: string;
  topic: string;
}

export function ArticleFilters({ filters }: { filters: ArticleFilterValues }) {
  const { t } = useTranslation("admin");
  const paths = useShopPaths();
  return (
    <Form
      method="get"
      action={paths.admin("articles")}
      aria-label={t("articles.filters.label")}
      className="grid items-end gap-3 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      data-admin-article-filters
    >
      <div>
        <label htmlFor="articles-q" className={labelClasses}>
          {t("articles.filters.q")}
        </label>
        <input id="articles-q" name="q" type="search" defaultValue={filters.q} maxLength={100} className={inputClasses} />
      </div>
      <div>
        <label htmlFor="articles-status" className={labelClasses}>
          {t("articles.filters.status")}
        </label>
        <select id="articles-status" name="status" defaultValue={filters.status} className={inputClasses}>
          <option value="">{t("articles.filters.any")}</option>
          {ARTICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`articles.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="articles-topic" className={labelClasses}>
          {t("articles.filters.topic")}
        </label>
        <select id="articles-topic" name="topic" defaultValue={filters.topic} className={inputClasses}>
          <option value="">{t("articles.filters.any")}</option>
          {ARTICLE_TOPIC_IDS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`articles.topics.${topic}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses}>
          {t("common.actions.filter")}
        </button>
        <Link to={paths.admin("articles")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
