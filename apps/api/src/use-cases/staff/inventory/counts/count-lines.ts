// The lines staff count (issue 33): each product named by id, EAN (spaces and dashes ignored), SKU or "#id" is found
// and checked (a simple product the store's city sells, in the count's category when it has one, each once) and each
// quantity is a whole number from 0 (a negative count is refused); every problem is told at once, naming the line,
// the product and the field (path `lines.{n}.product` or `lines.{n}.quantity`, n from 1).
import {
  COUNT_MESSAGES,
  MAX_DOCUMENT_LINES,
  STOCK_LINE_MESSAGES,
  type StockCountLineInput,
  type StockLineProblem,
  stockLineMessage,
} from "@shop/contracts";
import {
  type DbOrTx,
  findOfferedProductIds,
  findProductsByCodes,
  findProductsByIds,
  findProductsInCategoryTree,
  type StockProductRow,
  type StockStoreRow,
} from "@shop/db";
import { cleanEan, isCountedQuantity, isEan13, type Locale, MAX_COUNTED_QUANTITY } from "@shop/domain";
import { AppError, type Issue } from "../../../../core/app-error";
import { stockCityName } from "../store-scope";

export interface CountedLine {
  line: number;
  product: StockProductRow;
  quantity: number;
}

/** A code as scanned or typed: an EAN's digits without spaces or dashes, anything else trimmed. */
function countCode(code: string): string {
  const digits = cleanEan(code.trim());
  return /^[0-9]{8,14}$/.test(digits) ? digits : code.trim();
}

/** The lines with their products; throws VALIDATION_FAILED listing every problem by line. */
export async function resolveCountLines(
  db: DbOrTx,
  lines: readonly StockCountLineInput[],
  scope: { store: StockStoreRow; category: { id: number; name: string } | null; locale: Locale },
): Promise<CountedLine[]> {
  const { store, category, locale } = scope;
  const lineWord = STOCK_LINE_MESSAGES[locale].line;
  const messages = COUNT_MESSAGES[locale];
  if (lines.length === 0)
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "lines", message: STOCK_LINE_MESSAGES[locale].noLines }] });
  if (lines.length > MAX_DOCUMENT_LINES)
    throw new AppError("VALIDATION_FAILED", {
      issues: [{ path: "lines", message: STOCK_LINE_MESSAGES[locale].tooManyLines({ max: MAX_DOCUMENT_LINES }) }],
    });
  const codes = lines.flatMap((line) => (typeof line.product === "string" ? [countCode(line.product)] : []));
  const ids = lines.flatMap((line) => (typeof line.product === "number" ? [line.product] : []));
  const [byCode, byId] = await Promise.all([findProductsByCodes(db, codes, locale), findProductsByIds(db, ids, locale)]);
  const productOf = (input: StockCountLineInput) =>
    typeof input.product === "number" ? byId.get(input.product) : byCode.get(countCode(input.product));
  const found = lines.flatMap((line) => {
    const product = productOf(line);
    return product ? [product.id] : [];
  });
  const [offered, inCategory] = await Promise.all([
    findOfferedProductIds(db, store.cityId, found),
    category ? findProductsInCategoryTree(db, category.id, found) : Promise.resolve(null),
  ]);

  const issues: Issue[] = [];
  const resolved: CountedLine[] = [];
  const firstLine = new Map<number, number>();
  lines.forEach((input, index) => {
    const line = index + 1;
    const product = productOf(input);
    const problem = (field: "product" | "quantity", text: string) =>
      issues.push({ path: `lines.${line}.${field}`, message: `${lineWord} ${line}: ${text}` });
    const lineProblem = (field: "product" | "quantity", stock: StockLineProblem) =>
      issues.push({ path: `lines.${line}.${field}`, message: stockLineMessage(locale, line, stock) });
    const name = product?.name ?? String(input.product);
    const quantityOk = isCountedQuantity(input.quantity);
    if (!quantityOk)
      problem(
        "quantity",
        input.quantity < 0 ? messages.negative({ name, quantity: input.quantity }) : messages.tooMany({ name, max: MAX_COUNTED_QUANTITY }),
      );
    const code = typeof input.product === "string" ? countCode(input.product) : "";
    const earlier = product ? firstLine.get(product.id) : undefined;
    if (!product) {
      if (/^[0-9]{13}$/.test(code) && !isEan13(code)) problem("product", messages.badEan({ code }));
      else lineProblem("product", { problem: "unknownProduct", code: String(input.product) });
    } else if (product.kind === "bundle") lineProblem("product", { problem: "bundle", name: product.name });
    else if (!offered.has(product.id))
      lineProblem("product", { problem: "notOffered", name: product.name, city: stockCityName(store, locale) });
    else if (category && !inCategory?.has(product.id))
      problem("product", messages.outsideCategory({ name: product.name, category: category.name }));
    else if (earlier !== undefined) lineProblem("product", { problem: "duplicate", name: product.name, line: earlier });
    else {
      firstLine.set(product.id, line);
      if (quantityOk) resolved.push({ line, product, quantity: input.quantity });
    }
  });
  if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });
  return resolved;
}
