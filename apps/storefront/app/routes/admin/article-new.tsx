import { Link } from "react-router";
import { ArticleForm } from "../../components/admin/articles/article-form";
import { articleFormOf } from "../../components/admin/articles/form-values";
import { AdminPage, secondaryButtonClasses } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/article-new";
import { newArticleAction, newArticleLoader } from "./article-new.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => newArticleLoader(args);

export const action = (args: Route.ActionArgs) => newArticleAction(args);

/** A new article: its texts in four languages side by side; the cover comes once it is saved. */
export default function NewArticlePage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <AdminPage
      title={t("articles.newTitle")}
      actions={
        <Link to={paths.admin("articles")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("articles.back")}
        </Link>
      }
    >
      <ArticleForm
        values={actionData?.values ?? articleFormOf(null)}
        isNew
        messages={actionData?.messages ?? []}
        fieldErrors={actionData?.fieldErrors ?? {}}
      />
      <p className="text-neutral-700">{t("articles.cover.afterSave")}</p>
    </AdminPage>
  );
}
