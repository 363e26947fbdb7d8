import { getHeapStatistics } from "node:v8";
import { describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-gc";

describe("the idle collection", () => {
  it("collects once a busy spell is over and the heap grew, then waits for the heap to grow again", () => {
    vi.useFakeTimers();
    let heap = 100;
    let busy = 0.9;
    const collect = vi.fn(() => {
      heap = 110;
    });
    const stop = collectWhenIdle({ tickMs: 1_000, grownBytes: 50, used: () => heap, busy: () => busy, collect });
    heap = 200;
    vi.advanceTimersByTime(3_000);
    expect(collect).not.toHaveBeenCalled(); // busy: V8 collects as it goes
    busy = 0.01;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1); // idle, but nothing new to give back
    heap = 150;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1); // grown by less than the threshold
    heap = 170;
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    stop();
    vi.useRealTimers();
  });

  it("frees the heap with V8's own collection, although the process was not started with --expose-gc", () => {
    vi.useFakeTimers();
    const used = () => getHeapStatistics().used_heap_size;
    const stop = collectWhenIdle({ tickMs: 10, grownBytes: 0, busy: () => 0 });
    let garbage: Array<{ n: number; text: string }> | null = Array.from({ length: 300_000 }, (_, n) => ({ n, text: `line ${n}` }));
    const withGarbage = used();
    expect(garbage).toHaveLength(300_000);
    garbage = null;
    vi.advanceTimersByTime(10);
    stop();
    vi.useRealTimers();
    expect(withGarbage - used()).toBeGreaterThan(10 * 1024 * 1024);
    expect(typeof (globalThis as { gc?: unknown }).gc).toBe("undefined");
  });
});
