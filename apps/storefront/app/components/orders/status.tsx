import type { OrderStatus } from "@shop/contracts";
import { useTranslation } from "../../lib/texts";

const TONE: Record<OrderStatus, string> = {
  CREATED: "bg-neutral-200 text-ink",
  AWAITING_PAYMENT: "bg-amber-100 text-amber-950",
  PAID: "bg-sky-100 text-sky-950",
  APPROVED: "bg-sky-100 text-sky-950",
  READY_FOR_PICKUP: "bg-success/20 text-ink",
  COMPLETED: "bg-success/20 text-ink",
  CANCELED: "bg-red-100 text-red-950",
};

/** The status as a customer reads it ("Awaiting payment"), marked with its code for tests and styles. */
export function StatusBadge({ status, className = "" }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${TONE[status]} ${className}`} data-order-status={status}>
      {t(`orders.status.${status}.label`)}
    </span>
  );
}
