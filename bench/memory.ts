// Resident memory of the default start (issue 37, docs/adr/0032): the shop as `npm start` runs it (the built server,
// two HTTP workers, the page cache on; on PGlite its process too) holds at most 700 MB in all its processes after
// 1,000 mixed requests. RSS is VmRSS of /proc/<pid>/status, summed over the server's process tree by part (primary,
// HTTP workers, the embedded database), a few seconds after the start and after the requests. The requests: pages of
// several cities (home, categories, products, searches: most of them different addresses, so the page caches fill as
// on a real shop), API calls, carts filled and sign-ins (argon2 takes 19 MB a hash), by first-time, returning,
// cart-holding and signed-in visitors, 8 at a time.
import { DEMO_PASSWORD } from "../packages/db/src/index.ts";
import { rssKbOf, type ShopCpu, shopProcesses } from "./lib";
import { REPEAT_VISITOR } from "./pages";
import { table } from "./table";

const LIMIT_MB = 700;
const REQUESTS = 1_000;
const CONNECTIONS = 8;
const SETTLE_MS = 3_000;

export interface MemoryRow {
  engine: string;
  when: string;
  primaryMb: number;
  workersMb: number;
  databaseMb: number;
  totalMb: number;
  processes: number;
  errors: number;
}

interface Call {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const log = (line: string) => console.log(`bench: ${line}`);
const mb = (kb: number) => Math.round(kb / 1024);

/** The shop's RSS now, by part (MB). */
function rssByPart(pid: number): Omit<MemoryRow, "engine" | "when" | "errors"> {
  const kb: ShopCpu = { primary: 0, workers: 0, database: 0 };
  const processes = shopProcesses(pid);
  for (const [process, part] of processes) kb[part] += rssKbOf(process);
  return {
    primaryMb: mb(kb.primary),
    workersMb: mb(kb.workers),
    databaseMb: mb(kb.database),
    totalMb: mb(kb.primary + kb.workers + kb.database),
    processes: processes.size,
  };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`bench memory: ${what} answered ${response.status}`);
  return (await response.json()) as T;
}

/** 1,000 calls: a fifth API calls, carts and sign-ins, the rest page views of four kinds of visitors. */
async function mixedCalls(base: string): Promise<Call[]> {
  const cities = (await json<{ slug: string }[]>(await fetch(`${base}/api/v1/city/public`), "the cities")).map((city) => city.slug);
  const listings = await Promise.all(
    cities.map(async (city) => ({
      city,
      items: (
        await json<{ items: { id: number; slug: string; kind: string; category: { slug: string } }[] }>(
          await fetch(`${base}/api/v1/catalogue/${city}/products?pageSize=48`),
          `the catalogue of ${city}`,
        )
      ).items,
    })),
  );
  const session = (
    await json<{ accessToken: string }>(
      await fetch(`${base}/api/v1/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "customer@smokepoint.test", password: DEMO_PASSWORD }),
      }),
      "a sign-in",
    )
  ).accessToken;
  const browser = { "accept-encoding": REPEAT_VISITOR["accept-encoding"], "user-agent": REPEAT_VISITOR["user-agent"] };
  const visitors: Record<string, string>[] = [
    {},
    { cookie: REPEAT_VISITOR.cookie },
    { cookie: `${REPEAT_VISITOR.cookie}; session=${session}` },
  ];
  const words = ["mint", "hookah", "tobacco", "coal", "lemon", "grape", "ice", "bowl"];
  const calls: Call[] = [];
  for (let i = 0; calls.length < REQUESTS; i++) {
    const { city, items } = listings[i % listings.length] as (typeof listings)[number];
    const item = items[Math.floor(i / listings.length) % items.length];
    if (!item) throw new Error(`bench memory: the catalogue of ${city} is empty`);
    const headers = { ...browser, ...visitors[i % visitors.length] };
    const page = (path: string): Call => ({ path, headers });
    switch (i % 10) {
      case 0:
        calls.push(page(`/en/${city}`), page(`/en/${city}/categories/${item.category.slug}`));
        break;
      case 1:
      case 2:
      case 3:
        calls.push(page(`/${["en", "pl", "uk", "ru"][i % 4]}/${city}/products/${item.slug}`));
        break;
      case 4:
        calls.push(
          page(`/en/${city}/products/search?q=${words[i % words.length]}`),
          page(`/en/${city}/categories/${item.category.slug}?page=2`),
        );
        break;
      case 5:
        calls.push({ path: `/api/v1/catalogue/${city}/products?pageSize=24&page=${(i % 3) + 1}` }, { path: "/api/v1/city/public" });
        break;
      case 6:
        calls.push({
          path: "/api/v1/cart/items",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ city, productId: item.id, quantity: 1 }),
        });
        break;
      case 7:
        calls.push({
          path: "/api/v1/auth/sign-in",
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "customer@smokepoint.test", password: DEMO_PASSWORD }),
        });
        break;
      default:
        calls.push(page(`/en/${city}/products/${item.slug}`), page(`/en/${city}/personal`));
    }
  }
  return calls.slice(0, REQUESTS);
}

/** Sends the calls, `CONNECTIONS` at a time; returns how many failed (no answer, or a 5xx). */
async function send(base: string, calls: Call[]): Promise<number> {
  let next = 0;
  let errors = 0;
  const lane = async () => {
    for (let call = calls[next++]; call; call = calls[next++]) {
      const response = await fetch(`${base}${call.path}`, { method: call.method ?? "GET", headers: call.headers, body: call.body }).catch(
        () => null,
      );
      await response?.arrayBuffer().catch(() => undefined);
      // A refused sign-in (429, the rate limit) or a product sold out (409) is an answer; a 5xx or none is not.
      if (!response || response.status >= 500) errors++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  return errors;
}

export async function measureMemory(base: string, pid: number, engine: string): Promise<MemoryRow[]> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rows: MemoryRow[] = [{ engine, when: "after start", ...rssByPart(pid), errors: 0 }];
  log(`${engine}: memory after start ${rows[0]?.totalMb} MB; ${REQUESTS.toLocaleString("en")} mixed requests, ${CONNECTIONS} at a time`);
  const errors = await send(base, await mixedCalls(base));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  rows.push({ engine, when: `after ${REQUESTS.toLocaleString("en")} requests`, ...rssByPart(pid), errors });
  return rows;
}

export function memoryMisses(rows: readonly MemoryRow[]): string[] {
  const out: string[] = [];
  for (const row of rows) {
    if (row.totalMb > LIMIT_MB) out.push(`${row.engine} memory ${row.when}: ${row.totalMb} MB resident > ${LIMIT_MB} MB`);
    if (row.errors > 0) out.push(`${row.engine} memory ${row.when}: ${row.errors} requests failed`);
  }
  return out;
}

export function printMemory(rows: readonly MemoryRow[]): void {
  if (rows.length === 0) return;
  console.log(`\nMemory of the default start (RSS, MB; target: at most ${LIMIT_MB} MB in all processes)\n`);
  console.log(
    table(
      ["engine", "when", "primary", "HTTP workers", "database", "total", "processes", "failed"],
      rows.map((r) => [
        r.engine,
        r.when,
        String(r.primaryMb),
        String(r.workersMb),
        r.engine === "pglite" ? String(r.databaseMb) : "(server)",
        String(r.totalMb),
        String(r.processes),
        String(r.errors),
      ]),
    ),
  );
}
