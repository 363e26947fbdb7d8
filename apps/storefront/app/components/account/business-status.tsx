import type { BusinessInfo } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";

/** Where the customer's business application stands: none, pending, approved (its kind) or rejected (the reason). */
export function BusinessStatus({ business }: { business: BusinessInfo }) {
  const { t } = useTranslation();
  const tone = {
    none: "border-neutral-300 bg-white",
    pending: "border-amber-600 bg-amber-50",
    approved: "border-success-dark bg-success/15",
    rejected: "border-red-700 bg-red-50",
  }[business.status];
  const text =
    business.status === "approved"
      ? t("account.business.approved", { kind: t(`account.business.kind.${business.kind ?? "wholesale"}`) })
      : business.status === "rejected"
        ? t("account.business.rejected", { reason: business.rejectionReason ?? "" })
        : t(`account.business.${business.status}`);
  return (
    <div className={`rounded-lg border p-4 ${tone}`} data-business-status={business.status}>
      <p className="font-bold">{t(`account.business.status.${business.status}`)}</p>
      <p className="mt-1 text-sm">{text}</p>
    </div>
  );
}
