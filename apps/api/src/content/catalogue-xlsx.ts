// The catalogue file as an XLSX workbook (issue 33) through exceljs (docs/adr/0023): one sheet "Products", the header
// bold and frozen, every cell text (the text number format, so that a spreadsheet keeps an EAN's 13 digits and a
// leading zero). Reading takes the first sheet and each cell as text: a number as its digits (an EAN typed into a cell
// that is not text is read exactly), a formula as its result, rich text as its text. The workbook is a ZIP: it is
// checked through zip-files.ts (sizes, unpacked total) before exceljs opens it.
import type { SheetRow } from "@shop/domain";
import type ExcelJS from "exceljs";
import { readZip, ZipUnreadable } from "./zip-files";

export class XlsxUnreadable extends Error {}

/** exceljs is loaded with the first workbook, not at every process's start (0.4 s of it). */
const loadExcelJs = async (): Promise<typeof ExcelJS> => (await import("exceljs")).default;

/** A workbook's parts together, unpacked: far more than 5,000 products' texts need. */
const XLSX_UNPACKED_BYTES = 200 * 1024 * 1024;

const WIDTHS: Record<string, number> = { sku: 14, slug: 28, ean: 15, category: 18, brand: 14, attributes: 30, bundle_items: 24 };

/** The rows (header first) as a workbook. */
export async function formatCatalogueXlsx(table: readonly (readonly string[])[]): Promise<Uint8Array> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = "Smoke Point";
  const sheet = workbook.addWorksheet("Products", { views: [{ state: "frozen", ySplit: 1 }] });
  const [header = [], ...rows] = table;
  sheet.columns = header.map((name) => ({
    header: name,
    key: name,
    width: WIDTHS[name] ?? (name.startsWith("name_") ? 30 : 20),
    style: { numFmt: "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isSafeInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ("text" in value) return typeof value.text === "string" ? value.text : cellText(value.text as ExcelJS.CellValue);
  return "";
}

/** The first sheet's rows that hold anything, numbered as the spreadsheet numbers them. */
export async function readCatalogueXlsx(bytes: Uint8Array): Promise<SheetRow[]> {
  try {
    await readZip(bytes, { files: 1_000, fileBytes: XLSX_UNPACKED_BYTES, totalBytes: XLSX_UNPACKED_BYTES });
  } catch (error) {
    if (error instanceof ZipUnreadable) throw new XlsxUnreadable(error.message);
    throw error;
  }
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new XlsxUnreadable(error instanceof Error ? error.message : String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    for (let column = 1; column < values.length; column++) cells.push(cellText(values[column] ?? null));
    rows.push({ row: number, cells });
  });
  return rows;
}
