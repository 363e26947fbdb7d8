// "The shop's content changed" (issue 7): staff edits of the catalogue, cities, redirects or articles bump
// a version; every cache that keeps such content (the storefront's per-process caches) compares it and
// drops what it kept under an older one. With REDIS_URL set, a change in one process reaches every
// process through a Redis channel, so any number of app processes show an edit at once.
import { Redis } from "ioredis";
import type { Logger } from "pino";

/** The channel when none is given (tests); the server names it after REDIS_KEY_PREFIX. */
const DEFAULT_CHANNEL = "shop:content-changed";

export interface ContentChanges {
  /** The current version: it grows on every change, here or (with Redis) in another process. */
  version(): number;
  /** Tells every process that content changed (this one at once). */
  changed(): void;
  close(): Promise<void>;
}

export function createContentChanges(options: { redisUrl?: string | undefined; channel?: string; logger?: Logger } = {}): ContentChanges {
  const CHANNEL = options.channel ?? DEFAULT_CHANNEL;
  let version = 0;
  const bump = () => {
    version += 1;
  };
  if (!options.redisUrl) return { version: () => version, changed: bump, close: async () => {} };
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  const id = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const logError = (error: unknown) => options.logger?.warn({ err: error }, "content change channel failed");
  publisher.on("error", logError);
  subscriber.on("error", logError);
  let subscribed = false;
  // Once subscribed, what this process kept may be older than what others changed meanwhile: a change.
  subscriber
    .subscribe(CHANNEL)
    .then(() => {
      subscribed = true;
      bump();
    })
    .catch(logError);
  subscriber.on("message", (channel, message) => {
    if (channel === CHANNEL && message !== id) bump();
  });
  // A reconnect (ioredis subscribes again) may have missed messages: treat it as a change.
  subscriber.on("ready", () => {
    if (subscribed) bump();
  });
  return {
    version: () => version,
    changed() {
      bump();
      publisher.publish(CHANNEL, id).catch(logError);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
