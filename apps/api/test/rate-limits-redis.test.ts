// Rate limits in Redis (REDIS_URL): two processes of the shop count together. Runs when REDIS_URL is set
// (.ci/run sets it when a Redis server answers on 127.0.0.1:6379); in CI a missing REDIS_URL fails the run
// in the test setup (packages/db/src/testing/required-services.ts) rather than skipping this.
import { randomUUID } from "node:crypto";
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
