// The catalogue page's two forms (issue 33): the download as CSV or XLSX (plain links: the page's middleware answers
// them), and the upload of a products file with an optional ZIP of images, checked before anything changes. The
// columns are explained below them.

import { CATALOGUE_COLUMNS } from "@shop/domain";
import { Form } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";

export function CatalogueExport() {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <section aria-labelledby="catalogue-export-title" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
      <h2 id="catalogue-export-title" className="text-xl font-semibold">
        {t("catalogueIo.export.title")}
      </h2>
      <div className="flex flex-wrap gap-3">
        {(["csv", "xlsx"] as const).map((format) => (
          <a
            key={format}
            href={paths.admin("productImport", undefined, { format })}
            download
            className={`${secondaryButtonClasses} inline-flex items-center`}
            data-catalogue-export={format}
          >
            {t(`catalogueIo.export.${format}`)}
          </a>
        ))}
      </div>
      <p className="text-sm text-neutral-600">{t("catalogueIo.export.hint")}</p>
    </section>
  );
}

export function CatalogueUpload() {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="catalogue-upload-title" className="space-y-4 rounded border border-neutral-300 bg-white p-4">
      <h2 id="catalogue-upload-title" className="text-xl font-semibold">
        {t("catalogueIo.upload.title")}
      </h2>
      <Form method="post" encType="multipart/form-data" className="grid gap-4 md:grid-cols-2" data-catalogue-upload>
        <input type="hidden" name="intent" value="check" />
        <div>
          <label htmlFor="catalogue-file" className={labelClasses}>
            {t("catalogueIo.upload.file")}
          </label>
          <input
            id="catalogue-file"
            name="file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
            aria-describedby="catalogue-file-hint"
            className={inputClasses}
          />
          <p id="catalogue-file-hint" className="mt-1 text-sm text-neutral-600">
            {t("catalogueIo.upload.fileHint")}
          </p>
        </div>
        <div>
          <label htmlFor="catalogue-images" className={labelClasses}>
            {t("catalogueIo.upload.images")}
          </label>
          <input
            id="catalogue-images"
            name="images"
            type="file"
            accept=".zip,application/zip"
            aria-describedby="catalogue-images-hint"
            className={inputClasses}
          />
          <p id="catalogue-images-hint" className="mt-1 text-sm text-neutral-600">
            {t("catalogueIo.upload.imagesHint")}
          </p>
        </div>
        <div className="md:col-span-2">
          <button type="submit" className={buttonClasses} data-catalogue-check>
            {t("catalogueIo.upload.check")}
          </button>
        </div>
      </Form>
    </section>
  );
}

const EXPLAINED = ["sku", "slug", "ean", "kind", "category", "brand", "tpd", "vat_rate", "attributes", "bundle_items"] as const;

export function CatalogueColumns() {
  const { t } = useTranslation("admin");
  return (
    <details className="rounded border border-neutral-300 bg-white p-4">
      <summary className="min-h-11 cursor-pointer text-lg font-semibold">
        {t("catalogueIo.columns.title")} ({CATALOGUE_COLUMNS.length})
      </summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 md:grid-cols-[12rem_1fr]">
        {EXPLAINED.map((column) => (
          <div key={column} className="contents">
            <dt className="font-mono text-sm font-semibold">{column}</dt>
            <dd>{t(`catalogueIo.columns.${column}`)}</dd>
          </div>
        ))}
        <dt className="font-mono text-sm font-semibold">name_en …</dt>
        <dd>{t("catalogueIo.columns.texts")}</dd>
      </dl>
    </details>
  );
}
