// Rate limits (decisions.md): sign-in, sign-up, password restore, verification e-mails, coupon checks and
// order lookups. In memory by default; in Redis when REDIS_URL is set, so that every process of the shop
// counts together; without Redis, the HTTP workers of one `npm start` count together in their primary process
// (rate-limiter-flexible's cluster limiter over Node's IPC).
import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../core/app-error";
import type { RateLimitName, RateLimits } from "../core/deps";

/** How many calls per key in how many seconds. */
export const RATE_LIMITS: Record<RateLimitName, { points: number; duration: number }> = {
  "sign-in": { points: 10, duration: 15 * 60 },
  // Failed sign-ins from one address across every e-mail (password spraying); a success is given back.
  "sign-in-address": { points: 50, duration: 60 * 60 },
  "sign-up": { points: 10, duration: 60 * 60 },
  "password-restore": { points: 5, duration: 60 * 60 },
  "verify-resend": { points: 5, duration: 60 * 60 },
  "coupon-check": { points: 30, duration: 10 * 60 },
  "order-lookup": { points: 30, duration: 10 * 60 },
  // Back-in-stock requests: per caller, and per e-mail (each may send a confirmation e-mail).
  "stock-alert": { points: 10, duration: 60 * 60 },
};

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Overrides for tests (a small limit to reach quickly). */
  limits?: Partial<typeof RATE_LIMITS>;
  /** Key prefix in Redis (tests use their own). */
  prefix?: string;
  /** A worker of a cluster without Redis: the primary keeps the counts (it runs RateLimiterClusterMaster). */
  cluster?: boolean;
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits & { close(): Promise<void> } {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : null;
  const prefix = options.prefix ?? "shop-rl";
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, defaults] of Object.entries(RATE_LIMITS) as [RateLimitName, { points: number; duration: number }][]) {
    const { points, duration } = { ...defaults, ...options.limits?.[name] };
    const keyPrefix = `${prefix}:${name}`;
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix })
        : options.cluster
          ? new RateLimiterCluster({ points, duration, keyPrefix, timeoutMs: 3_000 })
          : new RateLimiterMemory({ points, duration, keyPrefix }),
    );
  }
  const limiter = (name: RateLimitName) => limiters.get(name) as RateLimiterAbstract;
  return {
    async consume(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          throw new AppError("TOO_MANY_REQUESTS", { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
        }
        // The cluster's primary did not answer in time (it is restarting): a dependency fault, 503.
        if (error instanceof Error && error.message.startsWith("RateLimiterCluster timeout"))
          throw Object.assign(error, { code: "ETIMEDOUT" });
        throw error;
      }
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
    async refund(name, key) {
      await limiter(name).reward(key, 1);
    },
    async close() {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
