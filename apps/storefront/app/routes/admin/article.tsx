import { Form, Link } from "react-router";
import { ArticleForm } from "../../components/admin/articles/article-form";
import { CoverEditor } from "../../components/admin/articles/cover-editor";
import { articleFormOf } from "../../components/admin/articles/form-values";
import { AdminAlert, AdminNotice, AdminPage, dangerButtonClasses, secondaryButtonClasses } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/article";
import { articleAction, articleLoader } from "./article.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => articleLoader(args);

export const action = (args: Route.ActionArgs) => articleAction(args);

/** One article: its texts in four languages side by side, its cover, and deleting it. */
export default function ArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { article, heading, notice } = loaderData;
  const formFailure = actionData?.part === "form" ? actionData : null;
  return (
    <AdminPage
      title={heading}
      actions={
        <Link to={paths.admin("articles")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("articles.back")}
        </Link>
      }
    >
      {notice && <AdminNotice>{notice}</AdminNotice>}
      <ArticleForm
        key={article.updatedAt}
        values={formFailure?.values ?? articleFormOf(article)}
        isNew={false}
        messages={formFailure?.messages ?? []}
        fieldErrors={formFailure?.fieldErrors ?? {}}
      />
      <CoverEditor cover={article.cover} messages={actionData?.part === "cover" ? actionData.messages : []} />
      <section aria-label={t("common.actions.delete")} className="space-y-2" data-admin-article-delete>
        {actionData?.part === "delete" && <AdminAlert messages={actionData.messages} />}
        <Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm(t("articles.deleteConfirm"))) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className={dangerButtonClasses}>
            {t("common.actions.delete")}
          </button>
        </Form>
      </section>
    </AdminPage>
  );
}
