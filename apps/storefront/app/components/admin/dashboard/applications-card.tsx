// The dashboard's line about business applications (admins): how many wait, and the way to the queue.

import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";

export function ApplicationsCard({ count }: { count: number }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <section
      aria-labelledby="dashboard-applications"
      className="flex flex-wrap items-center justify-between gap-3 rounded border border-neutral-300 bg-white p-4"
      data-admin-dashboard-applications={count}
    >
      <div>
        <h2 id="dashboard-applications" className="text-xl font-semibold">
          {t("dashboard.applications.title")}
        </h2>
        <p>{count > 0 ? t("dashboard.applications.pending", { count }) : t("dashboard.applications.none")}</p>
      </div>
      <Link
        to={paths.admin("business")}
        className="inline-flex min-h-11 items-center rounded border border-neutral-900 bg-white px-4 py-2 font-semibold hover:bg-neutral-100"
      >
        {t("dashboard.applications.open")}
      </Link>
    </section>
  );
}
