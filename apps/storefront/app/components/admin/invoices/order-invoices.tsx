// An order's invoices on its back-office page (issue 34): the VAT invoice and its corrections with where KSeF has them,
// and the invoice buyer with its form while it may change. Nothing when the order asks for no invoice and has none.
import type { StaffOrderInvoices } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { type BuyerFormAnswer, InvoiceBuyer } from "./buyer-form";
import { InvoicesTable } from "./invoices-table";

export function OrderInvoices({ invoices, answer }: { invoices: StaffOrderInvoices; answer?: BuyerFormAnswer | undefined }) {
  const { t } = useTranslation("admin");
  if (!invoices.buyer && invoices.invoices.length === 0) return null;
  return (
    <section aria-labelledby="order-invoices" className="space-y-3" data-admin-order-invoices>
      <h2 id="order-invoices" className="text-xl font-semibold">
        {t("invoices.order.title")}
      </h2>
      {invoices.invoices.length === 0 ? (
        <p className="text-neutral-700">{t("invoices.order.none")}</p>
      ) : (
        <InvoicesTable invoices={invoices.invoices} showOrder={false} />
      )}
      <InvoiceBuyer invoices={invoices} answer={answer} nested />
    </section>
  );
}
