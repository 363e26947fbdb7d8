// "The shop's content changed" (issue 7): staff edits of the catalogue, cities, redirects or articles bump
// a version; every cache that keeps such content (the storefront's per-process caches) compares it and
// drops what it kept under an older one. With REDIS_URL set, a change in one process reaches every
// process through a Redis channel, so any number of app processes show an edit at once.
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { connectRedis } from "../security/redis-client";

/** The channel when none is given (tests); the server names it after REDIS_KEY_PREFIX. */
const DEFAULT_CHANNEL = "shop:content-changed";

export interface ContentChanges {
  /** The current version: it grows on every change, here or (with Redis) in another process. */
  version(): number;
  /** Tells every process that content changed (this one at once). */
  changed(): void;
  /** With REDIS_URL: whether the channel is connected now (readiness reports it); absent without Redis. */
  redisConnected?: () => boolean;
  /** With REDIS_URL: resolves once it publishes and listens (false when `ms` pass first); absent without Redis. */
  redisReady?: (ms: number) => Promise<boolean>;
  close(): Promise<void>;
}

export function createContentChanges(options: { redisUrl?: string | undefined; channel?: string; logger?: Logger } = {}): ContentChanges {
  const CHANNEL = options.channel ?? DEFAULT_CHANNEL;
  let version = 0;
  const bump = () => {
    version += 1;
  };
  if (!options.redisUrl) return { version: () => version, changed: bump, close: async () => {} };
  const channelDown = "the other processes' edits reach this one's caches once it reconnects (its caches are dropped then)";
  // Publishing is skipped while Redis is down (the others drop their caches when they reconnect anyway); the
  // subscriber's connection logs the outage, once.
  const publisher = connectRedis(options.redisUrl, { purpose: "content changes (publishing)", meanwhile: channelDown });
  // The subscriber keeps its SUBSCRIBE queued until Redis answers, and ioredis subscribes again after a reconnect.
  const subscriber = connectRedis(
    options.redisUrl,
    {
      logger: options.logger,
      purpose: "content changes",
      meanwhile: channelDown,
    },
    { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined },
  );
  const id = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const logError = (error: unknown) => options.logger?.warn({ err: error }, "content change channel failed");
  let subscribed = false;
  let listening = () => {};
  const subscribedOnce = new Promise<boolean>((resolve) => {
    listening = () => resolve(true);
  });
  // Once subscribed, what this process kept may be older than what others changed meanwhile: a change.
  subscriber.client
    .subscribe(CHANNEL)
    .then(() => {
      subscribed = true;
      listening();
      bump();
    })
    .catch(logError);
  subscriber.client.on("message", (channel, message) => {
    if (channel === CHANNEL && message !== id) bump();
  });
  // A reconnect (ioredis subscribes again first) may have missed messages while Redis was down: once the
  // subscription is back (a PING answered after it), every cache of this process is dropped.
  subscriber.client.on("ready", () => {
    if (!subscribed) return;
    subscriber.client.ping().then(bump, bump);
  });
  return {
    version: () => version,
    changed() {
      bump();
      // While Redis is down the publish fails at once (already logged once for the outage).
      if (publisher.connected()) publisher.client.publish(CHANNEL, id).catch(logError);
    },
    redisConnected: () => publisher.connected() && subscriber.connected(),
    redisReady: async (ms) => {
      const [published, subscribedInTime] = await Promise.all([
        publisher.ready(ms),
        Promise.race([subscribedOnce, sleep(ms, false, { ref: false })]),
      ]);
      return published && subscribedInTime;
    },
    async close() {
      await subscriber.close();
      await publisher.close();
    },
  };
}
