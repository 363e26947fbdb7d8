// One Redis connection of the shop (rate limits, the content-change channel) that fails fast while Redis is down
// and says so once per outage (docs/operations.md "Redis down"). Commands never wait in a queue for Redis to come
// back: they fail at once, and the caller falls back (the rate limits to this process's memory, a publish to
// nothing: the other processes drop their caches when they reconnect).
import { Redis, type RedisOptions } from "ioredis";
import type { Logger } from "pino";

export interface RedisWatch {
  logger?: Logger | undefined;
  /** What this connection is for, in the log lines ("rate limits", "content changes"). */
  purpose: string;
  /** What the shop does meanwhile, in the outage's log line. */
  meanwhile: string;
  /** The connection was lost (once per outage) or is back. */
  changed?: ((up: boolean) => void) | undefined;
}

/** Reconnects every 0.2, 0.4, ... up to 2 s, for ever. */
const retryStrategy = (times: number) => Math.min(200 * times, 2_000);

export interface RedisConnection {
  client: Redis;
  /** Connected and ready for commands now. */
  connected(): boolean;
  /** Resolves true once ready for commands (at once when it is), false when `ms` pass first. */
  ready(ms: number): Promise<boolean>;
  /** Closes the connection (no outage is logged for it). */
  close(): Promise<void>;
}

/** A connection whose commands fail fast while it is down; `extra` for a subscriber (which must queue its SUBSCRIBE). */
export function connectRedis(url: string, watch: RedisWatch, extra: RedisOptions = {}): RedisConnection {
  const redis = new Redis(url, {
    // A command while disconnected fails at once (ioredis would otherwise queue it until Redis is back, and
    // a sign-in would wait and then fail with MaxRetriesPerRequestError: a 500).
    enableOfflineQueue: false,
    // A command in flight when the connection drops fails at once rather than being retried after a reconnect.
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // A Redis that accepts connections but does not answer (stopped, overloaded) fails a command after 1 s.
    commandTimeout: 1_000,
    retryStrategy,
    lazyConnect: false,
    ...extra,
  });
  let up: boolean | undefined;
  let closing = false;
  const down = (error?: unknown) => {
    if (up === false || closing) return;
    up = false;
    watch.logger?.warn(
      { err: error, redis: watch.purpose },
      `Redis is unavailable for the ${watch.purpose}: ${watch.meanwhile}; reconnecting (logged once per outage)`,
    );
    watch.changed?.(false);
  };
  redis.on("error", (error) => down(error));
  redis.on("close", () => down());
  redis.on("ready", () => {
    const wasDown = up === false;
    up = true;
    if (wasDown) watch.logger?.info({ redis: watch.purpose }, `Redis answers again for the ${watch.purpose}`);
    watch.changed?.(true);
  });
  return {
    client: redis,
    connected: () => redis.status === "ready",
    ready: (ms) =>
      redis.status === "ready"
        ? Promise.resolve(true)
        : new Promise((resolve) => {
            const onReady = () => {
              clearTimeout(timer);
              resolve(true);
            };
            const timer = setTimeout(() => {
              redis.off("ready", onReady);
              resolve(false);
            }, ms);
            redis.once("ready", onReady);
          }),
    async close() {
      closing = true;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
