// The rows of a stock document's form (issue 33), read on the server: `lines.{i}.product` (an EAN, SKU or #id as
// typed or scanned), `lines.{i}.quantity` and, for a goods receipt, `lines.{i}.unitCost` (złoty). Empty rows are
// left out; the API's issues (`lines.{n}.…`, n counting the rows sent) are shown at the row they came from. Without
// JavaScript "More rows" and the product finder post the form back with what was typed (lines-intents.server.ts).
import { zlotyToGrosze } from "../../../lib/admin/money";

export interface LineRow {
  product: string;
  quantity: string;
  unitCost: string;
}

const EMPTY_ROW: LineRow = { product: "", quantity: "", unitCost: "" };
/** Rows a new document's form starts with, and how many "More rows" adds. */
export const NEW_ROWS = 8;
export const MORE_ROWS = 5;
const MAX_ROWS = 500;

export const emptyRows = (n: number): LineRow[] => Array.from({ length: n }, () => ({ ...EMPTY_ROW }));

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 200);

/** Every row the form posted, in order (the rows' count is posted as `rows`). */
export function readLineRows(form: FormData): LineRow[] {
  const count = Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text(form, "rows"), 10) || 0));
  return Array.from({ length: count }, (_, i) => ({
    product: text(form, `lines.${i}.product`).trim(),
    quantity: text(form, `lines.${i}.quantity`).trim(),
    unitCost: text(form, `lines.${i}.unitCost`).trim(),
  }));
}

const isEmpty = (row: LineRow) => !row.product && !row.quantity && !row.unitCost;

export interface LinesBody {
  lines: Array<{ product: string; quantity: number; unitCost?: number | null }>;
  /** For each line sent, the row it came from (API line n is rows[sentFrom[n - 1]]). */
  sentFrom: number[];
  /** Rows the browser's values already make wrong (by row index): a quantity or cost that is no number. */
  rowErrors: Record<number, "quantity" | "unitCost">;
}

/** The rows as the API's lines; a quantity or cost that is no number is a row error (the API says the rest). */
export function linesBody(rows: readonly LineRow[], options: { unitCost: boolean }): LinesBody {
  const body: LinesBody = { lines: [], sentFrom: [], rowErrors: {} };
  rows.forEach((row, index) => {
    if (isEmpty(row)) return;
    const quantity = /^[0-9]{1,9}$/.test(row.quantity) ? Number(row.quantity) : Number.NaN;
    if (!Number.isFinite(quantity) && row.product) body.rowErrors[index] = "quantity";
    const cost = options.unitCost ? zlotyToGrosze(row.unitCost) : null;
    if (cost === undefined) body.rowErrors[index] = "unitCost";
    body.lines.push({
      product: row.product,
      quantity: Number.isFinite(quantity) ? quantity : 0,
      ...(options.unitCost ? { unitCost: cost ?? null } : {}),
    });
    body.sentFrom.push(index);
  });
  return body;
}

/** The API's issues of lines (`lines.{n}.{field}`) by the row index they belong to; others stay in `rest`. */
export function issuesByRow(
  issues: ReadonlyArray<{ path: string; message: string }>,
  sentFrom: readonly number[],
): { byRow: Record<number, string[]>; rest: string[] } {
  const byRow: Record<number, string[]> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const n = /^lines\.(\d+)\./.exec(issue.path)?.[1];
    const row = n === undefined ? undefined : sentFrom[Number(n) - 1];
    if (row === undefined) rest.push(issue.message);
    else byRow[row] = [...(byRow[row] ?? []), issue.message];
  }
  return { byRow, rest };
}

/** The rows with the product put into the first empty row (a new row when none is empty). */
export function putProductInRows(rows: readonly LineRow[], code: string): LineRow[] {
  const next = rows.map((row) => ({ ...row }));
  const empty = next.findIndex((row) => !row.product);
  if (empty >= 0) next[empty] = { ...next[empty], product: code } as LineRow;
  else next.push({ ...EMPTY_ROW, product: code });
  return next;
}
