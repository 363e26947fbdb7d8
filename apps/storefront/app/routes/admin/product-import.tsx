import { CatalogueColumns, CatalogueExport, CatalogueUpload } from "../../components/admin/catalogue-io/catalogue-files";
import { ImportPreview } from "../../components/admin/catalogue-io/import-preview";
import { AdminAlert, AdminNotice, AdminPage } from "../../components/admin/page";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/product-import";
import { catalogueFileMiddleware, productImportAction, productImportLoader } from "./product-import.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

/** `?format=csv` or `xlsx` is the catalogue's download, answered by its middleware before any loader runs. */
export const middleware = [catalogueFileMiddleware];

export const loader = (args: Route.LoaderArgs) => productImportLoader(args);

export const action = (args: Route.ActionArgs) => productImportAction(args);

/** The catalogue as a file and back (issue 33): download, upload to check, then apply. Admins only. */
export default function ProductImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { applied } = loaderData;
  return (
    <AdminPage title={t("catalogueIo.title")}>
      <p className="max-w-3xl text-neutral-700">{t("catalogueIo.lead")}</p>
      {applied && !actionData && <AdminNotice>{t("catalogueIo.applied", applied)}</AdminNotice>}
      {actionData?.kind === "problems" && (
        <div className="space-y-2" data-catalogue-problems>
          <p className="font-semibold">{actionData.title}</p>
          <AdminAlert messages={actionData.messages} />
        </div>
      )}
      {actionData?.kind === "preview" ? (
        <ImportPreview summary={actionData.summary} />
      ) : (
        <>
          <CatalogueUpload />
          <CatalogueExport />
        </>
      )}
      <CatalogueColumns />
    </AdminPage>
  );
}
