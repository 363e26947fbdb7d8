// Order placement under load, over HTTP against the running bench server: the demo's customers (signed in
// once each) fill their carts and place in-store pickup orders, side by side, for a fixed time. Each
// placement is the whole transaction (re-price, rules, stock reservation, history, payment, e-mail outbox).
import type { LoadResult } from "./lib";

const CUSTOMERS = ["customer@smokepoint.test", "wholesale@smokepoint.test", "franchise@smokepoint.test", "admin@smokepoint.test"];
const PASSWORD = "SmokePoint-demo-2026";

interface Options {
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function measureOrderPlacement(base: string, options: Options): Promise<LoadResult> {
  const listing = await json<{ items: { id: number; kind: string; tpd: boolean; availability: { count: number } }[] }>(
    await fetch(`${base}/api/v1/catalogue/warszawa/products?pageSize=48&sort=popularity`),
    "catalogue",
  );
  const products = listing.items
    .filter((item) => item.kind === "simple" && !item.tpd && item.availability.count >= 20)
    .map((item) => item.id);
  if (products.length === 0) throw new Error("no product with stock to order");

  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  await Promise.all(
    CUSTOMERS.map(async (email, customer) => {
      const { accessToken } = await json<{ accessToken: string }>(
        await fetch(`${base}/api/v1/auth/sign-in`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password: PASSWORD }),
        }),
        `sign-in ${email}`,
      );
      const headers = { "content-type": "application/json", authorization: `Bearer ${accessToken}`, locale: "en" };
      const checkout = await json<{ stores: { id: number; slots: string[] }[] }>(
        await fetch(`${base}/api/v1/checkout/options?city=warszawa`, { headers }),
        "checkout options",
      );
      const store = checkout.stores.find((s) => s.slots.length > 2);
      if (!store) throw new Error("no pickup slot");
      for (let n = 0; performance.now() < deadline; n++) {
        const productId = products[(customer + n) % products.length];
        await json(
          await fetch(`${base}/api/v1/cart/items`, {
            method: "POST",
            headers,
            body: JSON.stringify({ city: "warszawa", productId, quantity: 1 }),
          }),
          "add to cart",
        );
        const started = performance.now();
        const response = await fetch(`${base}/api/v1/orders`, {
          method: "POST",
          headers: { ...headers, "idempotency-key": `bench-${customer}-${n}-${Date.now()}` },
          body: JSON.stringify({
            city: "warszawa",
            contact: { firstName: "Bench", lastName: "Customer", phone: "+48 600 100 200" },
            delivery: { method: "local-pickup", storeId: store.id, pickupAt: store.slots[2] },
            payment: "in-store",
            acceptTerms: true,
            adult: true,
          }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 201) errors++;
      }
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / options.seconds,
    requests: latencies.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    errors: 0,
    timeouts: 0,
    non2xx: errors,
  };
}
