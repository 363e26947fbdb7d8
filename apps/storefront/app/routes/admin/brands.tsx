import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { BrandForm } from "../../components/admin/taxonomy/brand-form";
import { BrandsTable } from "../../components/admin/taxonomy/brands-table";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import { sameOriginMiddleware } from "../../middleware/same-origin.server";
import type { Route } from "./+types/brands";
import { brandsAction, brandsLoader } from "./brands.server";

/** Its forms ride on the session cookie: a post from another origin reaches no action. */
export const middleware = [sameOriginMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => brandsLoader(args);

export const action = (args: Route.ActionArgs) => brandsAction(args);

/** Admins: the brands, created, edited and deleted while no product has them. */
export default function BrandsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { items, editing, notice } = loaderData;
  return (
    <AdminPage title={t("common.nav.brands")}>
      <p className="max-w-3xl text-neutral-700">{t("taxonomy.brands.lead")}</p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      {actionData && <AdminAlert messages={actionData.messages} />}
      <BrandForm editing={editing} answer={actionData ?? null} />
      <BrandsTable items={items} />
    </AdminPage>
  );
}
