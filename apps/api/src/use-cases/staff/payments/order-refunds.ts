// What an order's Przelewy24 payment has been refunded (payment_events; docs/orders.md): each refund is stored when
// staff ask for it (kind p24.refund), then what P24 answered to the call (p24.refund-call: requested or failed)
// and what its refund notification said (p24.refund-notice: done or rejected). The latest word counts; what may
// still be refunded is the payment less every refund that did not fail and was not rejected.
import type { OrderRefund } from "@shop/contracts";
import { type DbOrTx, findPaymentEvents, type PaymentRow } from "@shop/db";

export const REFUND = "p24.refund";
export const REFUND_CALL = "p24.refund-call";
export const REFUND_NOTICE = "p24.refund-notice";

export interface RefundRequestPayload {
  refundsUuid: string;
  requestId: string;
  amount: number;
  reason: string | null;
  by: { id: number; name: string; email: string | null };
}

export async function refundsOf(db: DbOrTx, payment: PaymentRow): Promise<{ refunds: OrderRefund[]; refundable: number }> {
  const events = await findPaymentEvents(db, payment.id, [REFUND, REFUND_CALL, REFUND_NOTICE]);
  const byId = new Map<string, OrderRefund>();
  for (const event of events) {
    const payload = event.payload as Partial<RefundRequestPayload> & { status?: OrderRefund["status"] };
    const id = payload.refundsUuid ?? "";
    if (event.kind === REFUND) {
      byId.set(id, {
        id,
        amount: payload.amount ?? 0,
        status: "requested",
        reason: payload.reason ?? null,
        requestedAt: event.receivedAt.toISOString(),
        by: payload.by ?? null,
      });
      continue;
    }
    const refund = byId.get(id);
    // A notice is P24's last word; the call's answer does not override it.
    if (refund && payload.status && !(event.kind === REFUND_CALL && (refund.status === "done" || refund.status === "rejected")))
      refund.status = payload.status;
  }
  const refunds = [...byId.values()].reverse();
  const given = refunds
    .filter((refund) => refund.status !== "failed" && refund.status !== "rejected")
    .reduce((sum, r) => sum + r.amount, 0);
  return { refunds, refundable: payment.status === "paid" ? Math.max(0, payment.amount - given) : 0 };
}
