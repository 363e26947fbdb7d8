import type pg from "pg";

/** One round trip to the database; returns its latency in milliseconds. */
export async function pingDatabase(pool: pg.Pool, timeoutMs = 2_000): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([pool.query("select 1"), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 10) / 10;
}
