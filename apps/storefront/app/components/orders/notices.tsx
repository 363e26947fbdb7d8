import type { OrderView } from "@shop/contracts";
import { formatOrderId } from "@shop/domain";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/texts";

/**
 * What the address says just happened (`?placed=1`, `?payment=success|failed|return`, `?canceled=1`, `?sent=1`).
 * `return`: back from Przelewy24, which does not say how the payment went; the order's status does. The page then
 * looks again by itself every 5 s (`&checks=N`, at most RETURN_CHECKS times) until the order is paid.
 */
export interface OrderNoticeFlags {
  placed: boolean;
  payment: "success" | "failed" | "return" | null;
  canceled: boolean;
  sent: boolean;
  /** How often the page looked again after the return from Przelewy24. */
  checks: number;
}

const RETURN_CHECKS = 6;

export function readNoticeFlags(search: URLSearchParams): OrderNoticeFlags {
  const payment = search.get("payment");
  return {
    placed: search.get("placed") === "1",
    payment: payment === "success" || payment === "failed" || payment === "return" ? payment : null,
    canceled: search.get("canceled") === "1",
    sent: search.get("sent") === "1",
    checks: Math.min(RETURN_CHECKS, Math.max(0, Number.parseInt(search.get("checks") ?? "0", 10) || 0)),
  };
}

function Notice({ tone = "good", children, ...data }: { tone?: "good" | "bad"; children: ReactNode; [data: `data-${string}`]: boolean }) {
  const classes = tone === "good" ? "border-success-dark bg-success/15" : "border-red-700 bg-red-50 text-red-900";
  return (
    <div role={tone === "good" ? "status" : "alert"} className={`mb-4 rounded-lg border p-3 text-sm font-semibold ${classes}`} {...data}>
      {children}
    </div>
  );
}

/** The notices above an order: placed (and what to do next), the payment's outcome, a cancellation, a simulated transfer. */
export function OrderNotices({ flags, order }: { flags: OrderNoticeFlags; order: OrderView }) {
  const { t } = useTranslation();
  const awaiting = order.status === "AWAITING_PAYMENT";
  const payment = order.details?.payment;
  const stillToDo = payment && (awaiting || (payment === "in-store" && order.status === "CREATED"));
  return (
    <>
      {flags.placed && (
        <Notice data-placed-notice>
          {t("orders.notice.placed", { id: formatOrderId(order.id) })}
          {stillToDo && <span className="mt-1 block font-normal">{t(`orders.notice.placedNext.${payment}`)}</span>}
        </Notice>
      )}
      {flags.payment === "success" && (
        <Notice data-payment-notice>{awaiting ? t("orders.notice.paymentConfirming") : t("orders.notice.paymentSuccess")}</Notice>
      )}
      {flags.payment === "return" && (
        <Notice data-payment-notice>{awaiting ? t("orders.notice.paymentReturned") : t("orders.notice.paymentSuccess")}</Notice>
      )}
      {flags.payment === "return" && awaiting && flags.checks < RETURN_CHECKS && (
        // Works without JavaScript; React places it in the document's head.
        <meta httpEquiv="refresh" content={`5;url=?payment=return&checks=${flags.checks + 1}`} data-payment-recheck="" />
      )}
      {flags.payment === "failed" && awaiting && (
        <Notice tone="bad" data-payment-notice>
          {t("orders.notice.paymentFailed")}
        </Notice>
      )}
      {flags.canceled && order.status === "CANCELED" && <Notice data-canceled-notice>{t("orders.cancel.done")}</Notice>}
      {flags.sent && awaiting && <Notice data-simulated-notice>{t("orders.pay.simulated")}</Notice>}
    </>
  );
}
