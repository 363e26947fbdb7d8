// The load of bench/orders.ts, in its own process (pinned to core 1 by the caller): reads its input as JSON on
// stdin, prints a LoadAnswer as one JSON line. Rounds: fill every cart of the round (not timed), then
// `customers` customers place the round's orders side by side (timed); until `seconds` of placing are done.
import { readdirSync, readFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { serverCpuMs } from "./lib";
import type { LoadAnswer, PreparedOrderBench } from "./orders";

interface Input {
  base: string;
  prepared: PreparedOrderBench;
  customers: number;
  seconds: number;
  cpuPid?: number;
  /** Also count the CPU of the processes whose command line holds this (PostgreSQL backends show their database). */
  cpuMatch?: string;
  /** Send SIGUSR2 to cpuPid around each placing phase (a profiler preloaded into the server toggles on it). */
  signalPhases?: boolean;
  /**
   * The server's METRICS_TOKEN: each placing phase then ends when the outbox holds no queued e-mail (GET /metrics), so
   * that the mail worker's part of an order (rendering and sending its e-mail) is in the phase's time and CPU.
   */
  metricsToken?: string;
}

/** serverCpuMs, again when a thread ended while it listed them (lib.ts reads /proc/<pid>/task/<tid>/children). */
function cpuOf(pid: number): number {
  for (let attempt = 0; ; attempt++) {
    try {
      return serverCpuMs(pid);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/** CPU (ms) of the processes whose command line holds `match`. */
function matchingCpuMs(match: string): number {
  let ms = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(match)) ms += cpuOf(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return ms;
}

const input = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as Input;
const { base, prepared, customers } = input;

/** A small seeded generator: the same carts on every run. */
let seed = 20_261_124;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

const untaxed = prepared.products.filter((product) => !product.tpd);
const answer: LoadAnswer = {
  latencies: [],
  placingMs: 0,
  rounds: 0,
  errors: 0,
  fillErrors: 0,
  ordered: {},
  samples: [],
  serverCpuMs: null,
  databaseCpuMs: null,
  loadCpuMs: 0,
  outboxMs: 0,
};
const note = (what: string) => {
  if (answer.samples.length < 10) answer.samples.push(what.slice(0, 400));
};

const headersOf = (token: string) => ({ "content-type": "application/json", authorization: `Bearer ${token}`, locale: "en" });

// Plain node:http with kept-alive sockets, like autocannon for the pages: no Accept-Encoding (the storefront calls the
// API in process, so its checkout gets the answer uncompressed too), and a light client on the shared cores.
const agent = new Agent({ keepAlive: true, maxSockets: customers * 2 });
function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
    req.on("error", reject);
    req.end(body);
  });
}

const options = JSON.parse(
  (await call("GET", `/api/v1/checkout/options?city=${prepared.city}`, headersOf(prepared.tokens[0] as string))).text,
) as {
  stores: Array<{ id: number; slots: string[] }>;
};
// Slots a few hours ahead stay valid for the whole run.
const pickups = options.stores.flatMap((store) => store.slots.slice(6, 30).map((pickupAt) => ({ storeId: store.id, pickupAt })));
if (pickups.length === 0) throw new Error("no pickup slot offered");

type Delivery = Record<string, unknown>;
const ADDRESS = { street: "Marszałkowska", streetNumber: "10", zipCode: "00-001", country: "Poland" };
/** An order's cart and checkout: TPD carts are picked up and paid in store; the others vary. */
function plan(n: number): { lines: Array<{ productId: number; quantity: number }>; delivery: Delivery; payment: string } {
  const kind = n % 10;
  const pool = kind < 6 ? prepared.products : untaxed;
  const count = 1 + Math.floor(random() * 3);
  const ids = new Set<number>();
  while (ids.size < count) ids.add(pick(pool).id);
  const lines = [...ids].map((productId) => ({ productId, quantity: 1 + Math.floor(random() * 2) }));
  if (kind < 6) return { lines, delivery: { method: "local-pickup", ...pick(pickups) }, payment: "in-store" };
  if (kind < 8) return { lines, delivery: { method: "parcel-locker", lockerCode: "WAW01M" }, payment: "online" };
  if (kind === 8) return { lines, delivery: { method: "courier", ...ADDRESS }, payment: "crypto" };
  return { lines, delivery: { method: "post-box", postBox: "PB-1234" }, payment: "online" };
}

let orderNumber = 0;
const runId = Date.now().toString(36);

async function fill(token: string, lines: Array<{ productId: number; quantity: number }>): Promise<boolean> {
  for (const line of lines) {
    const response = await call("POST", "/api/v1/cart/items", headersOf(token), JSON.stringify({ city: prepared.city, ...line })).catch(
      (error: Error) => error,
    );
    if (response instanceof Error || response.status !== 200) {
      note(`fill: ${response instanceof Error ? response.message : `${response.status} ${response.text}`}`);
      return false;
    }
  }
  return true;
}

type Placed = { order: { details: { items: Array<{ slug: string; productId: number; quantity: number }> } } };

async function place(token: string, order: ReturnType<typeof plan>, key: string, timed: boolean): Promise<void> {
  const started = performance.now();
  const body = JSON.stringify({
    city: prepared.city,
    contact: { firstName: "Bench", lastName: "Customer", phone: "+48 600 100 200" },
    delivery: order.delivery,
    payment: order.payment,
    acceptTerms: true,
    adult: true,
  });
  const response = await call("POST", "/api/v1/orders", { ...headersOf(token), "idempotency-key": key }, body).catch(
    (error: Error) => error,
  );
  const text = response instanceof Error ? response.message : response.text;
  if (timed) answer.latencies.push(performance.now() - started);
  if (response instanceof Error || response.status !== 201) {
    answer.errors++;
    note(`place: ${response instanceof Error ? "" : response.status} ${text}`);
    return;
  }
  const items = (JSON.parse(text) as Placed).order.details.items;
  for (const item of items) answer.ordered[item.slug] = (answer.ordered[item.slug] ?? 0) + item.quantity;
  const wanted = order.lines.map((line) => `${line.productId}x${line.quantity}`).sort();
  const got = items.map((item) => `${item.productId}x${item.quantity}`).sort();
  if (wanted.join() !== got.join()) {
    answer.errors++;
    note(`place: lines ${got.join()} instead of ${wanted.join()}`);
  }
}

/** E-mails waiting in the outbox (the server's /metrics gauge `emails{status="queued"}`). */
async function queuedEmails(token: string): Promise<number> {
  const response = await call("GET", "/metrics", { authorization: `Bearer ${token}` });
  const found = /^emails\{status="queued"\} (\d+)$/m.exec(response.text);
  if (response.status !== 200 || !found) throw new Error(`GET /metrics: ${response.status} without the outbox's depth`);
  return Number(found[1]);
}

/** Waits until the mail worker has taken every queued e-mail (at most a minute). */
async function outboxDrained(token: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  while ((await queuedEmails(token)) > 0) {
    if (performance.now() > deadline) throw new Error("the outbox still held queued e-mails a minute after the placements");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One round: `perCustomer` carts per customer filled, then placed; no placing starts after `budgetMs` of it. */
async function round(perCustomer: number, timed: boolean, budgetMs: number): Promise<void> {
  const work = Array.from({ length: customers }, (_, customer) =>
    Array.from({ length: perCustomer }, (_, j) => ({
      token: prepared.tokens[customer * prepared.accountsPerCustomer + j] as string,
      key: `bench-${runId}-${orderNumber}`,
      order: plan(orderNumber++),
      ready: false,
    })),
  );
  await Promise.all(
    work.map(async (queue) => {
      for (const item of queue) {
        item.ready = await fill(item.token, item.order.lines);
        if (!item.ready) answer.fillErrors++;
      }
    }),
  );
  const cpuBefore = input.cpuPid ? cpuOf(input.cpuPid) : 0;
  const databaseBefore = input.cpuMatch ? matchingCpuMs(input.cpuMatch) : 0;
  const loadBefore = process.cpuUsage();
  if (timed && input.signalPhases && input.cpuPid) process.kill(input.cpuPid, "SIGUSR2");
  const started = performance.now();
  const deadline = started + budgetMs;
  await Promise.all(
    work.map(async (queue) => {
      for (const item of queue) {
        if (timed && performance.now() >= deadline) break;
        if (item.ready) await place(item.token, item.order, item.key, timed);
      }
    }),
  );
  const placed = performance.now();
  if (input.metricsToken) await outboxDrained(input.metricsToken);
  if (!timed) return;
  answer.outboxMs += performance.now() - placed;
  answer.placingMs += performance.now() - started;
  if (input.signalPhases && input.cpuPid) process.kill(input.cpuPid, "SIGUSR2");
  if (input.cpuPid) answer.serverCpuMs = (answer.serverCpuMs ?? 0) + cpuOf(input.cpuPid) - cpuBefore;
  const load = process.cpuUsage(loadBefore);
  answer.loadCpuMs += (load.user + load.system) / 1000;
  if (input.cpuMatch) answer.databaseCpuMs = (answer.databaseCpuMs ?? 0) + matchingCpuMs(input.cpuMatch) - databaseBefore;
  answer.rounds++;
}

await round(2, false, Number.POSITIVE_INFINITY); // warm-up
let perCustomer = Math.min(4, prepared.accountsPerCustomer);
while (answer.placingMs < input.seconds * 1000) {
  const placed = answer.latencies.length;
  await round(perCustomer, true, input.seconds * 1000 - answer.placingMs);
  if (answer.latencies.length === placed) throw new Error(`a round placed nothing: ${answer.samples.join(" | ")}`);
  // Size the next round to what is left at the rate seen so far.
  const rate = answer.latencies.length / answer.placingMs;
  perCustomer = Math.max(
    2,
    Math.min(prepared.accountsPerCustomer, Math.ceil((rate * (input.seconds * 1000 - answer.placingMs)) / customers)),
  );
}
process.stdout.write(`${JSON.stringify(answer)}\n`);
