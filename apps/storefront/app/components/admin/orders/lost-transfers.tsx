// Lost crypto payments: USDT that arrived after its order's deadline or with an amount no order asked for.
// Each says what to do (refund the sender, or order again with the customer) and, until resolved, offers
// "Mark as resolved" with a required note of what was done.

import type { LostTransfer } from "@shop/contracts";
import { formatMoney, formatOrderId } from "@shop/domain";
import { Form, Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { StatusBadge } from "../../orders/status";
import { AdminAlert, buttonClasses, inputClasses, labelClasses } from "../page";

export interface TransferError {
  txId: string;
  messages: string[];
}

export function LostTransfers({ transfers, error }: { transfers: LostTransfer[]; error?: TransferError | undefined }) {
  const { t } = useTranslation("admin");
  if (transfers.length === 0)
    return (
      <p className="rounded border border-dashed border-neutral-400 bg-white p-4" data-admin-lost-none>
        {t("orders.lost.none")}
      </p>
    );
  return (
    <ul aria-label={t("orders.lost.listLabel")} className="space-y-4" data-admin-lost-transfers>
      {transfers.map((transfer) => (
        <TransferCard key={transfer.txId} transfer={transfer} messages={error?.txId === transfer.txId ? error.messages : []} />
      ))}
    </ul>
  );
}

function TransferCard({ transfer, messages }: { transfer: LostTransfer; messages: string[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const id = `lost-${transfer.txId.slice(0, 16)}`;
  const { order, resolved } = transfer;
  return (
    <li className="rounded border border-neutral-300 bg-white p-4" data-admin-lost-transfer data-tx-id={transfer.txId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">
          {transfer.amountText} USDT · {t(`orders.lost.reason.${transfer.reason}`)}
        </h3>
        {resolved && (
          <span className="rounded bg-green-100 px-2 py-1 text-sm font-semibold text-green-900">{t("orders.lost.states.resolved")}</span>
        )}
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("orders.lost.arrived")}</dt>
        <dd>
          <time dateTime={transfer.blockTime}>{formatShopDate(transfer.blockTime, paths.lang, true)}</time>
        </dd>
        <dt className="font-semibold">{t("orders.lost.sender")}</dt>
        <dd className="font-mono break-all">{transfer.fromAddress}</dd>
        <dt className="font-semibold">{t("orders.lost.transaction")}</dt>
        <dd className="font-mono break-all">{transfer.txId}</dd>
        {order && (
          <>
            <dt className="font-semibold">{t("orders.lost.order")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <Link to={paths.admin("order", { orderId: order.id })} className="font-mono font-semibold underline underline-offset-4">
                {formatOrderId(order.id)}
              </Link>
              <span>
                {order.city.name} · {formatMoney(order.total, paths.lang)}
              </span>
              <StatusBadge status={order.status} />
            </dd>
            <dt className="font-semibold">{t("orders.lost.customer")}</dt>
            <dd>
              {order.customer.firstName} {order.customer.lastName} · {order.customer.phone}
              {order.customer.email && <> · {order.customer.email}</>}
            </dd>
          </>
        )}
      </dl>
      {resolved ? (
        <div className="mt-3 border-t border-neutral-200 pt-3 text-sm" data-admin-lost-resolved>
          <p>{t("orders.lost.resolvedBy", { at: formatShopDate(resolved.at, paths.lang, true), name: resolved.by?.name ?? "—" })}</p>
          {resolved.note && <p className="mt-1">{t("orders.lost.resolvedNote", { note: resolved.note })}</p>}
        </div>
      ) : (
        <>
          <p className="mt-3 rounded bg-amber-50 p-3 text-sm text-amber-950">{t(`orders.lost.help.${transfer.reason}`)}</p>
          <Form method="post" className="mt-3 space-y-2" data-admin-lost-resolve>
            <input type="hidden" name="intent" value="resolve" />
            <input type="hidden" name="txId" value={transfer.txId} />
            <label htmlFor={`${id}-note`} className={labelClasses}>
              {t("orders.lost.note")}
            </label>
            <textarea
              id={`${id}-note`}
              name="note"
              required
              maxLength={1000}
              rows={2}
              aria-describedby={`${id}-hint`}
              aria-invalid={messages.length > 0 || undefined}
              className={inputClasses}
            />
            <p id={`${id}-hint`} className="text-sm text-neutral-600">
              {t("orders.lost.noteHint")}
            </p>
            <AdminAlert messages={messages} />
            <button type="submit" className={buttonClasses}>
              {t("orders.lost.resolve")}
            </button>
          </Form>
        </>
      )}
    </li>
  );
}
