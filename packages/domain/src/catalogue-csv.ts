// The catalogue file as CSV (issue 33): UTF-8 with a byte order mark, CRLF, the header first (catalogue-file.ts).
// A spreadsheet would run a cell starting with = + - @ as a formula, so the export puts an apostrophe in front of such a
// text (and of one starting with an apostrophe), as a spreadsheet does for text typed that way; the import drops one
// leading apostrophe. Rows are numbered as a spreadsheet shows the file: the header is row 1, and a description's line
// breaks stay inside its cell. Pure.
import { type CatalogueProduct, catalogueTable } from "./catalogue-file";
import type { CatalogueIssue, SheetRow } from "./catalogue-rows";
import { formatCsv, parseCsv } from "./csv";

const ACTIVE = /^[=+\-@\t\r']/;

/** A cell as the CSV holds it: an apostrophe in front of what a spreadsheet would take for a formula. */
export const inertCell = (text: string): string => (ACTIVE.test(text) ? `'${text}` : text);
/** A CSV cell's text: the export's leading apostrophe dropped. */
export const activeCell = (text: string): string => (text.startsWith("'") ? text.slice(1) : text);

export function formatCatalogueCsv(products: readonly CatalogueProduct[]): string {
  const [header = [], ...rows] = catalogueTable(products);
  return formatCsv([header, ...rows.map((cells) => cells.map(inertCell))], { bom: true });
}

/** The CSV's rows (row numbers as a spreadsheet shows them), or the syntax error that stops the reading. */
export function readCatalogueCsv(text: string): { sheet: SheetRow[]; issue: CatalogueIssue | null } {
  const { records, error } = parseCsv(text);
  const sheet = records.map((record, index) => ({ row: index + 1, cells: record.fields.map(activeCell) }));
  if (!error) return { sheet, issue: null };
  // The reading stops in the record after the last one it gave.
  return { sheet, issue: { row: records.length + 1, column: null, problem: error.problem } };
}
