// Goods receipts (issue 33): a store's receipts, newest first (searched by supplier or document), and the CSV import:
// the supplier, their document's number and the file are sent for a preview; "Post the receipt" sends them again
// (the file travels back in the form, so no JavaScript is needed) and opens the new receipt (Post/Redirect/Get).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "react-router";
import type { ReceiptImportState } from "../../components/admin/receipts/receipt-import";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { applyReceiptCsv, getStockReceipts, previewReceiptCsv } from "../../lib/api/staff-receipts";
import { getStockStores } from "../../lib/api/staff-stock";
import { staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { chosenStore, positiveParam } from "./stock.server";
import { formKeyOf, formText, refusalOf, uploadedCsv } from "./stock-documents.server";

export async function receiptsLoader(args: LoaderFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  const page = positiveParam(args.url.searchParams.get("page")) ?? 1;
  const q = (args.url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return {
    title: t("common.metaTitle", { page: t("receipts.title") }),
    stores,
    store,
    q,
    list: store ? await getStockReceipts(staff.api, { store: store.id, q: q || undefined, page: page > 1 ? page : undefined }) : null,
  };
}

/** The receipt's head as the form posted it. */
export const readReceiptHead = (form: FormData) => ({
  supplierName: formText(form, "supplierName", 200),
  supplierDocument: formText(form, "supplierDocument", 100),
  note: formText(form, "note", 500),
});

export async function receiptsAction(args: ActionFunctionArgs) {
  const staff = await staffOf(args);
  const t = adminT(args);
  const { items: stores } = await getStockStores(staff.api);
  const store = chosenStore(args.url, stores);
  if (!store) pageNotFound(args.url);
  const form = await args.request.formData();
  const head = readReceiptHead(form);
  const refused = (status: number, messages: string[], earlier: number | null = null) =>
    data<ReceiptImportState>({ kind: "refused", messages, earlier, head }, { status });
  const labels = {
    supplierName: t("receipts.supplierName"),
    supplierDocument: t("receipts.supplierDocument"),
    note: t("receipts.note"),
    file: t("receipts.csv.file"),
  };
  const body = (csv: string) => ({ store: store.id, ...head, note: head.note.trim() || undefined, csv });
  try {
    switch (form.get("intent")) {
      case "preview-import": {
        const upload = await uploadedCsv(form);
        if ("problem" in upload) return refused(upload.problem === "noFile" ? 400 : 413, [t(`receipts.csv.${upload.problem}`)]);
        const preview = await previewReceiptCsv(staff.api, body(upload.csv));
        return data<ReceiptImportState>({ kind: "preview", preview, csv: upload.csv, head, key: formKeyOf(form) });
      }
      case "apply-import": {
        const receipt = await applyReceiptCsv(staff.api, body(formText(form, "csv", 5_000_000)), formKeyOf(form));
        return redirect(adminPath(staff.lang, "stockReceipt", { receiptId: String(receipt.id) }, { done: "1" }), 303);
      }
      default:
        return refused(400, [t("common.invalid")]);
    }
  } catch (error) {
    const refusal = refusalOf(error, labels);
    return refused(refusal.status, refusal.status === 413 ? [t("receipts.csv.tooLarge")] : refusal.messages, refusal.earlier);
  }
}
