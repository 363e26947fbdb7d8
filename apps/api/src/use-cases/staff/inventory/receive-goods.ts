// A goods receipt typed in the back office (issue 33; docs/inventory.md "Goods receipts"): the supplier, their
// document's number, lines (a product by id, EAN, SKU or #id; the units; the net unit cost when known). Every problem
// of the lines is answered at once, by line; then the receipt is posted (post-receipt.ts).
import { type ReceiptCreate, STOCK_DOCUMENT_MESSAGES, STOCK_LINE_MESSAGES, type StockReceipt } from "@shop/contracts";
import type { UserRow } from "@shop/db";
import { type Locale, MAX_UNIT_COST } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import { earlierReceipt, postReceipt, type ReceiptDraft } from "./post-receipt";
import { resolveStockLines } from "./stock-lines";
import { stockStoreFor } from "./store-scope";

/** A line's unit cost: absent or null (not known), or whole grosze from 0 to MAX_UNIT_COST. */
const costOk = (cost: number | null | undefined) =>
  cost === null || cost === undefined || (Number.isInteger(cost) && cost >= 0 && cost <= MAX_UNIT_COST);

export async function receiveGoods(
  deps: Parameters<typeof postReceipt>[0],
  staff: UserRow,
  body: ReceiptCreate,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: boolean; receipt: StockReceipt }> {
  const store = await stockStoreFor(deps.database.db, staff, body.store);
  // The same form again, or a document received already, is answered before its lines are looked at.
  const earlier = await earlierReceipt(deps, { ...body, store }, requestKey, locale);
  if (earlier) return earlier;
  const costIssues: Issue[] = body.lines.flatMap((line, index) =>
    costOk(line.unitCost)
      ? []
      : [
          {
            path: `lines.${index + 1}.unitCost`,
            message: `${STOCK_LINE_MESSAGES[locale].line} ${index + 1}: ${STOCK_DOCUMENT_MESSAGES[locale].badUnitCost}`,
          },
        ],
  );
  const lines = await resolveStockLines(deps.database.db, body.lines, { store, locale }).catch((error: unknown) => {
    // One answer of every problem: the lines' and the costs', in the order of the lines.
    if (error instanceof AppError && error.code === "VALIDATION_FAILED" && costIssues.length)
      throw new AppError("VALIDATION_FAILED", { issues: byLine([...(error.issues ?? []), ...costIssues]) });
    throw error;
  });
  if (costIssues.length) throw new AppError("VALIDATION_FAILED", { issues: costIssues });
  const draft: ReceiptDraft = {
    store,
    supplierName: body.supplierName,
    supplierDocument: body.supplierDocument,
    note: body.note?.trim() || null,
    source: "form",
    lines: lines.map((line) => ({ product: line.product, quantity: line.quantity, unitCost: line.input.unitCost ?? null })),
  };
  return postReceipt(deps, staff, draft, requestKey, locale);
}

/** Issues in the order of their lines (`lines.{n}.…`), the others first. */
function byLine(issues: readonly Issue[]): Issue[] {
  const lineOf = (issue: Issue) => Number(/^lines\.(\d+)\./.exec(issue.path)?.[1] ?? 0);
  return [...issues].sort((a, b) => lineOf(a) - lineOf(b));
}
