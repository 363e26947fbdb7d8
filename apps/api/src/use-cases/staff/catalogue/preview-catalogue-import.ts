// Back office: the first step of a catalogue import (issue 33). The upload (a CSV or XLSX file, and a ZIP of images
// named by SKU) is read and checked against the shop; every problem is answered at once by row and column (400), and
// nothing is kept. A clean upload is kept to be applied (staged-imports.ts) and answered with what it would create
// and change per SKU. Nothing in the shop changes here.
import type { CatalogueImportSummary } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stageImport } from "../../../content/staged-imports";
import type { ApiDeps } from "../../../core/deps";
import { importRefused, importSummary } from "./catalogue-answers";
import { readUpload, type UploadFile } from "./catalogue-upload";
import { checkCatalogueImport } from "./check-catalogue-import";

export async function previewCatalogueImport(
  deps: Pick<ApiDeps, "database" | "media">,
  staff: UserRow,
  upload: { file: UploadFile; zip: UploadFile | null },
  locale: Locale,
): Promise<CatalogueImportSummary> {
  const read = await readUpload(upload.file, upload.zip);
  const check = await checkCatalogueImport(deps.database.db, read, { checkImages: true });
  if (check.issues.length) throw importRefused(check.issues, locale);
  const manifest = await stageImport(
    deps.media,
    staff.id,
    { name: upload.file.name, format: read.format, bytes: upload.file.bytes },
    upload.zip,
  );
  return importSummary(manifest, check, read.count, false);
}
