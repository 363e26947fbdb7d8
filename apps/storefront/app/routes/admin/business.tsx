import { ApplicationCard } from "../../components/admin/business/application-card";
import { BusinessTabs } from "../../components/admin/business/tabs";
import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/business";
import { businessAction, businessLoader } from "./business.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => businessLoader(args);

export const action = (args: Route.ActionArgs) => businessAction(args);

/** Admins only: the queue of pending business applications (oldest first) and the decided ones by tab. */
export default function BusinessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { tab, applications, notice } = loaderData;
  return (
    <AdminPage title={t("common.nav.business")}>
      <p className="text-neutral-700">{t("business.lead")}</p>
      {notice && <AdminNotice>{t(`business.notice.${notice.outcome}`, { email: notice.email })}</AdminNotice>}
      {actionData && !applications.some((application) => application.userId === actionData.userId) && (
        <AdminAlert messages={actionData.messages} />
      )}
      <BusinessTabs current={tab} />
      <p className="text-sm font-semibold" role="status" data-admin-business-count={applications.length}>
        {t("common.results.found", { count: applications.length })}
      </p>
      {applications.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-6" data-admin-business-empty>
          {t(`business.empty.${tab}`)}
        </p>
      ) : (
        <ul className="space-y-4" data-admin-business-list={tab}>
          {applications.map((application) => (
            <ApplicationCard
              key={application.userId}
              application={application}
              answer={actionData && actionData.userId === application.userId ? actionData : null}
            />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
