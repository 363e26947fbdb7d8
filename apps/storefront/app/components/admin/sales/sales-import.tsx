// A day of the register's sales from its CSV (issue 33): the daily report's number, the day and the file are sent for
// a preview of what would be sold (each product once, its lines summed, the store's units now and after); "Record the
// sales" sends them again: the file travels back in the form, so no JavaScript is needed.

import type { StoreSaleImportPreview } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { DocumentRefusal } from "../stock/document-refusal";

interface Values {
  reference: string;
  soldOn: string;
}

export type SalesImportState =
  | { kind: "preview"; preview: StoreSaleImportPreview; csv: string; values: Values; key: string }
  | { kind: "refused"; messages: string[]; earlier: number | null; values: Values };

export function SalesImport({
  store,
  state,
  today,
  action,
}: {
  store: number;
  state: SalesImportState | null;
  today: string;
  /** The page without its notice: posting keeps no "recorded" notice of an earlier sale. */
  action: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="sales-import-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4" data-sales-import>
      <h2 id="sales-import-title" className="text-xl font-semibold">
        {t("sales.csv.title")}
      </h2>
      {state?.kind === "preview" ? (
        <ImportPreview store={store} state={state} action={action} />
      ) : (
        <>
          <p className="max-w-3xl text-neutral-700">{t("sales.csv.lead")}</p>
          <p className="max-w-3xl text-sm text-neutral-600">{t("sales.csv.format")}</p>
          {state?.kind === "refused" && (
            <DocumentRefusal
              heading={t("sales.csv.failed")}
              messages={state.messages}
              earlier={state.earlier ? { page: "stockSale", id: state.earlier } : null}
            />
          )}
          <Form method="post" action={action} encType="multipart/form-data" className="space-y-4">
            <input type="hidden" name="intent" value="preview-import" />
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="sales-reference" className={labelClasses}>
                  {t("sales.csv.reference")}
                </label>
                <input
                  id="sales-reference"
                  name="reference"
                  required
                  maxLength={64}
                  autoComplete="off"
                  defaultValue={state?.values.reference ?? ""}
                  placeholder={t("sales.csv.referenceHint")}
                  className={inputClasses}
                />
              </div>
              <div>
                <label htmlFor="sales-day" className={labelClasses}>
                  {t("sales.day")}
                </label>
                <input
                  id="sales-day"
                  name="soldOn"
                  type="date"
                  required
                  max={today}
                  defaultValue={state?.values.soldOn || today}
                  className={inputClasses}
                />
              </div>
            </div>
            <div className="max-w-xl">
              <label htmlFor="sales-file" className={labelClasses}>
                {t("sales.csv.file")}
              </label>
              <input id="sales-file" name="file" type="file" accept=".csv,text/csv" required className={inputClasses} data-sales-file />
            </div>
            <button type="submit" className={buttonClasses} data-sales-preview>
              {t("sales.csv.preview")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

function ImportPreview({ store, state, action }: { store: number; state: Extract<SalesImportState, { kind: "preview" }>; action: string }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { preview } = state;
  return (
    <div className="space-y-4" data-sales-preview-result>
      <p className="font-semibold">{t("sales.csv.previewTitle", { reference: preview.reference, store: preview.store.label })}</p>
      <p role="status">
        {t("sales.csv.rows", { count: preview.rows })} · {t("sales.totals.products", { count: preview.lines.length })} ·{" "}
        {t("sales.totals.units", { count: preview.units })}
      </p>
      <AdminTable label={t("sales.csv.previewLabel")}>
        <thead>
          <tr>
            <th scope="col">{t("sales.table.lines")}</th>
            <th scope="col">{t("sales.table.product")}</th>
            <th scope="col" className="text-right">
              {t("sales.table.units")}
            </th>
            <th scope="col" className="text-right">
              {t("sales.table.inStore")}
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.product.id} data-sales-preview-line={line.product.id}>
              <td className="tabular-nums">{line.lines.join(", ")}</td>
              <td>
                <span className="font-semibold">{line.product.name}</span>
                <div className="text-xs text-neutral-600">
                  {line.product.sku}
                  {line.product.ean && <> · {line.product.ean}</>}
                </div>
              </td>
              <td className="text-right tabular-nums">−{line.quantity}</td>
              <td className="text-right tabular-nums">
                {line.before} → <span className="font-semibold">{line.after}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value="apply-import" />
          <input type="hidden" name="key" value={state.key} />
          <input type="hidden" name="reference" value={state.values.reference} />
          <input type="hidden" name="soldOn" value={preview.soldOn} />
          <input type="hidden" name="csv" value={state.csv} />
          <button type="submit" className={buttonClasses} data-sales-apply>
            {t("sales.csv.apply")}
          </button>
        </Form>
        <Link to={paths.admin("stockSales", undefined, { store })} className={secondaryButtonClasses}>
          {t("sales.csv.discard")}
        </Link>
      </div>
    </div>
  );
}
