// One invoice's document as issued (issue 34): seller and buyer, dates and payment, what a correction corrects and why,
// its lines and its totals per VAT rate. Every text is shown as text, never as HTML.

import type { StaffInvoiceDetail } from "@shop/contracts";
import { formatMoney, formatOrderId, type VatRate } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

type Address = StaffInvoiceDetail["seller"]["address"];
const addressText = (address: Address) => [address.line1, address.line2, address.countryCode].filter(Boolean).join(", ");

function useRateLabel() {
  const { t } = useTranslation("admin");
  return (rate: VatRate) => (rate === "zw" ? t("invoices.detail.exempt") : t("invoices.detail.rateValue", { rate }));
}

function Parties({ invoice }: { invoice: StaffInvoiceDetail }) {
  const { t } = useTranslation("admin");
  const { seller, buyer, buyerAddress } = invoice;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="invoice-seller" className="rounded border border-neutral-300 bg-white p-4">
        <h2 id="invoice-seller" className="font-semibold">
          {t("invoices.detail.seller")}
        </h2>
        <address className="not-italic">
          <div>{seller.name}</div>
          <div>{t("invoices.nip", { nip: seller.nip })}</div>
          <div className="text-neutral-700">{addressText(seller.address)}</div>
          {seller.bankAccount && (
            <div className="text-neutral-700">{t("invoices.detail.bankAccount", { account: seller.bankAccount })}</div>
          )}
        </address>
      </section>
      <section aria-labelledby="invoice-buyer-party" className="rounded border border-neutral-300 bg-white p-4" data-admin-invoice-party>
        <h2 id="invoice-buyer-party" className="font-semibold">
          {t("invoices.detail.buyer")}
        </h2>
        <address className="not-italic">
          <div>{buyer.name}</div>
          <div>{buyer.nip ? t("invoices.nip", { nip: buyer.nip }) : t("invoices.privatePerson")}</div>
          {buyerAddress && <div className="text-neutral-700">{addressText(buyerAddress)}</div>}
        </address>
      </section>
    </div>
  );
}

export function InvoiceDocument({ invoice }: { invoice: StaffInvoiceDetail }) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation();
  const paths = useAdminPaths();
  const rateLabel = useRateLabel();
  const money = (grosze: number | null) => (grosze === null ? "" : formatMoney(grosze, paths.lang));
  const day = (value: string) => formatShopDate(value, paths.lang);
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-[auto_1fr]" data-admin-invoice-facts>
        <dt className="font-semibold">{t("invoices.detail.saleDate")}</dt>
        <dd>{day(invoice.saleDate)}</dd>
        {invoice.placeOfIssue && (
          <>
            <dt className="font-semibold">{t("invoices.detail.placeOfIssue")}</dt>
            <dd>{invoice.placeOfIssue}</dd>
          </>
        )}
        <dt className="font-semibold">{t("invoices.detail.order")}</dt>
        <dd>
          <Link to={paths.admin("order", { orderId: invoice.orderId })} className="font-mono underline underline-offset-4">
            {formatOrderId(invoice.orderId)}
          </Link>{" "}
          · {invoice.city.name}
        </dd>
        <dt className="font-semibold">{t("invoices.detail.payment")}</dt>
        <dd>
          {invoice.payment.paidOn
            ? t("invoices.detail.paidOn", { method: shop(`orders.payment.${invoice.payment.method}`), day: day(invoice.payment.paidOn) })
            : shop(`orders.payment.${invoice.payment.method}`)}
        </dd>
      </dl>
      {invoice.correction && (
        <div className="rounded border border-amber-300 bg-amber-50 p-4" data-admin-invoice-correction>
          <p className="font-semibold">
            {t("invoices.detail.correction", {
              number: invoice.correction.original.number,
              day: day(invoice.correction.original.issueDate),
            })}
          </p>
          {invoice.correction.original.ksefNumber && (
            <p className="break-all">{t("invoices.detail.correctionKsef", { number: invoice.correction.original.ksefNumber })}</p>
          )}
          <p>{t("invoices.detail.reason", { reason: invoice.correction.reason })}</p>
        </div>
      )}
      <Parties invoice={invoice} />
      <section aria-labelledby="invoice-lines" className="space-y-3">
        <h2 id="invoice-lines" className="text-xl font-semibold">
          {t("invoices.detail.lines")}
        </h2>
        <AdminTable label={t("invoices.detail.lines")}>
          <thead>
            <tr>
              <th scope="col">{t("invoices.detail.position")}</th>
              <th scope="col">{t("invoices.detail.item")}</th>
              <th scope="col" className="text-right">
                {t("invoices.detail.quantity")}
              </th>
              <th scope="col" className="text-right">
                {t("invoices.detail.unitGross")}
              </th>
              <th scope="col" className="text-right">
                {t("invoices.detail.discount")}
              </th>
              <th scope="col">{t("invoices.detail.rate")}</th>
              <th scope="col" className="text-right">
                {t("invoices.columns.net")}
              </th>
              <th scope="col" className="text-right">
                {t("invoices.columns.vat")}
              </th>
              <th scope="col" className="text-right">
                {t("invoices.columns.gross")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.position} data-admin-invoice-line>
                <td>{line.position}</td>
                <td>{line.name}</td>
                <td className="text-right tabular-nums">{line.quantity === null ? "" : `${line.quantity} ${line.unit ?? ""}`}</td>
                <td className="text-right tabular-nums">{money(line.unitGross)}</td>
                <td className="text-right tabular-nums">{line.discount ? money(line.discount) : ""}</td>
                <td>{rateLabel(line.vatRate)}</td>
                <td className="text-right tabular-nums">{money(line.net)}</td>
                <td className="text-right tabular-nums">{money(line.vat)}</td>
                <td className="text-right tabular-nums">{money(line.gross)}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
        <h3 className="font-semibold">{t("invoices.detail.totals")}</h3>
        <AdminTable label={t("invoices.detail.totals")}>
          <thead>
            <tr>
              <th scope="col">{t("invoices.detail.rate")}</th>
              <th scope="col" className="text-right">
                {t("invoices.columns.net")}
              </th>
              <th scope="col" className="text-right">
                {t("invoices.columns.vat")}
              </th>
              <th scope="col" className="text-right">
                {t("invoices.columns.gross")}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.totals.byRate.map((rate) => (
              <tr key={rate.vatRate} data-admin-invoice-rate={rate.vatRate}>
                <td>{rateLabel(rate.vatRate)}</td>
                <td className="text-right tabular-nums">{money(rate.net)}</td>
                <td className="text-right tabular-nums">{money(rate.vat)}</td>
                <td className="text-right tabular-nums">{money(rate.gross)}</td>
              </tr>
            ))}
            <tr className="font-semibold" data-admin-invoice-total>
              <td>{t("invoices.detail.total")}</td>
              <td className="text-right tabular-nums">{money(invoice.totals.net)}</td>
              <td className="text-right tabular-nums">{money(invoice.totals.vat)}</td>
              <td className="text-right tabular-nums">{money(invoice.totals.gross)}</td>
            </tr>
          </tbody>
        </AdminTable>
      </section>
    </>
  );
}
