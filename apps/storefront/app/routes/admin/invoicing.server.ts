// The invoicing settings (issue 34, admins only): the seller, the series and where KSeF is, as the server was configured.
// Read-only: they come from the configuration (SELLER_*, INVOICE_*, KSEF_*), checked when the shop starts.
import type { LoaderFunctionArgs } from "react-router";
import { adminT } from "../../lib/admin/texts.server";
import { getInvoicingSettings } from "../../lib/api/staff-invoices";
import { adminOf } from "../../lib/caller.server";

export async function invoicingLoader(args: LoaderFunctionArgs) {
  const admin = await adminOf(args);
  const t = adminT(args);
  return { title: t("common.metaTitle", { page: t("common.nav.invoicing") }), settings: await getInvoicingSettings(admin.api) };
}
