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

type Call = (
  at: number,
  method: string,
  path: string,
  options?: { token?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<Answer>;

/** Requests to process A (even `at`) or B (odd `at`), as an API client sends them. */
export function callerOf(servers: RunningServer[]): Call {
  return async (at, method, path, options = {}) => {
    const server = servers[at % 2] as RunningServer;
    const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body };
  };
}

/** `count` verified customers (the demo accounts' password), signed in over HTTP, alternating between the processes. */
export async function signedInCustomers(
  pool: pg.Pool,
  call: Call,
  label: string,
  count: number,
  password: string,
): Promise<Array<{ id: number; email: string; token: string }>> {
  const { rows } = await pool.query<{ id: number; email: string }>(
    `insert into users (email, password_hash, first_name, last_name, phone, locale, email_verified_at, referral_code,
       terms_version, terms_accepted_at, adult_confirmed_at)
     select $1 || '-' || n || '@example.test', (select password_hash from users where email = 'admin@smokepoint.test'),
       'First' || n, 'Last' || n, '+48 500 600 700', 'en', now(), upper($1) || 'R' || n,
       (select terms_version from users where email = 'admin@smokepoint.test'), now(), now()
     from generate_series(1, $2::int) as n order by n returning id, email`,
    [label, count],
  );
  return Promise.all(
    rows.map(async (row, index) => {
      const signedIn = await call(index, "POST", "/api/v1/auth/sign-in", { body: { email: row.email, password } });
      if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
      return { ...row, token: signedIn.body.accessToken as string };
    }),
  );
}
