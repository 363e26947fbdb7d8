// The invoicing settings as the process was configured (issue 34, docs/invoices.md "What to configure"): the seller and
// the series (SELLER_*, INVOICE_*) and where KSeF is. Read-only: they come from the configuration, checked at start.
import type { InvoicingSettingsView } from "@shop/contracts";
import type { ApiDeps } from "../../../core/deps";

export function getInvoicingSettings(deps: Pick<ApiDeps, "invoicing" | "invoicingStatus">): InvoicingSettingsView {
  const settings = deps.invoicing;
  const ksef = deps.invoicingStatus?.ksef ?? null;
  return {
    enabled: settings !== undefined,
    seller: settings ? settings.seller : null,
    series: settings?.series ?? null,
    correctionSeries: settings?.correctionSeries ?? null,
    placeOfIssue: settings?.placeOfIssue ?? null,
    ksef: ksef ? { host: ksef.host, standIn: ksef.standIn } : null,
  };
}
