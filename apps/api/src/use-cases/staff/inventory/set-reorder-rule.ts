// Setting a store's reorder point of a product (issue 33; docs/inventory.md "Reorder points and the daily digest"): a
// minimum from 0 and a target from 1, not below it, for a simple product the store's city sells. Every problem is told
// at once (`min`, `target`, `product`) in the caller's language and nothing changes; an audit row records the rule.
import { type ReorderRule, type ReorderRuleInput, reorderRuleMessage, stockLineMessage } from "@shop/contracts";
import { findOfferedProductIds, findProductsByIds, findReorderRule, type UserRow, upsertReorderRule, writeAudit } from "@shop/db";
import { type Locale, reorderRuleProblems } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { reorderRuleView } from "./list-reorder-rules";
import { stockCityName, stockStoreFor, stockStoreLabel } from "./store-scope";

/** Sets the store's rule of the product: every problem at once (`min`, `target`, `product`), in the caller's language. */
export async function setReorderRule(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  target: { store: number; product: number },
  body: ReorderRuleInput,
  locale: Locale,
): Promise<{ created: boolean; rule: ReorderRule }> {
  const { db } = deps.database;
  const store = await stockStoreFor(db, staff, target.store);
  const product = (await findProductsByIds(db, [target.product], locale)).get(target.product);
  if (!product) throw new AppError("NOT_FOUND");
  const issues: Issue[] = reorderRuleProblems(body.min, body.target).map((problem) => ({
    path: problem.field,
    message: reorderRuleMessage(locale, problem),
  }));
  if (product.kind === "bundle")
    issues.push({ path: "product", message: stockLineMessage(locale, null, { problem: "bundle", name: product.name }) });
  else if (!(await findOfferedProductIds(db, store.cityId, [product.id])).has(product.id))
    issues.push({
      path: "product",
      message: stockLineMessage(locale, null, { problem: "notOffered", name: product.name, city: stockCityName(store, locale) }),
    });
  if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });
  const before = await db.transaction(async (tx) => {
    const was = await upsertReorderRule(tx, {
      storeId: store.id,
      productId: product.id,
      min: body.min,
      target: body.target,
      updatedBy: staff.id,
    });
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "reorder-rule.set",
      entityType: "reorder-rule",
      entityId: `${store.id}:${product.id}`,
      cityId: store.cityId,
      before: was,
      after: {
        store: `${stockStoreLabel(store)} (#${store.id})`,
        product: `${product.sku} ${product.name}`,
        min: body.min,
        target: body.target,
      },
    });
    return was;
  });
  const rule = await findReorderRule(db, store.id, product.id, locale);
  if (!rule) throw new AppError("CONFLICT");
  return { created: before === null, rule: reorderRuleView(rule) };
}
