// Where KSeF has an invoice (issue 34): its status, number, attempts and next attempt, KSeF's words when it rejected it
// (with how to fix it and the "send again" button, confirmed first), and the invoice's files: the FA(3) XML, the PDF and,
// once accepted, KSeF's receipt (UPO). The files are plain links the page's middleware answers.

import type { StaffInvoiceDetail } from "@shop/contracts";
import { Form } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, buttonClasses } from "../page";
import { KsefBadge } from "./invoices-table";

export function InvoiceKsef({ invoice, messages }: { invoice: StaffInvoiceDetail; messages: string[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { ksef, ksefProgress: progress } = invoice;
  const at = (iso: string) => formatShopDate(iso, paths.lang, true);
  const file = (format: "xml" | "pdf" | "upo") => paths.admin("invoice", { invoiceId: String(invoice.id) }, { format });
  const pending = ksef.status === "waiting" || ksef.status === "sent";
  return (
    <section aria-labelledby="invoice-ksef" className="space-y-3 rounded border border-neutral-300 bg-white p-4" data-admin-invoice-ksef>
      <h2 id="invoice-ksef" className="text-xl font-semibold">
        {t("invoices.ksef.title")}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <KsefBadge status={ksef.status} />
        {ksef.number && <span className="break-all font-mono">{t("invoices.ksefNumber", { number: ksef.number })}</span>}
        {progress.acceptedAt && <span>{t("invoices.ksef.acceptedAt", { at: at(progress.acceptedAt) })}</span>}
      </div>
      {ksef.status === "not-applicable" && <p className="text-neutral-700">{t("invoices.ksef.private")}</p>}
      {ksef.status !== "not-applicable" && ksef.status !== "accepted" && (
        <p className="text-neutral-700">
          {t("invoices.ksef.attempts", { count: progress.attempts })}
          {pending && progress.nextAttemptAt && <> · {t("invoices.ksef.nextAttempt", { at: at(progress.nextAttemptAt) })}</>}
        </p>
      )}
      {pending && ksef.message && <p className="text-sm text-amber-900">{t("invoices.ksef.lastFailure", { message: ksef.message })}</p>}
      {ksef.status === "rejected" && (
        <div className="space-y-3 rounded border border-red-300 bg-red-50 p-3" data-admin-invoice-rejected>
          <p className="font-semibold text-red-900">{t("invoices.ksef.rejected")}</p>
          {ksef.message && (
            <blockquote className="whitespace-pre-wrap border-l-4 border-red-400 pl-3 text-red-950" data-ksef-message>
              {ksef.message}
            </blockquote>
          )}
          <p>{t("invoices.ksef.rejectedHelp")}</p>
          <AdminAlert messages={messages} />
          <Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(t("invoices.resend.confirm", { number: invoice.number }))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className={buttonClasses} data-admin-invoice-resend>
              {t("invoices.resend.submit")}
            </button>
          </Form>
        </div>
      )}
      <h3 className="font-semibold">{t("invoices.files.title")}</h3>
      <ul className="flex flex-wrap gap-4" data-admin-invoice-files>
        <li>
          <a href={file("pdf")} className="font-semibold underline underline-offset-4" data-admin-invoice-file="pdf">
            {ksef.status === "accepted" || ksef.status === "not-applicable" ? t("invoices.files.pdf") : t("invoices.files.pdfNotYet")}
          </a>
        </li>
        <li>
          <a href={file("xml")} className="font-semibold underline underline-offset-4" data-admin-invoice-file="xml">
            {t("invoices.files.xml")}
          </a>
        </li>
        {progress.upo && (
          <li>
            <a href={file("upo")} className="font-semibold underline underline-offset-4" data-admin-invoice-file="upo">
              {t("invoices.files.upo")}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
