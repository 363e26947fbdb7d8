import { Writable } from "node:stream";
import type { Database } from "@shop/db";
import pino from "pino";
import { createApi, type RateLimits } from "../src";
import type { MediaStore } from "../src/core/deps";
import type { LockerPoints } from "../src/core/lockers";
import { createRateLimits } from "../src/security/rate-limits";

export const BUILD = { buildId: "test-build-1", builtAt: "2026-11-22T10:00:00.000Z" };

export const TEST_ORIGIN = "http://shop.test";

/** The API on a database, with its log lines captured as parsed JSON. */
export function apiOn(
  database: Database,
  options: {
    development?: boolean;
    limits?: RateLimits;
    mailQueued?: () => void;
    media?: MediaStore;
    contentChanged?: () => void;
    contentVersion?: () => number;
    /** InPost's parcel lockers (default: the stand-in's, answered in this process). */
    lockers?: LockerPoints;
    orderPlaced?: (paymentMethod: string) => void;
  } = {},
) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      if (process.env.TEST_LOG) process.stderr.write(chunk);
      done();
    },
  });
  const api = createApi({
    database,
    logger: pino({ level: "info" }, sink),
    build: () => BUILD,
    development: options.development ?? false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: options.limits ?? createRateLimits(),
    mailQueued: options.mailQueued,
    media: options.media,
    contentChanged: options.contentChanged,
    contentVersion: options.contentVersion,
    lockers: options.lockers,
    orderPlaced: options.orderPlaced,
  });
  return { api, lines };
}
