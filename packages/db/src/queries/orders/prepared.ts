// Placing an order runs a few constant statements many times a second (docs/orders.md "Throughput"): each runs as a
// named prepared statement, parsed and planned once per connection (PostgreSQL then keeps a generic plan), instead
// of being sent, parsed and planned again on every order. A name always stands for the same text.
import type { DbOrTx } from "../../client";

export async function queryPrepared<R>(db: DbOrTx, name: string, text: string, params: unknown[]): Promise<R[]> {
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  const result = (await prepared.execute()) as { rows: R[] };
  return result.rows;
}
