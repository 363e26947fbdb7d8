import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { CategoriesTable } from "../../components/admin/taxonomy/categories-table";
import { CategoryForm } from "../../components/admin/taxonomy/category-form";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/categories";
import { categoriesAction, categoriesLoader } from "./categories.server";

/** Its forms ride on the session cookie: a post from another origin reaches no action. */
export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => categoriesLoader(args);

export const action = (args: Route.ActionArgs) => categoriesAction(args);

/** Admins: the category tree with its four names side by side, created, edited and deleted while unused. */
export default function CategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { items, editing, notice } = loaderData;
  return (
    <AdminPage title={t("common.nav.categories")}>
      <p className="max-w-3xl text-neutral-700">{t("taxonomy.categories.lead")}</p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {actionData && <AdminAlert messages={actionData.messages} />}
      <CategoryForm items={items} editing={editing} answer={actionData ?? null} />
      <CategoriesTable items={items} />
    </AdminPage>
  );
}
