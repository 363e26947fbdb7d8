// Spec section 8: a chunk that fails to load reloads the page, at most once per 10 seconds (so a
// broken deployment cannot trap the browser in a reload loop).
const RELOAD_GUARD_MS = 10_000;
const KEY = "shop:chunk-reload-at";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Reloads unless a reload for the same reason happened in the last 10 s; true when it reloads. */
export function reloadForChunkError(storage: Pick<Storage, "getItem" | "setItem">, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

export function installChunkReloadGuard() {
  const handle = (error: unknown, event: Event) => {
    if (!isChunkLoadError(error)) return;
    if (reloadForChunkError(sessionStorage, Date.now(), () => window.location.reload())) event.preventDefault();
  };
  // Vite's preload helper reports a failed chunk of a dynamic import here.
  window.addEventListener("vite:preloadError", (event) => handle((event as Event & { payload?: unknown }).payload, event));
  window.addEventListener("unhandledrejection", (event) => handle(event.reason, event));
}
