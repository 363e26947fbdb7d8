import type { CustomerInvoice } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { formatShopDate } from "../../lib/account/format";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

/** A day (YYYY-MM-DD) at noon UTC: the same calendar day in shop time. */
const dayOf = (date: string) => `${date}T12:00:00Z`;

/** An invoice's download links: plain links (the browser downloads the file; no JavaScript needed). */
function InvoiceFiles({ invoice }: { invoice: CustomerInvoice }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const href = (format: "pdf" | "xml") => paths.city("orderInvoice", { orderId: invoice.orderId, invoiceId: String(invoice.id), format });
  const link = "font-semibold underline underline-offset-4";
  return (
    <span className="flex gap-4">
      <a href={href("pdf")} download className={link} aria-label={t("invoices.pdfLabel", { number: invoice.number })} data-invoice-pdf>
        {t("invoices.pdf")}
      </a>
      {invoice.files.xml && (
        <a href={href("xml")} download className={link} aria-label={t("invoices.xmlLabel", { number: invoice.number })} data-invoice-xml>
          {t("invoices.xml")}
        </a>
      )}
    </span>
  );
}

/** One invoice: its kind and number, the invoice it corrects, the day, the amount, where KSeF has it, the files. */
function InvoiceItem({ invoice, compact }: { invoice: CustomerInvoice; compact: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const title = t(invoice.kind === "KOR" ? "invoices.kor" : "invoices.vat", { number: invoice.number });
  return (
    <li
      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
      data-invoice={invoice.number}
      data-ksef={invoice.ksef.state}
    >
      <span>
        <span className="font-semibold">{title}</span>
        {invoice.corrects && <span className="text-sm"> ({t("invoices.corrects", { number: invoice.corrects })})</span>}
        <span className="block text-sm text-neutral-700">
          <time dateTime={invoice.issueDate}>{formatShopDate(dayOf(invoice.issueDate), lang)}</time>
          {" · "}
          <span className="tabular-nums">{formatMoney(invoice.gross, lang)}</span>
        </span>
        {!compact && <span className="block text-sm text-neutral-700">{invoice.ksef.text}</span>}
      </span>
      <InvoiceFiles invoice={invoice} />
    </li>
  );
}

/**
 * The order's invoices with their files; nothing when it has none. `compact`: without KSeF's words (the cabinet list);
 * `label`: the list's name for screen readers where no heading names it.
 */
export function InvoiceList({ invoices, compact = false, label }: { invoices: CustomerInvoice[]; compact?: boolean; label?: string }) {
  if (invoices.length === 0) return null;
  return (
    <ul className="divide-y divide-neutral-200" aria-label={label} data-invoices>
      {invoices.map((invoice) => (
        <InvoiceItem key={invoice.id} invoice={invoice} compact={compact} />
      ))}
    </ul>
  );
}

/** The order page's section: its invoices, how KSeF has them, and the PDF (and XML) of each. */
export function OrderInvoices({ invoices }: { invoices: CustomerInvoice[] }) {
  const { t } = useTranslation();
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices-title" className="mt-8 rounded-lg border border-neutral-300 bg-white p-4" data-order-invoices>
      <h2 id="order-invoices-title" className="mb-2 text-lg font-bold">
        {t("invoices.heading")}
      </h2>
      <InvoiceList invoices={invoices} />
    </section>
  );
}
