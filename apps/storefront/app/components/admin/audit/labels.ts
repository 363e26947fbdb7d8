// Readable names for the audit log's actions and entity types (texts: locales/admin/audit), and the back-office
// page an entity lives on. An action the texts do not know reads as its raw name.
import type { Locale } from "@shop/domain";
import { adminPath } from "../../../lib/admin/paths";
import type { AdminKey, TFunction } from "../../../lib/texts";
import auditTexts from "../../../locales/admin/audit/en";

type Labels = Record<string, Record<string, string> | undefined>;
const ACTIONS = auditTexts.actions as Labels;
const ENTITIES = auditTexts.entities as Record<string, string | undefined>;

/** Every action the texts name, for the filter's suggestions. */
export const KNOWN_ACTIONS = Object.entries(ACTIONS).flatMap(([entity, verbs]) =>
  Object.keys(verbs ?? {}).map((verb) => `${entity}.${verb}`),
);
export const KNOWN_ENTITIES = Object.keys(ENTITIES);

export function actionLabel(t: TFunction<AdminKey>, action: string): string {
  const [entity = "", verb = ""] = action.split(".");
  if (!ACTIONS[entity]?.[verb]) return action;
  return t(`audit.actions.${entity}.${verb}` as "audit.actions.order.status");
}

export function entityLabel(t: TFunction<AdminKey>, type: string): string {
  if (!ENTITIES[type]) return type;
  return t(`audit.entities.${type}` as "audit.entities.order");
}

/** The page of the changed thing, where the back office has one. */
export function entityHref(lang: Locale, type: string, id: string): string | null {
  if (!id) return null;
  switch (type) {
    case "order":
      return adminPath(lang, "order", { orderId: id });
    case "product":
      return /^\d+$/.test(id) ? adminPath(lang, "product", { productId: id }) : null;
    case "user":
    case "customer":
    case "staff":
      return /^\d+$/.test(id) ? adminPath(lang, "customer", { userId: id }) : null;
    case "offer": {
      const productId = /^[a-z0-9-]+:(\d+)$/.exec(id)?.[1];
      return productId ? adminPath(lang, "offers", undefined, { product: productId }) : null;
    }
    // Store operations (issue 33): each document on its page; a reorder point ("store:product") on its store's list.
    case "stock-transfer":
      return /^\d+$/.test(id) ? adminPath(lang, "stockTransfer", { transferId: id }) : null;
    case "stock-count":
      return /^\d+$/.test(id) ? adminPath(lang, "stockCount", { countId: id }) : null;
    case "goods-receipt":
      return /^\d+$/.test(id) ? adminPath(lang, "stockReceipt", { receiptId: id }) : null;
    case "store-sale":
      return /^\d+$/.test(id) ? adminPath(lang, "stockSale", { saleId: id }) : null;
    case "reorder-rule": {
      const store = /^(\d+):\d+$/.exec(id)?.[1];
      return store ? adminPath(lang, "stockReorder", undefined, { store }) : null;
    }
    // Invoices (issue 34): each on its page.
    case "invoice":
      return /^\d+$/.test(id) ? adminPath(lang, "invoice", { invoiceId: id }) : null;
    default:
      return null;
  }
}
