// The stock ledger's movements (issue 33), newest first: when, (the store, when several are shown), the product, the
// kind (a write-off's reason, a receipt's unit cost), the units in or out, what the store held after, the document
// (linked where the back office has a page for it), who (a staff member links to their movements; a customer is never
// named: the order is their trace) and the note. Everything staff typed is shown as text.

import type { StockMovement } from "@shop/contracts";
import { formatMoney, formatOrderId } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { documentHref } from "./movement-document";

export function LedgerTable({
  items,
  showStore,
  personHref,
  productHref,
}: {
  items: readonly StockMovement[];
  showStore: boolean;
  /** The page with the same filters, only this staff member's movements. */
  personHref: (email: string) => string;
  /** The page with the same filters, only this product's movements (null: the page shows one product already). */
  productHref: ((productId: number) => string) | null;
}) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const kindOf = (item: StockMovement) => {
    const kind = t(`stock.kinds.${item.kind}`);
    if (item.reason) return `${kind}: ${t(`stock.reasons.${item.reason}`)}`;
    if (item.unitCost !== null) return `${kind} · ${t("stock.ledger.unitCost", { cost: formatMoney(item.unitCost, lang) })}`;
    return kind;
  };
  const documentOf = (item: StockMovement) => {
    if (!item.document) return t("stock.ledger.documents.none");
    const id = item.document.type === "order" ? formatOrderId(item.document.id) : item.document.id;
    return (
      <Link to={documentHref(lang, item.document, item.store.id)} className="underline underline-offset-4">
        {t(`stock.ledger.documents.${item.document.type}`, { id })}
      </Link>
    );
  };
  const actorOf = ({ actor }: StockMovement) => {
    if (actor.kind === "customer") return t("stock.ledger.actor.customer");
    if (actor.kind === "system") return t("stock.ledger.actor.system");
    const name = actor.name ?? t("stock.document.unknownStaff");
    if (!actor.email) return name;
    return (
      <Link to={personHref(actor.email)} title={t("stock.ledger.actor.filterBy", { name })} className="underline underline-offset-4">
        {name}
      </Link>
    );
  };
  return (
    <AdminTable label={t("stock.ledger.title")}>
      <thead>
        <tr>
          <th scope="col">{t("stock.ledger.columns.at")}</th>
          {showStore && <th scope="col">{t("stock.ledger.columns.store")}</th>}
          <th scope="col">{t("stock.ledger.columns.product")}</th>
          <th scope="col">{t("stock.ledger.columns.kind")}</th>
          <th scope="col" className="text-right">
            {t("stock.ledger.columns.units")}
          </th>
          <th scope="col" className="text-right">
            {t("stock.ledger.columns.after")}
          </th>
          <th scope="col">{t("stock.ledger.columns.document")}</th>
          <th scope="col">{t("stock.ledger.columns.actor")}</th>
          <th scope="col">{t("stock.ledger.columns.note")}</th>
        </tr>
      </thead>
      <tbody data-stock-ledger>
        {items.map((item) => (
          <tr key={item.id} data-movement={item.id} data-kind={item.kind}>
            <td className="whitespace-nowrap">
              <time dateTime={item.at}>{formatShopDate(item.at, lang, true)}</time>
            </td>
            {showStore && <td>{t("stock.store.option", { city: item.store.city.name, store: item.store.label })}</td>}
            <td>
              {productHref ? (
                <Link to={productHref(item.product.id)} className="underline underline-offset-4">
                  {item.product.name}
                </Link>
              ) : (
                item.product.name
              )}
              <span className="block text-xs text-neutral-600">SKU {item.product.sku}</span>
            </td>
            <td>{kindOf(item)}</td>
            <td className={`text-right tabular-nums font-semibold ${item.quantity < 0 ? "text-red-800" : "text-green-800"}`}>
              {item.quantity > 0 ? `+${item.quantity}` : `−${-item.quantity}`}
            </td>
            <td className="text-right tabular-nums">{item.quantityAfter}</td>
            <td>{documentOf(item)}</td>
            <td>{actorOf(item)}</td>
            <td className="max-w-64 break-words text-neutral-700">{item.note}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
