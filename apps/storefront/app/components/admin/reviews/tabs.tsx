// The review moderation tabs: the waiting queue, then shown, rejected and removed (links: no JavaScript needed).

import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { REVIEW_TABS, type ReviewTab } from "../../../lib/api/staff-reviews";
import { useTranslation } from "../../../lib/texts";

export function ReviewTabs({ current }: { current: ReviewTab }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("reviews.tabs.label")} className="overflow-x-auto">
      <ul className="flex gap-2 border-b border-neutral-300">
        {REVIEW_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={paths.admin("reviews", undefined, { state: tab === "pending" ? undefined : tab })}
              aria-current={tab === current ? "page" : undefined}
              className={`-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-4 px-4 py-2 font-semibold ${
                tab === current ? "border-neutral-900" : "border-transparent text-neutral-600 hover:text-neutral-900"
              }`}
              data-admin-reviews-tab={tab}
            >
              {t(`reviews.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
