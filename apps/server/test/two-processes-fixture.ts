// What the two-processes test needs besides its servers: polling with a deadline, counting answers, the processes'
// log lines, and a product's Warsaw stock read and set in the database (the offer's stock is the stores' sum).
import type pg from "pg";
import type { RunningServer } from "./server-process";

const WARSZAWA = 1;

export type Answer = { status: number; headers: Headers; body: any };

/** Waits until `check` answers true, at most `ms`; answers its last result. */
export async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many answers of each kind: "201", "200", "409 CART_CHANGED", ... */
export function tally(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = status < 300 ? String(status) : `${status} ${body?.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Every log line of both processes (pino JSON), parsed. */
export function logLinesOf(servers: RunningServer[]): Array<Record<string, any>> {
  return servers.flatMap((server) =>
    server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, any>;
        } catch {
          return {};
        }
      }),
  );
}

/** The product's Warsaw stock: `units`, all in the pickup store (the offer's stock is the stores' sum). */
export async function setStock(pool: pg.Pool, productId: number, storeId: number, units: number): Promise<void> {
  await pool.query(
    `with cleared as (delete from store_stock ss using stores s where s.id = ss.store_id and s.city_id = $1 and ss.product_id = $2
                      and ss.store_id <> $3),
     put as (insert into store_stock (store_id, product_id, quantity) values ($3, $2, $4)
             on conflict (store_id, product_id) do update set quantity = excluded.quantity)
     update offers set stock = $4, visible = true where city_id = $1 and product_id = $2`,
    [WARSZAWA, productId, storeId, units],
  );
}

export async function stockOf(pool: pg.Pool, productId: number): Promise<{ offer: number; stores: number }> {
  const {
    rows: [row],
  } = await pool.query<{ offer: number; stores: number }>(
    `select o.stock as offer, (select coalesce(sum(ss.quantity), 0)::int from store_stock ss join stores s on s.id = ss.store_id
       where s.city_id = o.city_id and ss.product_id = o.product_id) as stores
     from offers o where o.city_id = $1 and o.product_id = $2`,
    [WARSZAWA, productId],
  );
  return row as { offer: number; stores: number };
}
