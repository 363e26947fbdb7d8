// Invoices as a table (the invoices page, an order's page): number (to the invoice's page), kind, issue day, order, buyer
// and NIP, net/VAT/gross, where KSeF has it (its number, or its words when it rejected it), what a correction corrects.
// Everything staff, customers or KSeF wrote is shown as text.

import type { KsefStatusCode, StaffInvoice } from "@shop/contracts";
import { formatMoney, formatOrderId } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

const TONES: Record<KsefStatusCode, string> = {
  "not-applicable": "bg-neutral-200 text-neutral-900",
  waiting: "bg-amber-100 text-amber-950",
  sent: "bg-sky-100 text-sky-950",
  accepted: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
};

/** Where KSeF has an invoice, in words, marked with its code (for tests and styles). */
export function KsefBadge({ status }: { status: KsefStatusCode }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${TONES[status]}`} data-ksef-status={status}>
      {t(`invoices.status.${status}`)}
    </span>
  );
}

/** The badge with the KSeF number once accepted, or KSeF's words when it rejected the invoice. */
function KsefState({ ksef }: { ksef: StaffInvoice["ksef"] }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <KsefBadge status={ksef.status} />
      {ksef.number && <div className="mt-1 break-all font-mono text-xs">{t("invoices.ksefNumber", { number: ksef.number })}</div>}
      {ksef.status === "rejected" && ksef.message && (
        <div className="mt-1 text-xs text-red-900" data-ksef-message>
          {t("invoices.ksefSaid", { message: ksef.message })}
        </div>
      )}
    </>
  );
}

export function InvoicesTable({ invoices, showOrder = true }: { invoices: StaffInvoice[]; showOrder?: boolean }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const money = (grosze: number) => formatMoney(grosze, paths.lang);
  return (
    <AdminTable label={t("common.nav.invoices")}>
      <thead>
        <tr>
          <th scope="col">{t("invoices.columns.number")}</th>
          <th scope="col">{t("invoices.columns.issued")}</th>
          {showOrder && <th scope="col">{t("invoices.columns.order")}</th>}
          <th scope="col">{t("invoices.columns.buyer")}</th>
          <th scope="col" className="text-right">
            {t("invoices.columns.net")}
          </th>
          <th scope="col" className="text-right">
            {t("invoices.columns.vat")}
          </th>
          <th scope="col" className="text-right">
            {t("invoices.columns.gross")}
          </th>
          <th scope="col">{t("invoices.columns.ksef")}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} data-admin-invoice-row data-invoice-id={invoice.id}>
            <td>
              <Link
                to={paths.admin("invoice", { invoiceId: String(invoice.id) })}
                className="inline-flex min-h-11 items-center font-mono font-semibold underline underline-offset-4"
              >
                {invoice.number}
              </Link>
              <div className="text-neutral-600">{t(`invoices.kind.${invoice.kind}`)}</div>
              {invoice.corrects && (
                <div className="text-neutral-600">
                  <Link to={paths.admin("invoice", { invoiceId: String(invoice.corrects.id) })} className="underline underline-offset-4">
                    {t("invoices.corrects", { number: invoice.corrects.number })}
                  </Link>
                </div>
              )}
            </td>
            <td>
              <time dateTime={invoice.issueDate}>{formatShopDate(invoice.issueDate, paths.lang)}</time>
              <div className="text-neutral-600">{invoice.city.name}</div>
            </td>
            {showOrder && (
              <td>
                <Link to={paths.admin("order", { orderId: invoice.orderId })} className="font-mono underline underline-offset-4">
                  {formatOrderId(invoice.orderId)}
                </Link>
              </td>
            )}
            <td>
              {invoice.buyer.name}
              <div className="text-neutral-600">
                {invoice.buyer.nip ? t("invoices.nip", { nip: invoice.buyer.nip }) : t("invoices.privatePerson")}
              </div>
            </td>
            <td className="text-right tabular-nums">{money(invoice.net)}</td>
            <td className="text-right tabular-nums">{money(invoice.vat)}</td>
            <td className="text-right font-semibold tabular-nums">{money(invoice.gross)}</td>
            <td className="max-w-xs">
              <KsefState ksef={invoice.ksef} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
