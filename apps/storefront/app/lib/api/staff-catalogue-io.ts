// The back office's catalogue import and export API (packages/contracts staff-catalogue-io.ts): the catalogue as a file,
// an upload checked (a preview, kept by the API to be applied), and applying it.
import type { CatalogueImportSummary } from "@shop/contracts";
import type { ApiClient } from "./client";

/** Not retried: a retry of a refused upload is refused again; an apply that went through is gone (404) the second time. */
const ONCE = ["CONFLICT", "INTERNAL", "VALIDATION_FAILED", "NOT_FOUND", "PAYLOAD_TOO_LARGE"] as const;

/** The catalogue file, as the API's Response (passed on to the browser as a download). */
export const exportCatalogue = (api: ApiClient, format: "csv" | "xlsx") =>
  api.call<Response>("/api/v1/staff/catalogue/export", { auth: true, query: { format }, raw: true });

/** Sends the products file and the images' ZIP (multipart/form-data, as the browser sent them) to be checked. */
export function checkCatalogueImport(api: ApiClient, file: File, images: File | null) {
  const form = new FormData();
  form.append("file", file, file.name || "catalogue.csv");
  if (images) form.append("images", images, images.name || "images.zip");
  return api.call<CatalogueImportSummary>("/api/v1/staff/catalogue/imports", { method: "POST", body: form, auth: true, finalCodes: ONCE });
}

export const applyCatalogueImport = (api: ApiClient, id: string) =>
  api.call<CatalogueImportSummary>(`/api/v1/staff/catalogue/imports/${encodeURIComponent(id)}/apply`, {
    method: "POST",
    auth: true,
    finalCodes: ONCE,
  });
