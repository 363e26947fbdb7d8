import { Link } from "react-router";
import { InvoiceBuyer } from "../../components/admin/invoices/buyer-form";
import { InvoiceDocument } from "../../components/admin/invoices/invoice-document";
import { InvoiceKsef } from "../../components/admin/invoices/invoice-ksef";
import { InvoicesTable } from "../../components/admin/invoices/invoices-table";
import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { formatShopDate } from "../../lib/account/format";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/invoice";
import { invoiceAction, invoiceFileMiddleware, invoiceLoader } from "./invoice.server";

/** `?format=xml|pdf|upo`: the invoice's files, answered by the middleware before any loader runs. */
export const middleware = [invoiceFileMiddleware];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => invoiceLoader(args);

export const action = (args: Route.ActionArgs) => invoiceAction(args);

/** One invoice (issue 34): KSeF's progress and the files, the document, its corrections or original, the buyer's form. */
export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { invoice, orderInvoices, notice } = loaderData;
  return (
    <AdminPage
      title={t("invoices.detail.title", { kind: t(`invoices.kind.${invoice.kind}`), number: invoice.number })}
      actions={
        <Link to={paths.admin("invoices")} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t("invoices.detail.back")}
        </Link>
      }
    >
      <p className="text-neutral-700" data-admin-invoice={invoice.id}>
        {t("invoices.detail.issued", { day: formatShopDate(invoice.issueDate, paths.lang) })}
        {invoice.placeOfIssue && <> · {invoice.placeOfIssue}</>}
      </p>
      {notice === "resent" && <AdminNotice>{t("invoices.resend.done")}</AdminNotice>}
      {notice === "buyer" && <AdminNotice>{t("invoices.buyer.saved")}</AdminNotice>}
      {notice === "no-upo" && <AdminAlert messages={[t("invoices.files.upoMissing")]} />}
      <InvoiceKsef invoice={invoice} messages={actionData?.resend ?? []} />
      <InvoiceDocument invoice={invoice} />
      {invoice.related.length > 0 && (
        <section aria-labelledby="invoice-related" className="space-y-3" data-admin-invoice-related>
          <h2 id="invoice-related" className="text-xl font-semibold">
            {invoice.kind === "VAT" ? t("invoices.detail.corrections") : t("invoices.detail.original")}
          </h2>
          <InvoicesTable invoices={invoice.related} showOrder={false} />
        </section>
      )}
      {orderInvoices && <InvoiceBuyer invoices={orderInvoices} answer={actionData?.buyer} />}
    </AdminPage>
  );
}
