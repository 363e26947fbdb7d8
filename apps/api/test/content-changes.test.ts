// "The shop's content changed" (issue 7): a staff edit bumps the content version the storefront's caches
// compare; with REDIS_URL set it reaches every other process of the shop too.
import { canRunRedisServer, startOwnRedis } from "@shop/db/testing";
import { describe, expect, it } from "vitest";
import { createContentChanges } from "../src";

const redisUrl = process.env.REDIS_URL;

async function eventually(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("content changes", () => {
  it("in one process: every change moves the version on at once", async () => {
    const changes = createContentChanges();
    const before = changes.version();
    changes.changed();
    changes.changed();
    expect(changes.version()).toBe(before + 2);
    await changes.close();
  });

  it.skipIf(!redisUrl)("through Redis: a change in one process moves every other process's version on", async () => {
    const first = createContentChanges({ redisUrl });
    const second = createContentChanges({ redisUrl });
    try {
      // Both ready: publishing and subscribed (subscribing counts as a change: messages may have been missed before).
      expect(await Promise.all([first.redisReady?.(10_000), second.redisReady?.(10_000)])).toEqual([true, true]);
      expect([first.version(), second.version()]).toEqual([1, 1]);
      const seen = second.version();
      const own = first.version();
      first.changed();
      expect(first.version()).toBeGreaterThan(own);
      await eventually(() => second.version() > seen);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it.skipIf(!canRunRedisServer())(
    "through Redis that stops and starts again: the channel reconnects by itself and drops the caches once it does",
    async () => {
      const redis = await startOwnRedis();
      const first = createContentChanges({ redisUrl: redis.url });
      const second = createContentChanges({ redisUrl: redis.url });
      try {
        await eventually(() => first.version() > 0 && second.version() > 0 && second.redisConnected?.() === true);
        await redis.stop();
        await eventually(() => second.redisConnected?.() === false);
        // A change while Redis is down reaches only its own process (and fails at once, without waiting).
        const missed = second.version();
        first.changed();
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(second.version()).toBe(missed);
        await redis.start();
        // Reconnected: whatever was missed meanwhile drops the caches (the version moves on) ...
        await eventually(
          () => second.version() > missed && first.redisConnected?.() === true && second.redisConnected?.() === true,
          15_000,
        );
        // ... and changes reach the other process again.
        const seen = second.version();
        first.changed();
        await eventually(() => second.version() > seen);
      } finally {
        await first.close();
        await second.close();
        await redis.stop();
      }
    },
    30_000,
  );
});
