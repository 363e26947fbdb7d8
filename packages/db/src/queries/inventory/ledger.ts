// The stock ledger (issue 33; docs/inventory.md): the one writer of store_stock. Every change of a store's units is
// a row of stock_movements (kind, signed quantity, the document it belongs to, who, when, and the units after it),
// written in the same statement that changes store_stock and the city's offers.stock, so the three never disagree:
// a store's units are the sum of its movements, a city's stock the sum of its stores' units.
//
// The locking rule of every stock writer (docs/back-office.md "Stock per store"): the caller has locked the
// (city, product) offer rows first, in product order; under those locks the store rows read here are the newest and
// nobody else changes them until the transaction ends.
import type { DbOrTx } from "../../client";
import type { StockActor, StockDocumentType, StockMovementKind, WriteOffReason } from "../../schema-inventory";
import { queryPrepared } from "../orders/prepared";

export interface StockDocument {
  type: StockDocumentType;
  id: string;
}

export interface StockMove {
  storeId: number;
  productId: number;
  /** Signed, never 0: units into the store (+) or out of it (−). */
  quantity: number;
  kind: StockMovementKind;
  /** A write-off's reason (required for one, none for the others). */
  reason?: WriteOffReason | null;
  /** A goods receipt's net unit cost in grosze. */
  unitCost?: number | null;
  /** The line's own document, when it differs from the source's (a correction per store). */
  document?: StockDocument | null;
}

/** Who moves the units, and under which document (an order, a transfer…; null only for an opening balance). */
export interface MoveSource {
  actor: StockActor;
  actorUserId: number | null;
  document: StockDocument | null;
  note?: string | null;
}

export interface PostedMove {
  storeId: number;
  productId: number;
  quantity: number;
  quantityAfter: number;
}

/** A move could not be posted (a store would go below zero, a store of another city, no offer): roll back. */
export class StockLedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StockLedgerError";
  }
}

/** The moves of one call as the ledger statement's JSON parameters (each (store, product) at most once). */
export function movementParams(
  moves: readonly StockMove[],
  source: MoveSource,
): { posted: StockMove[]; movesJson: string; perProductJson: string; products: number } {
  const posted = moves.filter((move) => move.quantity !== 0);
  const keys = new Set(posted.map((move) => `${move.storeId}:${move.productId}`));
  if (keys.size !== posted.length) throw new StockLedgerError("postMovements: a (store, product) twice");
  const perProduct = new Map<number, number>();
  for (const move of posted) perProduct.set(move.productId, (perProduct.get(move.productId) ?? 0) + move.quantity);
  const movesJson = JSON.stringify(
    posted.map((move) => {
      const document = move.document === undefined ? source.document : move.document;
      return {
        store_id: move.storeId,
        product_id: move.productId,
        quantity: move.quantity,
        kind: move.kind,
        reason: move.reason ?? null,
        unit_cost: move.unitCost ?? null,
        document_type: document?.type ?? null,
        document_id: document?.id ?? null,
      };
    }),
  );
  const perProductJson = JSON.stringify([...perProduct].map(([product_id, quantity]) => ({ product_id, quantity })));
  return { posted, movesJson, perProductJson, products: perProduct.size };
}

/**
 * The ledger's statement as CTEs (`m`, `updated`, `inserted`, `after`, `city`, `moved`), for a statement of its own
 * (postMovements) or inside another one: placing an order posts its reservations in the statement that writes the
 * order (docs/performance.md "Orders per second"). Each argument is the text of a parameter: the city, the moves and
 * the units per product (JSON of movementParams), whether offers.stock moves too, the actor, the actor's user, the note.
 * The units per product are read by order_quantities (migration 0010_order_speed: estimated at one row), so that the
 * offers are looked up by key: json_to_recordset's estimate of 100 rows had the plan read every offer of the shop.
 */
