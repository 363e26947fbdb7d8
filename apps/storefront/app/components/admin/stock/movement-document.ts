// Where a ledger movement's document lives in the back office (issue 33): an order on its page, a write-off or
// correction on the store's write-offs, a transfer, receipt, count or counter sale on its own page. An opening
// balance has no document.
import type { StockDocumentType } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { adminPath } from "../../../lib/admin/paths";

export function documentHref(lang: Locale, document: { type: StockDocumentType; id: string }, storeId: number): string {
  switch (document.type) {
    case "order":
      return adminPath(lang, "order", { orderId: document.id });
    case "adjustment":
      return `${adminPath(lang, "stockAdjustments", undefined, { store: storeId })}#adjustment-${encodeURIComponent(document.id)}`;
    case "transfer":
      return adminPath(lang, "stockTransfer", { transferId: document.id });
    case "receipt":
      return adminPath(lang, "stockReceipt", { receiptId: document.id });
    case "count":
      return adminPath(lang, "stockCount", { countId: document.id });
    case "sale":
      return adminPath(lang, "stockSale", { saleId: document.id });
  }
}
