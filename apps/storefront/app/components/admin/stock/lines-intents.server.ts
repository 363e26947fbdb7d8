// The stock documents' forms without JavaScript (issue 33): "More rows", "Find a product" and a found product's "Use"
// post the form back; these answer with the rows as typed (and more of them, the products found, or the product put
// into the first empty row), so nothing typed is lost. Any other intent is the page's own (null here).
import type { StockProduct } from "@shop/contracts";
import type { ApiClient } from "../../../lib/api/client";
import { findStockProducts } from "../../../lib/api/staff-stock";
import { emptyRows, type LineRow, MORE_ROWS, putProductInRows, readLineRows } from "./lines-form";

export interface LinesState {
  rows: LineRow[];
  /** The finder's words and what it found (null: not asked). */
  query: string;
  found: StockProduct[] | null;
}

export async function linesIntent(form: FormData, api: ApiClient, store: number | undefined): Promise<LinesState | null> {
  const rows = readLineRows(form);
  const query = String(form.get("find") ?? "")
    .trim()
    .slice(0, 100);
  // A found product's "Use" button posts `use` (a button carries one name): the product goes into the first empty row.
  const use = String(form.get("use") ?? "")
    .trim()
    .slice(0, 64);
  if (use) return { rows: putProductInRows(rows, use), query, found: null };
  switch (form.get("intent")) {
    case "more-rows":
      return { rows: [...rows, ...emptyRows(MORE_ROWS)], query, found: null };
    case "find-product":
      return { rows, query, found: query ? (await findStockProducts(api, query, store)).items : [] };
    default:
      return null;
  }
}
