import { CustomerTable } from "../../components/admin/customers/customer-table";
import { CustomerSearch } from "../../components/admin/customers/search-form";
import { AdminNotice, AdminPage, AdminPager } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/customers";
import { customersLoader } from "./customers.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => customersLoader(args);

/** Admins only: customers found by e-mail, name or phone, newest first, each leading to their page. */
export default function CustomersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { q, page, list } = loaderData;
  const pageLink = (to: number) => paths.admin("customers", undefined, { q: q || undefined, page: to > 1 ? to : undefined });
  return (
    <AdminPage title={t("common.nav.customers")}>
      {loaderData.erased && <AdminNotice>{t("customers.notice.erased")}</AdminNotice>}
      <p className="text-neutral-700">{t("customers.lead")}</p>
      <CustomerSearch q={q} />
      <p className="text-sm font-semibold" role="status" data-admin-customers-total={list.total}>
        {t("common.results.found", { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-admin-customers-empty>
          {q ? t("common.noResults") : t("customers.empty")}
        </p>
      ) : (
        <CustomerTable customers={list.items} />
      )}
      <AdminPager
        previous={page > 1 ? pageLink(page - 1) : undefined}
        next={page * list.perPage < list.total ? pageLink(page + 1) : undefined}
      />
    </AdminPage>
  );
}
