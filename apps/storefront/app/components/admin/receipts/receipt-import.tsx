// A supplier's delivery from a CSV (issue 33): the supplier, their document's number and the file are sent for a
// preview of what the receipt would post (each product's units in the store now and after, the unit costs); "Post the
// receipt" sends them again: the file travels back in the form, so no JavaScript is needed.

import type { ReceiptImportPreview } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { DocumentRefusal } from "../stock/document-refusal";
import { ReceiptHeadFields } from "./receipt-head-fields";

interface Head {
  supplierName: string;
  supplierDocument: string;
  note: string;
}

export type ReceiptImportState =
  | { kind: "preview"; preview: ReceiptImportPreview; csv: string; head: Head; key: string }
  | { kind: "refused"; messages: string[]; earlier: number | null; head: Head };

export function ReceiptImport({ store, state }: { store: number; state: ReceiptImportState | null }) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby="receipt-import-title"
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-receipt-import
    >
      <h2 id="receipt-import-title" className="text-xl font-semibold">
        {t("receipts.csv.title")}
      </h2>
      {state?.kind === "preview" ? (
        <ImportPreview store={store} state={state} />
      ) : (
        <>
          <p className="max-w-3xl text-neutral-700">{t("receipts.csv.lead")}</p>
          <p className="max-w-3xl text-sm text-neutral-600">{t("receipts.csv.format")}</p>
          {state?.kind === "refused" && (
            <DocumentRefusal
              heading={t("receipts.csv.failed")}
              messages={state.messages}
              earlier={state.earlier ? { page: "stockReceipt", id: state.earlier } : null}
            />
          )}
          <Form method="post" encType="multipart/form-data" className="space-y-4">
            <input type="hidden" name="intent" value="preview-import" />
            <ReceiptHeadFields id="receipt-import" values={state?.head ?? null} />
            <div className="max-w-xl">
              <label htmlFor="receipt-file" className={labelClasses}>
                {t("receipts.csv.file")}
              </label>
              <input id="receipt-file" name="file" type="file" accept=".csv,text/csv" required className={inputClasses} data-receipt-file />
            </div>
            <button type="submit" className={buttonClasses} data-receipt-preview>
              {t("receipts.csv.preview")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

function ImportPreview({ store, state }: { store: number; state: Extract<ReceiptImportState, { kind: "preview" }> }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { preview, head } = state;
  return (
    <div className="space-y-4" data-receipt-preview-result>
      <p className="font-semibold">
        {t("receipts.csv.previewTitle", { supplier: preview.supplierName, document: preview.supplierDocument, store: preview.store.label })}
      </p>
      <p role="status">
        {t("receipts.csv.lines", { count: preview.lines.length })} · {t("receipts.totals.units", { count: preview.units })} ·{" "}
        {t("receipts.totals.value", { value: formatMoney(preview.value, paths.lang) })}
        {preview.uncosted > 0 && <> · {t("receipts.totals.uncosted", { count: preview.uncosted })}</>}
      </p>
      <AdminTable label={t("receipts.csv.previewLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("receipts.table.line")}</th>
            <th scope="col">{t("receipts.table.product")}</th>
            <th scope="col" className="text-right">
              {t("receipts.table.units")}
            </th>
            <th scope="col" className="text-right">
              {t("receipts.table.unitCost")}
            </th>
            <th scope="col" className="text-right">
              {t("receipts.table.inStore")}
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.product.id} data-receipt-preview-line={line.product.id}>
              <td className="tabular-nums">{line.line}</td>
              <td>
                <span className="font-semibold">{line.product.name}</span>
                <div className="text-xs text-neutral-600">
                  {line.product.sku}
                  {line.product.ean && <> · {line.product.ean}</>}
                </div>
              </td>
              <td className="text-right tabular-nums">+{line.quantity}</td>
              <td className="text-right tabular-nums">{line.unitCost === null ? "—" : formatMoney(line.unitCost, paths.lang)}</td>
              <td className="text-right tabular-nums">
                {line.before} → <span className="font-semibold">{line.after}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="apply-import" />
          <input type="hidden" name="key" value={state.key} />
          <input type="hidden" name="supplierName" value={head.supplierName} />
          <input type="hidden" name="supplierDocument" value={head.supplierDocument} />
          <input type="hidden" name="note" value={head.note} />
          <input type="hidden" name="csv" value={state.csv} />
          <button type="submit" className={buttonClasses} data-receipt-apply>
            {t("receipts.csv.apply")}
          </button>
        </Form>
        <Link to={paths.admin("stockReceipts", undefined, { store })} className={secondaryButtonClasses}>
          {t("receipts.csv.discard")}
        </Link>
      </div>
    </div>
  );
}
