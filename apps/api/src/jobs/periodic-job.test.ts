// The jobs' loop (periodic-job.ts) on fake timers: one pass at a time, failures counted and logged, stop().
import type { Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PeriodicJobOptions, periodicJob } from "./periodic-job";

/** A promise settled from outside: a pass that ends when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A job whose passes are recorded (`starts`) and answered by `answer` (default: the pass's number). */
function job(options: Partial<PeriodicJobOptions<number>> & { answer?: (n: number) => Promise<number> } = {}) {
  const starts: Date[] = [];
  const failures: string[] = [];
  const error = vi.fn();
  const { answer = (n: number) => Promise.resolve(n), ...rest } = options;
  const loop = periodicJob<number>({
    name: "test-job",
    pollMs: 10_000,
    logger: { error } as unknown as Logger,
    jobFailed: (name) => failures.push(name),
    failMessage: "test pass failed; retrying at the next tick",
    pass: (now) => {
      starts.push(now);
      return answer(starts.length);
    },
    ...rest,
  });
  return { loop, starts, failures, error };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a periodic job", () => {
  it("runs its first pass after min(pollMs, 1 s) or firstDelayMs, then every pollMs", async () => {
    const quick = job();
    quick.loop.start();
    quick.loop.start(); // a second start() changes nothing
    await vi.advanceTimersByTimeAsync(999);
    expect(quick.starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(quick.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quick.starts).toHaveLength(2);
    await quick.loop.stop();

    const slow = job({ firstDelayMs: 10_000 });
    slow.loop.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(slow.starts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.starts).toHaveLength(1);
    await slow.loop.stop();
  });

  it("runs one pass at a time: a pass asked for while one runs starts when it ends", async () => {
    const first = deferred<number>();
    const { loop, starts } = job({ answer: (n) => (n === 1 ? first.promise : Promise.resolve(n)) });
    const one = loop.tickOnce(new Date("2025-01-01T00:00:00Z"));
    const two = loop.tickOnce();
    loop.start();
    await vi.advanceTimersByTimeAsync(1000); // the scheduled pass waits too
    expect(starts).toHaveLength(1);
    expect(starts[0]).toEqual(new Date("2025-01-01T00:00:00Z"));
    first.resolve(1);
    expect(await one).toBe(1);
    expect(await two).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(3);
    await loop.stop();
  });

  it("counts and logs a failing scheduled pass, and runs the next one pollMs later", async () => {
    const boom = new Error("database away");
    const after = vi.fn();
    const { loop, starts, failures, error } = job({
      answer: (n) => (n === 1 ? Promise.reject(boom) : Promise.resolve(n)),
      failFields: { worker: "w" },
      afterScheduledPass: after,
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failures).toEqual(["test-job"]);
    expect(error).toHaveBeenCalledExactlyOnceWith({ err: boom, worker: "w" }, "test pass failed; retrying at the next tick");
    expect(after).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(2);
    expect(after).toHaveBeenCalledExactlyOnceWith(2);
    expect(failures).toHaveLength(1);
    await loop.stop();
  });

  it("counts what afterScheduledPass throws as the pass's failure", async () => {
    const { loop, failures, error } = job({
      afterScheduledPass: () => {
        throw new Error("after");
      },
    });
    loop.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(failures).toEqual(["test-job"]);
    expect(error).toHaveBeenCalledOnce();
    await loop.stop();
  });

  it("throws tickOnce's errors to the caller, uncounted, and runs the next pass", async () => {
    const boom = new Error("KSeF away");
    const after = vi.fn();
    const { loop, failures, error } = job({
      answer: (n) => (n === 1 ? Promise.reject(boom) : Promise.resolve(n)),
      afterScheduledPass: after,
    });
    await expect(loop.tickOnce()).rejects.toBe(boom);
    expect(await loop.tickOnce()).toBe(2);
    expect(failures).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it("stop() waits for the pass in flight; no pass runs after it", async () => {
    const first = deferred<number>();
    const { loop, starts } = job({ answer: (n) => (n === 1 ? first.promise : Promise.resolve(n)) });
    loop.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(starts).toHaveLength(1);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    first.resolve(1);
    await stopping;
    loop.wake();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(starts).toHaveLength(1);
  });

  it("stop() waits for the failure's count and log line", async () => {
    const first = deferred<number>();
    const { loop, failures, error } = job({ answer: () => first.promise });
    loop.start();
    await vi.advanceTimersByTimeAsync(1000);
    const stopping = loop.stop();
    first.reject(new Error("late"));
    await stopping;
    expect(failures).toEqual(["test-job"]);
    expect(error).toHaveBeenCalledOnce();
  });

  it("wake() runs a pass now while the job runs, and pollMs after it the next", async () => {
    const { loop, starts } = job({ firstDelayMs: 10_000 });
    loop.wake(); // not started: nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(0);
    loop.start();
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toHaveLength(2);
    await loop.stop();
  });
});
