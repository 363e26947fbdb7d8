// The business applications' tabs: the waiting queue, then approved, rejected and all (links: no JavaScript needed).

import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { BUSINESS_TABS, type BusinessTab } from "../../../lib/api/staff-business";
import { useTranslation } from "../../../lib/texts";

export function BusinessTabs({ current }: { current: BusinessTab }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("business.tabs.label")} className="overflow-x-auto">
      <ul className="flex gap-2 border-b border-neutral-300">
        {BUSINESS_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={paths.admin("business", undefined, { status: tab === "pending" ? undefined : tab })}
              aria-current={tab === current ? "page" : undefined}
              className={`-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-4 px-4 py-2 font-semibold ${
                tab === current ? "border-neutral-900" : "border-transparent text-neutral-600 hover:text-neutral-900"
              }`}
              data-admin-business-tab={tab}
            >
              {t(`business.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
