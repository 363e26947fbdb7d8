import { AuditFilters } from "../../components/admin/audit/filters";
import { AUDIT_FILTERS, auditQuery } from "../../components/admin/audit/query";
import { AuditTable } from "../../components/admin/audit/table";
import { AdminAlert, AdminPage, AdminPager } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/audit";
import { auditLoader } from "./audit.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => auditLoader(args);

/** Admins only: every staff change, newest first, with filters and pages. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { filters, log, messages, invalid } = loaderData;
  const pageLink = (page: number) => paths.admin("audit", undefined, auditQuery(filters, page));
  return (
    <AdminPage title={t("common.nav.audit")}>
      <p className="text-neutral-700">{t("audit.lead")}</p>
      <AuditFilters filters={filters} invalid={invalid} />
      <AdminAlert messages={messages} />
      {log.items.length === 0 ? (
        messages.length === 0 && (
          <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-admin-audit-empty>
            {filters.page > 1 || AUDIT_FILTERS.some((name) => filters[name]) ? t("common.noResults") : t("common.empty")}
          </p>
        )
      ) : (
        <AuditTable entries={log.items} />
      )}
      <AdminPager previous={log.page > 1 ? pageLink(log.page - 1) : undefined} next={log.hasMore ? pageLink(log.page + 1) : undefined} />
    </AdminPage>
  );
}
