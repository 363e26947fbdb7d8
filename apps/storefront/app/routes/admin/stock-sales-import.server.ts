// The register's daily CSV on the counter sales page (issue 33): the daily report's number, the day and the file are
// sent for a preview; "Record the sales" sends them again (the file travels back in the form) and returns to the page
// with a notice naming the sale (Post/Redirect/Get). The form's one-time key makes a double submit one sale.
import { type ActionFunctionArgs, data } from "react-router";
import type { SalesImportState } from "../../components/admin/sales/sales-import";
import { adminT } from "../../lib/admin/texts.server";
import type { ApiClient } from "../../lib/api/client";
import { applySalesCsv, previewSalesCsv } from "../../lib/api/staff-store-sales";
import { formKeyOf, formText, refusalOf, uploadedCsv } from "./stock-documents.server";

export async function salesImportAction(
  args: ActionFunctionArgs,
  api: ApiClient,
  store: number,
  form: FormData,
  done: (id: number) => Response,
) {
  const t = adminT(args);
  const values = { reference: formText(form, "reference", 64), soldOn: formText(form, "soldOn", 10) };
  const refused = (status: number, messages: string[], earlier: number | null = null) =>
    data<SalesImportState>({ kind: "refused", messages, earlier, values }, { status });
  const body = (csv: string) => ({
    store,
    reference: values.reference,
    soldOn: /^\d{4}-\d{2}-\d{2}$/.test(values.soldOn) ? values.soldOn : undefined,
    csv,
  });
  try {
    if (form.get("intent") === "preview-import") {
      const upload = await uploadedCsv(form);
      if ("problem" in upload) return refused(upload.problem === "noFile" ? 400 : 413, [t(`sales.csv.${upload.problem}`)]);
      const preview = await previewSalesCsv(api, body(upload.csv));
      return data<SalesImportState>({ kind: "preview", preview, csv: upload.csv, values, key: formKeyOf(form) });
    }
    const sale = await applySalesCsv(api, body(formText(form, "csv", 5_000_000)), formKeyOf(form));
    return done(sale.id);
  } catch (error) {
    const refusal = refusalOf(error, { reference: t("sales.csv.reference"), soldOn: t("sales.day"), file: t("sales.csv.file") });
    return refused(refusal.status, refusal.status === 413 ? [t("sales.csv.tooLarge")] : refusal.messages, refusal.earlier);
  }
}
