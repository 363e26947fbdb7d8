// A transfer's status as a badge (issue 33): draft, in transit, received, canceled.
import type { TransferStatus } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";

const CLASSES: Record<TransferStatus, string> = {
  draft: "bg-neutral-200 text-neutral-900",
  shipped: "bg-blue-100 text-blue-900",
  received: "bg-green-100 text-green-900",
  canceled: "bg-neutral-100 text-neutral-700 line-through",
};

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`rounded px-2 py-1 text-sm font-semibold ${CLASSES[status]}`} data-transfer-status={status}>
      {t(`transfers.status.${status}`)}
    </span>
  );
}
