// A city's offers in bulk: the CSV download, and the upload that first shows every change it would make and
// is applied only on "Apply" (the file travels back in the form, so no JavaScript is needed).
import type { OffersImportChange, StaffOfferCity, StaffOfferValues } from "@shop/contracts";
import { OFFER_FIELDS, type OfferField } from "@shop/domain";
import { Form, Link } from "react-router";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminAlert, AdminTable, buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import { offerValueText } from "./offer-text";

/** Changes listed in a preview; the rest are counted. */
const SHOWN = 500;

export type ImportState =
  | { kind: "preview"; city: string; preview: { lines: number; changes: OffersImportChange[] }; csv: string }
  | { kind: "import"; messages: string[] };

export function OffersImport({ city, state }: { city: StaffOfferCity; state: ImportState | null }) {
  const { t } = useTranslation("admin");
  const paths = useShopPaths();
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

function ImportPreview({
  city,
  preview,
  csv,
}: {
  city: StaffOfferCity;
  preview: { lines: number; changes: OffersImportChange[] };
  csv: string;
}) {
  const { t } = useTranslation("admin");
  const paths = useShopPaths();
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
              <ChangeRows key={change.product.id} change={change} />
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
const differs = (field: OfferField, before: StaffOfferValues | null, after: StaffOfferValues) =>
  before === null || offerValueText(before, field, same) !== offerValueText(after, field, same);

function ChangeRows({ change }: { change: OffersImportChange }) {
  const { t } = useTranslation("admin");
  const fields = OFFER_FIELDS.filter((field) => differs(field, change.before, change.after));
  const words = { yes: t("common.yes"), no: t("common.no") };
  return fields.map((field, index) => (
    <tr key={field} data-admin-offers-change={change.product.slug}>
      {index === 0 && (
        <td rowSpan={fields.length} className="align-top">
          <span className="font-semibold">{change.product.name}</span>
          <div className="text-xs text-neutral-600">
            {change.product.slug} · {t("offers.csv.line", { line: change.line })}
            {change.before === null && <> · {t("offers.csv.new")}</>}
          </div>
        </td>
      )}
      <td>{t(`offers.table.${field === "wholesaleTiers" ? "tiers" : field}`)}</td>
      <td className="tabular-nums">{change.before ? offerValueText(change.before, field, words) : "—"}</td>
      <td className="tabular-nums font-semibold">{offerValueText(change.after, field, words)}</td>
    </tr>
  ));
}
