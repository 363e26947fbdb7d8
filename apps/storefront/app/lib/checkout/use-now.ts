import { useSyncExternalStore } from "react";

// One clock for every countdown on the page: it ticks each second while something listens.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const notify of listeners) notify();
  }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time to the second (stable between ticks, so React sees the same snapshot). */
const now = () => Math.floor(Date.now() / 1000) * 1000;

/** The current time, updated each second. The server renders its own time; the browser corrects it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, now, now);
}
