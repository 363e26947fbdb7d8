// What the White List said of a business's NIP when it applied (issue 34): in plain words for staff, the day and the
// Ministry's request id (the proof of the query); anything but an active VAT payer is marked for a second look.
import type { TaxIdCheckProof } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";

export function NipCheck({ check }: { check: TaxIdCheckProof | null }) {
  const { t } = useTranslation("admin");
  if (!check) return <span data-admin-nip-check="none">{t("business.nipCheck.none")}</span>;
  const marked = check.status !== "active";
  return (
    <span data-admin-nip-check={check.status}>
      <span className={marked ? "font-semibold text-red-800" : undefined}>{t(`business.nipCheck.${check.status}`)}</span>
      {check.requestId && (
        <span className="block text-neutral-700">{t("business.nipCheck.proof", { day: check.day, requestId: check.requestId })}</span>
      )}
    </span>
  );
}
