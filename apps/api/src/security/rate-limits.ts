// Rate limits (decisions.md): sign-in, sign-up, password restore, verification e-mails, coupon checks and
// order lookups. In memory by default; in Redis when REDIS_URL is set, so that every process of the shop
// counts together; without Redis, the HTTP workers of one `npm start` count together in their primary process
// (rate-limiter-flexible's cluster limiter over Node's IPC). While Redis is down, each process counts in its own
// memory (rate-limiter-flexible's insurance limiter, docs/security.md "Rate limits"): the limits still hold, per
// process, and the shared counts are used again once Redis answers.
import type { Logger } from "pino";
import { type RateLimiterAbstract, RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "../core/app-error";
import type { RateLimitName, RateLimits } from "../core/deps";
import { connectRedis } from "./redis-client";

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
  // NIP and VAT number checks per customer (issue 34): a few companies a day, not the register walked through.
  "tax-id-check": { points: 20, duration: 60 * 60 },
  // Second-factor codes per account (issue 35): sign-in's second step, step-up, enrolment; a right code clears it.
  "second-factor": { points: 10, duration: 15 * 60 },
  // Passkey ceremonies started per address (each keeps a challenge for 5 minutes).
  "passkey-options": { points: 60, duration: 15 * 60 },
  // Reviews (issue 38): writes and edits per customer, "helpful" marks per address, abuse reports per customer.
  "review-write": { points: 10, duration: 60 * 60 },
  "review-vote": { points: 60, duration: 60 * 60 },
  "review-report": { points: 10, duration: 60 * 60 },
};

export interface RateLimitOptions {
  redisUrl?: string | undefined;
  /** Overrides for tests (a small limit to reach quickly). */
  limits?: Partial<typeof RATE_LIMITS>;
  /** Key prefix in Redis (tests use their own). */
  prefix?: string;
  /** A worker of a cluster without Redis: the primary keeps the counts (it runs RateLimiterClusterMaster). */
  cluster?: boolean;
  /** Where a Redis outage is logged (once per outage) and its end. */
  logger?: Logger;
  /** Redis was lost or is back (the /metrics gauge and outage counter). */
  redisChanged?: (up: boolean) => void;
  /** A call counted in this process's memory because Redis did not answer (the /metrics counter). */
  fellBack?: (limit: RateLimitName) => void;
}

export interface ShopRateLimits extends RateLimits {
  /** With REDIS_URL: whether Redis answers now (readiness reports it); undefined without Redis. */
  redisConnected(): boolean | undefined;
  /** With REDIS_URL: resolves once Redis answers (false when `ms` pass first); true at once without Redis. */
  redisReady(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/** The in-memory limiter that answers while Redis does not, telling `fellBack` each time it does. */
function insuranceFor(name: RateLimitName, points: number, duration: number, keyPrefix: string, fellBack?: (limit: RateLimitName) => void) {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  const consume = memory.consume.bind(memory);
  memory.consume = (...args) => {
    fellBack?.(name);
    return consume(...args);
  };
  return memory;
}

export function createRateLimits(options: RateLimitOptions = {}): ShopRateLimits {
  const connection = options.redisUrl
    ? connectRedis(options.redisUrl, {
        logger: options.logger,
        purpose: "rate limits",
        meanwhile: "each process counts the rate limits in its own memory until Redis is back",
        changed: options.redisChanged,
      })
    : null;
  const redis = connection?.client;
  const prefix = options.prefix ?? "shop-rl";
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, defaults] of Object.entries(RATE_LIMITS) as [RateLimitName, { points: number; duration: number }][]) {
    const { points, duration } = { ...defaults, ...options.limits?.[name] };
    const keyPrefix = `${prefix}:${name}`;
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({
            storeClient: redis,
            points,
            duration,
            keyPrefix,
            // Not connected: straight to the insurance limiter, without waiting for a command to fail.
            rejectIfRedisNotReady: true,
            insuranceLimiter: insuranceFor(name, points, duration, `${keyPrefix}:memory`, options.fellBack),
          })
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
    redisConnected: () => connection?.connected(),
    redisReady: async (ms) => (connection ? connection.ready(ms) : true),
    async close() {
      await connection?.close();
    },
  };
}
