// Reads a catalogue upload (issue 33): the products file (CSV or XLSX, told apart by its content: an XLSX workbook is a
// ZIP) into its rows, and the images' ZIP into its image files. What cannot be read is an issue like any row's, named by
// the file; the limits (docs/inventory.md) are enforced here and by the route (413 past the sizes).
import { CATALOGUE_IMPORT_LIMITS, type CatalogueFileProblem, type CatalogueIssueWhere } from "@shop/contracts";
import {
  type CatalogueImageProblem,
  type CatalogueProblem,
  type CatalogueRow,
  hasForbiddenCharacter,
  matchCatalogueImages,
  readCatalogueCsv,
  readCatalogueSheet,
  type SheetRow,
  skippedZipEntry,
} from "@shop/domain";
import { readCatalogueXlsx, XlsxUnreadable } from "../../../content/catalogue-xlsx";
import { readZip, ZipUnreadable } from "../../../content/zip-files";

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
}

export interface UploadIssue {
  where: CatalogueIssueWhere;
  problem: CatalogueProblem | CatalogueImageProblem | CatalogueFileProblem;
  detail?: string;
}

export interface ReadUpload {
  format: "csv" | "xlsx";
  rows: CatalogueRow[];
  /** Data rows read. */
  count: number;
  /** The ZIP's image files by name. */
  images: Map<string, Uint8Array>;
  issues: UploadIssue[];
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const formatOf = (file: UploadFile): "csv" | "xlsx" => (isZip(file.bytes) || /\.xlsx$/i.test(file.name) ? "xlsx" : "csv");

async function sheetOf(file: UploadFile, format: "csv" | "xlsx", issues: UploadIssue[]): Promise<SheetRow[]> {
  if (format === "xlsx") {
    try {
      return await readCatalogueXlsx(file.bytes);
    } catch (error) {
      if (!(error instanceof XlsxUnreadable)) throw error;
      issues.push({ where: { file: file.name }, problem: "xlsxUnreadable" });
      return [];
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(file.bytes);
  } catch {
    issues.push({ where: { file: file.name }, problem: "fileType" });
    return [];
  }
  const { sheet, issue } = readCatalogueCsv(text);
  if (issue) issues.push({ where: { row: issue.row, column: issue.column }, problem: issue.problem });
  return sheet;
}

async function imagesOf(zip: UploadFile, issues: UploadIssue[]): Promise<Map<string, Uint8Array>> {
  const limits = CATALOGUE_IMPORT_LIMITS;
  try {
    const contents = await readZip(
      zip.bytes,
      { files: limits.zipFiles, fileBytes: limits.imageBytes, totalBytes: limits.zipBytes * 4 },
      (name) => !skippedZipEntry(name),
    );
    if (contents.tooMany) issues.push({ where: { file: zip.name }, problem: "zipTooManyFiles", detail: String(limits.zipFiles) });
    for (const name of contents.tooLarge)
      issues.push({ where: { image: name }, problem: "imageTooLarge", detail: String(limits.imageBytes / 1024 / 1024) });
    return new Map(contents.files.map((file) => [file.name, file.bytes]));
  } catch (error) {
    if (!(error instanceof ZipUnreadable)) throw error;
    issues.push({ where: { file: zip.name }, problem: "zipUnreadable" });
    return new Map();
  }
}

/** The upload's rows and images, and what is wrong with them on their own (before the shop's data is asked). */
export async function readUpload(file: UploadFile, zip: UploadFile | null): Promise<ReadUpload> {
  const issues: UploadIssue[] = [];
  const format = formatOf(file);
  const sheet = forbiddenCells(await sheetOf(file, format, issues), issues);
  const read = issues.length ? { rows: [], issues: [], count: 0 } : readCatalogueSheet(sheet);
  for (const issue of read.issues)
    issues.push({
      where: { row: issue.row, column: issue.column },
      problem: issue.problem,
      ...(issue.detail ? { detail: issue.detail } : {}),
    });
  const images = zip ? await imagesOf(zip, issues) : new Map<string, Uint8Array>();
  return { format, rows: read.rows, count: read.count, images, issues };
}

/**
 * The sheet as read, each cell holding a NUL or an unpaired surrogate (PostgreSQL refuses them; the API's input
 * hygiene refuses them everywhere) an issue naming its row and column (at most 20 of them).
 */
function forbiddenCells(sheet: SheetRow[], issues: UploadIssue[]): SheetRow[] {
  const header = sheet[0]?.cells ?? [];
  let found = 0;
  for (const { row, cells } of sheet)
    cells.forEach((cell, index) => {
      if (found >= 20 || !hasForbiddenCharacter(cell)) return;
      found++;
      issues.push({ where: { row, column: header[index] ?? String(index + 1) }, problem: "forbiddenCharacter" });
    });
  return sheet;
}

/** The ZIP's images matched to products by their names (SKUs of the shop or of the file). */
export function matchImages(images: ReadonlyMap<string, Uint8Array>, skuOf: (name: string) => string | undefined, issues: UploadIssue[]) {
  const matched = matchCatalogueImages([...images.keys()], skuOf);
  for (const issue of matched.issues)
    issues.push({ where: { image: issue.file }, problem: issue.problem, ...(issue.detail ? { detail: issue.detail } : {}) });
  return matched.images.map((image) => ({ ...image, bytes: images.get(image.file) as Uint8Array }));
}
