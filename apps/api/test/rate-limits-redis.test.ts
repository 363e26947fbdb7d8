// Rate limits in Redis (REDIS_URL): two processes of the shop count together. Runs when REDIS_URL is set
// (.ci/run sets it when a Redis server answers on 127.0.0.1:6379); in CI a missing REDIS_URL fails the run
// in the test setup (packages/db/src/testing/required-services.ts) rather than skipping this.
import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { canRunRedisServer, startOwnRedis } from "@shop/db/testing";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { AppError } from "../src";
import { createRateLimits } from "../src/security/rate-limits";

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)("rate limits in Redis", () => {
  it("are shared by every process, answer 429 with Retry-After, and reset", async () => {
    const prefix = `test-${randomUUID()}`;
    const options = { redisUrl, prefix, limits: { "sign-in": { points: 3, duration: 60 } } };
    const first = createRateLimits(options);
    const second = createRateLimits(options);
    try {
      // Until its connection is ready a process counts in its own memory (the fallback below): the server waits for
      // it before it serves (boot.ts), as here.
      expect(await Promise.all([first.redisReady(10_000), second.redisReady(10_000)])).toEqual([true, true]);
      expect([first.redisConnected(), second.redisConnected()]).toEqual([true, true]);
      await first.consume("sign-in", "1.2.3.4:a@b.test");
      await second.consume("sign-in", "1.2.3.4:a@b.test");
      await first.consume("sign-in", "1.2.3.4:a@b.test");
      const refused = await second.consume("sign-in", "1.2.3.4:a@b.test").catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).code).toBe("TOO_MANY_REQUESTS");
      expect((refused as AppError).retryAfterSeconds).toBeGreaterThan(0);
      // Another key is not affected; a reset frees the key for both.
      await second.consume("sign-in", "5.6.7.8:a@b.test");
      await first.reset("sign-in", "1.2.3.4:a@b.test");
      await second.consume("sign-in", "1.2.3.4:a@b.test");
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe.skipIf(!canRunRedisServer())("rate limits when Redis stops", () => {
  it("count in the process's memory at once (no 500, no wait), log the outage once, and count in Redis again once it is back", async () => {
    const redis = await startOwnRedis();
    const lines: string[] = [];
    const logger = pino({ level: "info" }, new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }));
    const states: boolean[] = [];
    const fellBack: string[] = [];
    const limits = createRateLimits({
      redisUrl: redis.url,
      prefix: "outage",
      limits: { "sign-in": { points: 3, duration: 60 } },
      logger,
      redisChanged: (up) => states.push(up),
      fellBack: (limit) => fellBack.push(limit),
    });
    const outcome = (key: string) =>
      limits.consume("sign-in", key).then(
        () => "allowed",
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    try {
      expect(await limits.redisReady(10_000)).toBe(true);
      expect(await outcome("a")).toBe("allowed");
      expect(await redis.keys("outage:sign-in:*")).toEqual(["outage:sign-in:a"]);
      await redis.stop();
      const started = Date.now();
      const during = [];
      for (let n = 0; n < 4; n++) during.push(await outcome("b"));
      expect(during).toEqual(["allowed", "allowed", "allowed", "TOO_MANY_REQUESTS"]);
      expect(Date.now() - started).toBeLessThan(500);
      expect(fellBack).toEqual(["sign-in", "sign-in", "sign-in", "sign-in"]);
      expect(limits.redisConnected()).toBe(false);
      // A start while Redis is down waits this long, then serves with the counts in memory.
      expect(await limits.redisReady(300)).toBe(false);
      await redis.start();
      await expect.poll(() => limits.redisConnected(), { timeout: 10_000 }).toBe(true);
      expect(await outcome("c")).toBe("allowed");
      expect(await redis.keys("outage:sign-in:*")).toEqual(["outage:sign-in:c"]);
      expect(fellBack).toHaveLength(4);
      expect(states).toEqual([true, false, true]);
      expect(lines.filter((line) => line.includes("Redis is unavailable for the rate limits"))).toHaveLength(1);
      expect(lines.filter((line) => line.includes("Redis answers again for the rate limits"))).toHaveLength(1);
    } finally {
      await limits.close();
      await redis.stop();
    }
  });
});