export const movementCtes = (p: {
  city: string;
  moves: string;
  perProduct: string;
  cityStock: string;
  actor: string;
  actorUserId: string;
  note: string;
}) => `m as (
       select m.*, row_number() over () as n from json_to_recordset(${p.moves}::json)
         as m (store_id int, product_id int, quantity int, kind text, reason text, unit_cost int, document_type text, document_id text)
       join stores s on s.id = m.store_id and s.city_id = ${p.city}),
     updated as (
       update store_stock ss set quantity = ss.quantity + m.quantity from m
       where ss.store_id = m.store_id and ss.product_id = m.product_id and ss.quantity + m.quantity >= 0
       returning ss.store_id, ss.product_id, ss.quantity),
     inserted as (
       insert into store_stock (store_id, product_id, quantity)
       select m.store_id, m.product_id, m.quantity from m
       where m.quantity > 0 and not exists (select 1 from store_stock ss where ss.store_id = m.store_id and ss.product_id = m.product_id)
       returning store_id, product_id, quantity),
     after as (select * from updated union all select * from inserted),
     city as (
       update offers o set stock = o.stock + p.quantity
       from order_quantities(${p.perProduct}::json) as p
       where ${p.cityStock}::boolean and o.city_id = ${p.city} and o.product_id = p.product_id and o.stock + p.quantity >= 0
       returning 1),
     moved as (
       insert into stock_movements (store_id, product_id, kind, quantity, quantity_after, reason, unit_cost, document_type,
         document_id, actor, actor_user_id, note)
       select m.store_id, m.product_id, m.kind, m.quantity, a.quantity, m.reason, m.unit_cost, m.document_type, m.document_id,
         ${p.actor}, ${p.actorUserId}, ${p.note}
       from m join after a on a.store_id = m.store_id and a.product_id = m.product_id order by m.n
       returning store_id, product_id, quantity, quantity_after)`;

/** Throws StockLedgerError unless every move was posted (and, with cityStock, every product's offer moved). */
export function checkPosted(expected: { moves: number; products: number; cityStock: boolean }, moved: number, cityRows: number): void {
  if (moved !== expected.moves || (expected.cityStock && cityRows !== expected.products))
    throw new StockLedgerError(`postMovements: ${expected.moves - moved} of ${expected.moves} moves could not be posted`);
}

const POST_MOVEMENTS = `with ${movementCtes({
  city: "$1",
  moves: "$2",
  perProduct: "$3",
  cityStock: "$4",
  actor: "$5",
  actorUserId: "$6",
  note: "$7",
})}
     select moved.*, (select count(*) from city)::int as city from moved`;

/**
 * Posts the moves of one city's stores: store_stock changes, the movements are written with the units after them, and
 * (unless `cityStock` is false: the caller moved offers.stock itself) the city's offers.stock moves by the same sum.
 * One statement. Throws StockLedgerError when any move cannot be posted (the caller's transaction must roll back:
 * the statement's other changes are written). Each (store, product) at most once per call.
 */
export async function postMovements(
  tx: DbOrTx,
  cityId: number,
  moves: readonly StockMove[],
  source: MoveSource,
  options: { cityStock?: boolean } = {},
): Promise<PostedMove[]> {
  const { posted, movesJson, perProductJson, products } = movementParams(moves, source);
  if (posted.length === 0) return [];
  const cityStock = options.cityStock ?? true;
  const rows = await queryPrepared<{ store_id: number; product_id: number; quantity: number; quantity_after: number } & { city: number }>(
    tx,
    "stock_post_movements",
    POST_MOVEMENTS,
    [cityId, movesJson, perProductJson, cityStock, source.actor, source.actorUserId, source.note ?? null],
  );
  checkPosted({ moves: posted.length, products, cityStock }, rows.length, rows[0]?.city ?? 0);
  return rows.map((row) => ({
    storeId: row.store_id,
    productId: row.product_id,
    quantity: row.quantity,
    quantityAfter: row.quantity_after,
  }));
}
