// The stock section's tabs (issue 33): one page per kind of document, each for the store chosen (carried in ?store=).

import { NavLink } from "react-router";
import type { AdminPage } from "../../../lib/admin/paths";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";

const TABS = [
  { page: "stockLedger", key: "ledger" },
  { page: "stockTransfers", key: "transfers" },
  { page: "stockReceipts", key: "receipts" },
  { page: "stockCounts", key: "counts" },
  { page: "stockSales", key: "sales" },
  { page: "stockAdjustments", key: "adjustments" },
  { page: "stockReorder", key: "reorder" },
] as const satisfies ReadonlyArray<{ page: AdminPage; key: string }>;

export function StockTabs({ store }: { store: number | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("stock.tabs.label")} className="overflow-x-auto border-b border-neutral-300">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.page}>
            <NavLink
              to={paths.admin(tab.page, undefined, { store: store ?? undefined })}
              className={({ isActive }) =>
                `block min-h-11 whitespace-nowrap rounded-t px-3 py-2 text-sm font-medium ${isActive ? "bg-neutral-900 text-white" : "hover:bg-neutral-200"}`
              }
            >
              {t(`stock.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tabs' pages and what each is for (the stock hub lists them). */
export const STOCK_TABS = TABS;
