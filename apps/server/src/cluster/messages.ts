// What the primary process of `npm start` and its HTTP workers tell each other over Node's IPC (docs/adr/0020).
// rate-limiter-flexible's and prom-client's cluster messages travel on the same channel, under their own types.

/** What a worker is handed when it is forked (in its environment, as JSON). */
export interface WorkerSetup {
  /** The embedded database the primary runs (absent with DATABASE_URL). */
  embeddedUrl?: string;
  /** The demo's local stand-ins, started once in the primary so that every worker sees the same payments and parcels. */
  standIns: { p24?: string; inpost?: string; shipx?: string; smsapi?: string; ksef?: string; tax?: string };
}

export const WORKER_SETUP_ENV = "SHOP_WORKER_SETUP";

export type ToPrimary =
  | { type: "shop:content-changed" }
  | { type: "shop:metrics"; id: number }
  | { type: "shop:listening"; port: number }
  /** The worker closed its listener and asks whether it may exit (worker-link.ts `leave`). */
  | { type: "shop:leaving" };

export type ToWorker =
  | { type: "shop:content-changed" }
  | { type: "shop:metrics"; id: number; text?: string; contentType?: string; error?: string }
  | { type: "shop:database-moved"; url: string }
  | { type: "shop:shutdown" }
  /** The answer to "shop:leaving": no connection is on its way to the worker any more. */
  | { type: "shop:left" };

export function isShopMessage<T extends { type: string }>(message: unknown): message is T {
  return typeof message === "object" && message !== null && String((message as { type?: unknown }).type).startsWith("shop:");
}
