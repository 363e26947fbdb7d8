// The lines of a stock document as staff typed or scanned them (issue 33): each product named by id, EAN, SKU or
// "#id" is found, checked (a simple product the store's city sells, a whole quantity, each product once) and every
// problem is told at once, naming the line (docs/inventory.md "Lines"). Shared by transfers, receipts, counter sales
// and write-offs.
import { MAX_DOCUMENT_LINES, MAX_STOCK_LINE_QUANTITY, STOCK_LINE_MESSAGES, type StockLineInput, stockLineMessage } from "@shop/contracts";
import {
  type DbOrTx,
  findOfferedProductIds,
  findProductsByCodes,
  findProductsByIds,
  type StockProductRow,
  type StockStoreRow,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import { stockCityName, stockStoreLabel } from "./store-scope";

export interface ResolvedLine<T extends StockLineInput = StockLineInput> {
  /** From 1, as staff count lines. */
  line: number;
  input: T;
  product: StockProductRow;
  quantity: number;
}

/**
 * The lines with their products. Throws VALIDATION_FAILED listing every problem by line (path `lines.{n}.product` or
 * `lines.{n}.quantity`); `offeredIn`: each product must be sold in this store's city (its stock is kept there).
 */
export async function resolveStockLines<T extends StockLineInput>(
  db: DbOrTx,
  lines: readonly T[],
  options: { store: StockStoreRow; locale: Locale; maxLines?: number },
): Promise<ResolvedLine<T>[]> {
  const { store, locale } = options;
  const messages = STOCK_LINE_MESSAGES[locale];
  if (lines.length === 0) throw new AppError("VALIDATION_FAILED", { issues: [{ path: "lines", message: messages.noLines }] });
  const maxLines = options.maxLines ?? MAX_DOCUMENT_LINES;
  if (lines.length > maxLines)
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "lines", message: messages.tooManyLines({ max: maxLines }) }] });
  const codes = lines.map((line) => line.product).filter((product): product is string => typeof product === "string");
  const ids = lines.map((line) => line.product).filter((product): product is number => typeof product === "number");
  const [byCode, byId] = await Promise.all([findProductsByCodes(db, codes, locale), findProductsByIds(db, ids, locale)]);
  const productOf = (input: StockLineInput) =>
    typeof input.product === "number" ? byId.get(input.product) : byCode.get(input.product.trim());
  const offered = await findOfferedProductIds(
    db,
    store.cityId,
    lines.map(productOf).flatMap((product) => (product ? [product.id] : [])),
  );

  const issues: Issue[] = [];
  const resolved: ResolvedLine<T>[] = [];
  const firstLine = new Map<number, number>();
  lines.forEach((input, index) => {
    const line = index + 1;
    const at = (field: string, problem: Parameters<typeof stockLineMessage>[2]) => {
      issues.push({ path: `lines.${line}.${field}`, message: stockLineMessage(locale, line, problem) });
    };
    const product = productOf(input);
    const quantityOk = Number.isInteger(input.quantity) && input.quantity >= 1 && input.quantity <= MAX_STOCK_LINE_QUANTITY;
    if (!quantityOk) at("quantity", { problem: "badQuantity", max: MAX_STOCK_LINE_QUANTITY });
    const earlier = product ? firstLine.get(product.id) : undefined;
    if (!product) at("product", { problem: "unknownProduct", code: String(input.product) });
    else if (product.kind === "bundle") at("product", { problem: "bundle", name: product.name });
    else if (!offered.has(product.id)) at("product", { problem: "notOffered", name: product.name, city: stockCityName(store, locale) });
    else if (earlier !== undefined) at("product", { problem: "duplicate", name: product.name, line: earlier });
    else {
      firstLine.set(product.id, line);
      if (quantityOk) resolved.push({ line, input, product, quantity: input.quantity });
    }
  });
  if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });
  return resolved;
}

/**
 * The lines that take more units than the store holds (read under the offers' locks), as issues naming the line,
 * the product and what the store holds; empty when every line can be taken.
 */
export function shortLineIssues(
  lines: ReadonlyArray<Pick<ResolvedLine, "line" | "product" | "quantity">>,
  units: ReadonlyMap<number, number>,
  store: StockStoreRow,
  locale: Locale,
): Issue[] {
  return lines
    .filter((line) => (units.get(line.product.id) ?? 0) < line.quantity)
    .map((line) => ({
      path: `lines.${line.line}.quantity`,
      message: stockLineMessage(locale, line.line, {
        problem: "short",
        name: line.product.name,
        store: stockStoreLabel(store),
        available: units.get(line.product.id) ?? 0,
      }),
    }));
}
