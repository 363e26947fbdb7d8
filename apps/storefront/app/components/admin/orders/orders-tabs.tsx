// The orders page's two views: the orders, and the lost crypto payments (with how many need attention).

import { Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { LOST_TAB, type LostState } from "./query";

const LOST_STATES_ORDER: LostState[] = ["open", "resolved", "all"];

const tabClasses = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-t border-b-4 px-4 font-semibold ${active ? "border-neutral-900" : "border-transparent text-neutral-600 hover:text-neutral-900"}`;

export function OrdersTabs({ tab, openLost }: { tab: string; openLost: number }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("orders.tabs.label")} className="flex flex-wrap gap-2 border-b border-neutral-300" data-admin-orders-tabs>
      <Link to={paths.admin("orders")} aria-current={tab !== LOST_TAB ? "page" : undefined} className={tabClasses(tab !== LOST_TAB)}>
        {t("orders.tabs.orders")}
      </Link>
      <Link
        to={paths.admin("orders", undefined, { tab: LOST_TAB })}
        aria-current={tab === LOST_TAB ? "page" : undefined}
        className={tabClasses(tab === LOST_TAB)}
        data-admin-lost-tab
      >
        {t("orders.tabs.lost")}
        {openLost > 0 && (
          <span className="ml-2 rounded-full bg-red-800 px-2 py-0.5 text-sm text-white" data-admin-lost-count>
            {openLost}
          </span>
        )}
      </Link>
    </nav>
  );
}

/** Above the orders: lost payments waiting for staff, with the way to them. */
export function LostBanner({ count }: { count: number }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  if (count === 0) return null;
  return (
    <div role="status" className="rounded border border-amber-700 bg-amber-50 px-4 py-3 text-amber-950" data-admin-lost-banner>
      {t("orders.lostBanner.text", { count })}{" "}
      <Link to={paths.admin("orders", undefined, { tab: LOST_TAB })} className="font-semibold underline underline-offset-4">
        {t("orders.lostBanner.link")}
      </Link>
    </div>
  );
}

/** Which lost payments to show: those needing attention, the resolved ones, or all. */
export function LostStates({ state }: { state: LostState }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("orders.lost.states.label")} className="flex flex-wrap items-center gap-2">
      <span className="font-semibold">{t("orders.lost.states.label")}:</span>
      {LOST_STATES_ORDER.map((option) => (
        <Link
          key={option}
          to={paths.admin("orders", undefined, { tab: LOST_TAB, state: option === "open" ? undefined : option })}
          aria-current={option === state ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded px-3 ${option === state ? "bg-neutral-900 text-white" : "underline underline-offset-4"}`}
        >
          {t(`orders.lost.states.${option}`)}
        </Link>
      ))}
    </nav>
  );
}
