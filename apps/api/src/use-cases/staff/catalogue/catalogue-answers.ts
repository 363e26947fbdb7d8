// What the catalogue import answers (issue 33): its summary (what is created, what changes, per SKU), or every problem
// of the upload as one 400 VALIDATION_FAILED, each issue naming its row and column (or image, or file) in the caller's
// language.
import {
  CATALOGUE_NOT_IMPORTED,
  type CatalogueImportChange,
  type CatalogueImportSummary,
  catalogueIssueMessage,
  catalogueIssuePath,
} from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type StagedManifest, stagedUntil } from "../../../content/staged-imports";
import { AppError } from "../../../core/app-error";
import type { UploadIssue } from "./catalogue-upload";
import type { CatalogueCheck } from "./check-catalogue-import";

/** At most this many issues are answered (the first ones by row); the file has more to correct then. */
const MAX_ISSUES = 1_000;

const order = (issue: UploadIssue) => ("row" in issue.where ? issue.where.row : "image" in issue.where ? 1e9 : 0);

export function importRefused(issues: readonly UploadIssue[], locale: Locale): AppError {
  const sorted = [...issues].sort((a, b) => order(a) - order(b)).slice(0, MAX_ISSUES);
  return new AppError("VALIDATION_FAILED", {
    messages: CATALOGUE_NOT_IMPORTED,
    issues: sorted.map((issue) => ({
      path: catalogueIssuePath(issue.where),
      message: catalogueIssueMessage(locale, issue.where, issue.problem, issue.detail),
    })),
  });
}

const cut = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** The summary of a checked (or applied) import. */
export function importSummary(manifest: StagedManifest, check: CatalogueCheck, count: number, applied: boolean): CatalogueImportSummary {
  const images = new Map<string, number>();
  for (const image of check.images) images.set(image.sku.toUpperCase(), (images.get(image.sku.toUpperCase()) ?? 0) + 1);
  const changes: CatalogueImportChange[] = check.entries.flatMap((entry) => {
    const added = images.get(entry.after.sku.toUpperCase()) ?? 0;
    if (entry.action === "same" && added === 0) return [];
    return [
      {
        row: entry.row,
        sku: entry.after.sku,
        name: entry.after.texts.en?.name ?? entry.after.sku,
        action: entry.action === "create" ? "create" : "update",
        changes: entry.changes.map((change) => ({ column: change.column, before: cut(change.before), after: cut(change.after) })),
        images: added,
      },
    ];
  });
  return {
    id: manifest.id,
    applied,
    file: manifest.file.name,
    format: manifest.file.format,
    zip: manifest.zip?.name ?? null,
    rows: count,
    created: check.entries.filter((entry) => entry.action === "create").length,
    updated: check.entries.filter((entry) => entry.action === "update").length,
    unchanged: check.entries.filter((entry) => entry.action === "same").length,
    images: { added: check.images.length, known: check.knownImages },
    changes,
    expiresAt: stagedUntil(manifest.createdAt).toISOString(),
  };
}
