// What a checked catalogue import would do (issue 33): the counts, each product it creates or changes with the columns
// that change (before → after, as the file writes them), the images it adds, and "Apply", which names the checked
// upload by its id (the API kept the files), or "Discard". Staff-typed values are shown as text, never as HTML.

import type { CatalogueImportChange, CatalogueImportSummary } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable, buttonClasses, secondaryButtonClasses } from "../page";

/** Products listed in a preview; the rest are counted. */
const SHOWN = 300;

function Change({ change }: { change: CatalogueImportChange }) {
  const { t } = useTranslation("admin");
  const shown = (value: string) => value || t("catalogueIo.preview.empty");
  return (
    <tr data-catalogue-change={change.sku}>
      <td className="tabular-nums">{change.row}</td>
      <td className="font-mono text-sm">{change.sku}</td>
      <td>{change.name}</td>
      <td>
        {change.action === "create" ? (
          <span className="font-semibold">{t("catalogueIo.preview.new")}</span>
        ) : (
          <ul className="space-y-1">
            {change.changes.map((c) => (
              <li key={c.column} className="break-words">
                <span className="font-mono text-sm">{c.column}</span>: <span className="text-neutral-600">{shown(c.before)}</span> →{" "}
                <span className="font-semibold">{shown(c.after)}</span>
              </li>
            ))}
          </ul>
        )}
        {change.images > 0 && <div className="text-sm">{t("catalogueIo.preview.imagesAdded", { count: change.images })}</div>}
      </td>
    </tr>
  );
}

export function ImportPreview({ summary }: { summary: CatalogueImportSummary }) {
  const { t, i18n } = useTranslation("admin");
  const paths = useAdminPaths();
  const count = summary.changes.length;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Warsaw" }).format(
    new Date(summary.expiresAt),
  );
  return (
    <section
      aria-labelledby="catalogue-preview-title"
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-catalogue-preview
    >
      <h2 id="catalogue-preview-title" className="text-xl font-semibold">
        {t("catalogueIo.preview.title")}: {summary.file}
        {summary.zip && ` + ${summary.zip}`}
      </h2>
      <p role="status" className="font-semibold" data-catalogue-counts>
        {t("catalogueIo.preview.counts", summary)}
      </p>
      {(summary.images.added > 0 || summary.images.known > 0) && (
        <p>
          {t("catalogueIo.preview.images", { count: summary.images.added })}
          {summary.images.known > 0 && ` · ${t("catalogueIo.preview.known", { count: summary.images.known })}`}
        </p>
      )}
      {count === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 p-4">{t("catalogueIo.preview.nothing")}</p>
      ) : (
        <AdminTable label={t("catalogueIo.preview.title")}>
          <thead>
            <tr>
              <th scope="col">{t("catalogueIo.preview.row")}</th>
              <th scope="col">{t("catalogueIo.preview.sku")}</th>
              <th scope="col">{t("catalogueIo.preview.product")}</th>
              <th scope="col">{t("catalogueIo.preview.what")}</th>
            </tr>
          </thead>
          <tbody>
            {summary.changes.slice(0, SHOWN).map((change) => (
              <Change key={change.sku} change={change} />
            ))}
          </tbody>
        </AdminTable>
      )}
      {count > SHOWN && <p>{t("catalogueIo.preview.more", { count: count - SHOWN })}</p>}
      <p className="text-sm text-neutral-600">{t("catalogueIo.preview.expires", { time })}</p>
      <div className="flex flex-wrap gap-3">
        {count > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="id" value={summary.id} />
            <button type="submit" className={buttonClasses} data-catalogue-apply>
              {t("catalogueIo.preview.apply")}
            </button>
          </Form>
        )}
        <Link to={paths.admin("productImport")} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("catalogueIo.preview.discard")}
        </Link>
      </div>
    </section>
  );
}
