// A city's offers in bulk: the CSV download, and the upload that first shows every change it would make and
// is applied only on "Apply" (the file travels back in the form, so no JavaScript is needed).

import type { OffersImportChange, StaffOfferCity, StaffOfferStore } from "@shop/contracts";
import { changedStores } from "@shop/domain";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, AdminTable, buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { offerValueText, type ShownField, storeShortName, storeUnitsText } from "./offer-text";

/** Changes listed in a preview; the rest are counted. */
const SHOWN = 500;

interface ImportPreviewData {
  lines: number;
  changes: OffersImportChange[];
  /** The city's stores: a change of their units is shown one store a row. */
  stores: StaffOfferStore[];
}

export type ImportState =
  | { kind: "preview"; city: string; preview: ImportPreviewData; csv: string }
  | { kind: "import"; messages: string[] };

export function OffersImport({ city, state }: { city: StaffOfferCity; state: ImportState | null }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const preview = state?.kind === "preview" && state.city === city.slug ? state : null;
  return (
    <section
      aria-labelledby="offers-import-title"
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-admin-offers-import
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="offers-import-title" className="text-xl font-semibold">
          {t("offers.csv.title")}
        </h2>
        <a
          href={paths.admin("offers", undefined, { city: city.slug, format: "csv" })}
          download
          className={secondaryButtonClasses}
          data-admin-offers-export
        >
          {t("offers.csv.export")}
        </a>
      </div>
      <p className="max-w-3xl text-neutral-700">{t("offers.csv.lead")}</p>
      <p className="text-sm text-neutral-600">{t("offers.csv.exportHint")}</p>
      {state?.kind === "import" && (
        <div className="space-y-2" data-admin-offers-import-errors>
          <p className="font-semibold">{t("offers.csv.failed")}</p>
          <AdminAlert messages={state.messages} />
        </div>
      )}
      {preview ? (
        <ImportPreview city={city} preview={preview.preview} csv={preview.csv} />
      ) : (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="preview-import" />
          <input type="hidden" name="city" value={city.slug} />
          <div className="min-w-64 flex-1">
            <label htmlFor="offers-file" className={labelClasses}>
              {t("offers.csv.file")}
            </label>
            <input
              id="offers-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              className={inputClasses}
              data-admin-offers-file
            />
          </div>
          <button type="submit" className={buttonClasses} data-admin-offers-preview>
            {t("offers.csv.preview")}
          </button>
        </Form>
      )}
    </section>
  );
}

function ImportPreview({ city, preview, csv }: { city: StaffOfferCity; preview: ImportPreviewData; csv: string }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const count = preview.changes.length;
  return (
    <div className="space-y-4" data-admin-offers-preview-result>
      <h3 className="text-lg font-semibold">{t("offers.csv.previewTitle", { city: city.name })}</h3>
      <p role="status">
        {t("offers.csv.lines", { count: preview.lines })} · {t("offers.csv.changes", { count })}
      </p>
      {count === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 p-4">{t("offers.csv.nothing")}</p>
      ) : (
        <AdminTable label={t("offers.csv.previewTitle", { city: city.name })}>
          <thead>
            <tr>
              <th scope="col">{t("offers.table.product")}</th>
              <th scope="col">{t("offers.csv.field")}</th>
              <th scope="col">{t("offers.csv.before")}</th>
              <th scope="col">{t("offers.csv.after")}</th>
            </tr>
          </thead>
          <tbody>
            {preview.changes.slice(0, SHOWN).flatMap((change) => (
              <ChangeRows key={change.product.id} change={change} stores={preview.stores} />
            ))}
          </tbody>
        </AdminTable>
      )}
      {count > SHOWN && <p>{t("offers.csv.more", { count: count - SHOWN })}</p>}
      <div className="flex flex-wrap gap-3">
        {count > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="apply-import" />
            <input type="hidden" name="city" value={city.slug} />
            <input type="hidden" name="csv" value={csv} />
            <button type="submit" className={buttonClasses} data-admin-offers-apply>
              {t("offers.csv.apply", { count })}
            </button>
          </Form>
        )}
        <Link to={paths.admin("offers", undefined, { city: city.slug })} className={secondaryButtonClasses}>
          {t("offers.csv.discard")}
        </Link>
      </div>
    </div>
  );
}

const same = { yes: "yes", no: "no" };
const SHOWN_FIELDS: ShownField[] = ["visible", "price", "salePrice", "stock", "franchisePrice", "wholesaleTiers"];
const LABELS = {
  visible: "offers.table.visible",
  price: "offers.table.price",
  salePrice: "offers.table.salePrice",
  stock: "offers.table.stockTotal",
  franchisePrice: "offers.table.franchisePrice",
  wholesaleTiers: "offers.table.tiers",
} as const satisfies Record<ShownField, string>;

/** The rows of a change: each field that differs, the city's total followed by each store whose units differ. */
function ChangeRows({ change, stores }: { change: OffersImportChange; stores: readonly StaffOfferStore[] }) {
  const { t } = useTranslation("admin");
  const words = { yes: t("common.yes"), no: t("common.no") };
  const { before, after } = change;
  const moved = new Set(changedStores(before?.storeStock ?? {}, after.storeStock));
  const rows = SHOWN_FIELDS.flatMap((field) => {
    const row = {
      key: field,
      label: t(LABELS[field]),
      was: before ? offerValueText(before, field, words) : "—",
      now: offerValueText(after, field, words),
    };
    const differs = before === null || offerValueText(before, field, same) !== offerValueText(after, field, same);
    if (field !== "stock") return differs ? [row] : [];
    const storeRows = stores
      .filter((store) => moved.has(String(store.id)))
      .map((store) => ({
        key: `store-${store.id}`,
        label: t("offers.table.storeStock", { store: storeShortName(store) }),
        was: before ? storeUnitsText(before, store.id) : "—",
        now: storeUnitsText(after, store.id),
      }));
    return [...(differs || storeRows.length ? [row] : []), ...storeRows];
  });
  return rows.map((row, index) => (
    <tr key={row.key} data-admin-offers-change={change.product.slug}>
      {index === 0 && (
        <td rowSpan={rows.length} className="align-top">
          <span className="font-semibold">{change.product.name}</span>
          <div className="text-xs text-neutral-600">
            {change.product.slug} · {t("offers.csv.line", { line: change.line })}
            {change.before === null && <> · {t("offers.csv.new")}</>}
          </div>
        </td>
      )}
      <td>{row.label}</td>
      <td className="tabular-nums">{row.was}</td>
      <td className="tabular-nums font-semibold">{row.now}</td>
    </tr>
  ));
}
