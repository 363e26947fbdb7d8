// "The shop's content changed" (issue 7): a staff edit bumps the content version the storefront's caches
// compare; with REDIS_URL set it reaches every other process of the shop too.
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
      // Both subscribed (subscribing counts as a change: messages may have been missed before).
      await eventually(() => first.version() > 0 && second.version() > 0);
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
});
