// The heap given back after a busy spell (docs/adr/0032). Under load V8 lets an HTTP worker's old generation grow
// well past what is alive (its heap growing factor), and gives the pages back only after a long quiet time (its
// memory reducer): 1,000 mixed requests left each worker's old generation at 85 MB for 44 MB alive, seconds later.
// Once the process is idle (its event loop busy under 5 % of a second) while its heap holds much more than after the
// last collection, it collects once, compacting (a plain full collection frees the garbage but keeps the pages it
// was spread over: the resident memory stayed the same). Under steady load it never runs; a quiet shop pays one
// full collection (tens of milliseconds, while nothing waits) per busy spell.
import { performance } from "node:perf_hooks";
import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const TICK_MS = 1_000;
const IDLE_UTILISATION = 0.05;
const GROWN_BYTES = 32 * 1024 * 1024;

export interface IdleCollectorOptions {
  tickMs?: number;
  grownBytes?: number;
  /** The heap's bytes in use now (V8's statistics). */
  used?: () => number;
  /** The share of the last tick the event loop was busy (0-1). */
  busy?: () => number;
  collect?: () => void;
}

/** Starts watching; returns a stop function (the timer does not keep the process alive). */
export function collectWhenIdle(options: IdleCollectorOptions = {}): () => void {
  const used = options.used ?? (() => getHeapStatistics().used_heap_size);
  const busy = options.busy ?? loopUtilisation();
  const collect = options.collect ?? exposedGc();
  const grown = options.grownBytes ?? GROWN_BYTES;
  let baseline = used();
  const timer = setInterval(() => {
    if (busy() >= IDLE_UTILISATION || used() - baseline < grown) return;
    collect();
    baseline = used();
  }, options.tickMs ?? TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

function loopUtilisation(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    return share;
  };
}

/**
 * V8's gc() without starting the process with --expose-gc (Node's documented way, v8.setFlagsFromString), made to
 * compact the old generation's pages this once.
 */
function exposedGc(): () => void {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  return () => {
    setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
}
