// The stock report (issue 36; docs/back-office.md "Reports", docs/inventory.md): each store's stock now, not over a
// period.
// - Units: the store's units (store_stock) of the products asked for.
// - Value: units × the product's last known net unit cost, which is the unit cost of its most recent goods receipt
//   line that has one, in any store (receipts by when they were posted, then by number); a later receipt without a
//   cost does not forget the known one. Units of products no receipt ever costed are counted apart as "value
//   unknown" (the report never guesses a cost).
// - In transit: the units of transfers shipped and not yet received, sent by the store (outgoing) or on their way to
//   it (incoming); they are in no store's units (docs/inventory.md "Transfers").
// - Below the reorder point: the store's reorder rules whose units are below their minimum, as the reorder page
//   counts them (a simple product the store's city sells; units in transit not counted).
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { textJoins } from "../catalogue/sql";
import { type ScopeFilters, scopeConditions } from "./report-sql";

export interface StoreStockRow {
  storeId: number;
  cityId: number;
  address: string;
  active: boolean;
  /** Products with units in the store. */
  products: number;
  units: number;
  /** Units of products with a known cost, and their value (net, grosze). */
  valuedUnits: number;
  value: number;
  /** Units and products without a known cost. */
  unknownUnits: number;
  unknownProducts: number;
  incomingUnits: number;
  outgoingUnits: number;
}

type StoreRaw = {
  store_id: number;
  city_id: number;
  address: string;
  active: boolean;
  products: string | number;
  units: string | number;
  valued_units: string | number;
  value: string | number;
  unknown_units: string | number;
  unknown_products: string | number;
  incoming: string | number;
  outgoing: string | number;
};

/**
 * The stores asked for (every store of the cities when none), in the shop's order of cities and stores. Customer
 * kinds do not apply.
 */
export async function stockByStore(db: DbOrTx, filters: ScopeFilters): Promise<StoreStockRow[]> {
  const products = scopeConditions(filters, { category: "p" });
  const { rows } = await db.execute<StoreRaw>(sql`
    with cost as (
      select distinct on (l.product_id) l.product_id, l.unit_cost
      from goods_receipt_lines l join goods_receipts g on g.id = l.receipt_id
      where l.unit_cost is not null
      order by l.product_id, g.created_at desc, g.id desc
    ), held as (
      select ss.store_id, count(*) as products, sum(ss.quantity) as units,
        coalesce(sum(ss.quantity) filter (where c.unit_cost is not null), 0) as valued_units,
        coalesce(sum(ss.quantity::bigint * c.unit_cost), 0) as value,
        coalesce(sum(ss.quantity) filter (where c.unit_cost is null), 0) as unknown_units,
        count(*) filter (where c.unit_cost is null) as unknown_products
      from store_stock ss join products p on p.id = ss.product_id left join cost c on c.product_id = ss.product_id
      where ss.quantity > 0 and ${products}
      group by ss.store_id
    ), moving as (
      select tr.to_store_id as store_id, l.quantity as incoming, 0 as outgoing
      from stock_transfers tr join stock_transfer_lines l on l.transfer_id = tr.id join products p on p.id = l.product_id
      where tr.status = 'shipped' and ${products}
      union all
      select tr.from_store_id, 0, l.quantity
      from stock_transfers tr join stock_transfer_lines l on l.transfer_id = tr.id join products p on p.id = l.product_id
      where tr.status = 'shipped' and ${products}
    ), transit as (
      select store_id, sum(incoming) as incoming, sum(outgoing) as outgoing from moving group by store_id
    )
    select s.id as store_id, s.city_id, s.address, s.active, coalesce(h.products, 0) as products, coalesce(h.units, 0) as units,
      coalesce(h.valued_units, 0) as valued_units, coalesce(h.value, 0) as value, coalesce(h.unknown_units, 0) as unknown_units,
      coalesce(h.unknown_products, 0) as unknown_products, coalesce(t.incoming, 0) as incoming, coalesce(t.outgoing, 0) as outgoing
    from stores s join cities ci on ci.id = s.city_id
    left join held h on h.store_id = s.id left join transit t on t.store_id = s.id
    where ${scopeConditions(filters, { city: "s.city_id", store: "s.id" })}
    order by ci.sort_order, ci.id, s.sort_order, s.id`);
  return rows.map((row) => ({
    storeId: Number(row.store_id),
    cityId: Number(row.city_id),
    address: row.address,
    active: row.active,
    products: Number(row.products),
    units: Number(row.units),
    valuedUnits: Number(row.valued_units),
    value: Number(row.value),
    unknownUnits: Number(row.unknown_units),
    unknownProducts: Number(row.unknown_products),
    incomingUnits: Number(row.incoming),
    outgoingUnits: Number(row.outgoing),
  }));
}

export interface BelowReorderRow {
  storeId: number;
  productId: number;
  sku: string;
  name: string;
  units: number;
  min: number;
  target: number;
}

type BelowRaw = {
  store_id: number;
  product_id: number;
  sku: string;
  name: string;
  units: number;
  min_quantity: number;
  target_quantity: number;
};

/** The stores' products below their reorder point (queries/inventory/reorder.ts's rule), by store then name. */
export async function belowReorderPoint(db: DbOrTx, filters: ScopeFilters, locale: Locale): Promise<BelowReorderRow[]> {
  const { rows } = await db.execute<BelowRaw>(sql`
    select r.store_id, r.product_id, p.sku, coalesce(t.name, te.name, p.sku) as name, coalesce(ss.quantity, 0) as units,
      r.min_quantity, r.target_quantity
    from reorder_rules r
    join stores s on s.id = r.store_id
    join products p on p.id = r.product_id and p.kind = 'simple' ${textJoins(locale)}
    join offers o on o.city_id = s.city_id and o.product_id = r.product_id
    left join store_stock ss on ss.store_id = r.store_id and ss.product_id = r.product_id
    where coalesce(ss.quantity, 0) < r.min_quantity
      and ${scopeConditions(filters, { city: "s.city_id", store: "r.store_id", category: "p" })}
    order by r.store_id, name, r.product_id`);
  return rows.map((row) => ({
    storeId: Number(row.store_id),
    productId: Number(row.product_id),
    sku: row.sku,
    name: row.name,
    units: Number(row.units),
    min: Number(row.min_quantity),
    target: Number(row.target_quantity),
  }));
}
