// A stock count in a few lines (issue 33): its number, status, scope, who started, applied or canceled it, and how far
// the counting got. Shown in the store's list of counts and at the top of the count page.

import type { StockCountSummary } from "@shop/contracts";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";

const STATUS_CLASSES = {
  open: "border-amber-700 bg-amber-50 text-amber-900",
  applied: "border-green-700 bg-green-50 text-green-900",
  canceled: "border-neutral-500 bg-neutral-100 text-neutral-700",
} as const;

export function CountStatus({ status }: { status: StockCountSummary["status"] }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${STATUS_CLASSES[status]}`} data-count-status={status}>
      {t(`counts.status.${status}`)}
    </span>
  );
}

export function CountFacts({ count }: { count: StockCountSummary }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const who = (stamp: { at: string; by: string | null }) => ({
    name: stamp.by ?? t("counts.unknownStaff"),
    at: formatShopDate(stamp.at, lang, true),
  });
  return (
    <div className="space-y-1 text-sm text-neutral-700">
      <p>{count.category ? t("counts.facts.scopeCategory", { name: count.category.name }) : t("counts.facts.scopeAll")}</p>
      <p data-count-progress>{t("counts.facts.progress", { count: count.totals.lines, counted: count.totals.counted })}</p>
      <p>{t("counts.facts.started", who(count.created))}</p>
      {count.applied && <p>{t("counts.facts.applied", who(count.applied))}</p>}
      {count.canceled && <p>{t("counts.facts.canceled", who(count.canceled))}</p>}
      {count.note && <p className="text-neutral-900">{count.note}</p>}
    </div>
  );
}
