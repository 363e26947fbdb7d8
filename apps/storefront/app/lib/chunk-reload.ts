// Spec section 8: a chunk that fails to load reloads the page, at most once per 10 seconds (so a broken deployment
// cannot trap the browser in a reload loop). On a client-side navigation the page to load is the one the shopper
// clicked, loaded once: not the page being left, then the clicked one (issue 37).
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

/** The router's state as far as this needs it (a GET navigation has no form method, or "GET"). */
export interface NavigationState {
  navigation: { state: string; location?: { pathname: string; search: string; hash: string }; formMethod?: string };
}

/** The address a GET navigation under way is loading, or null (none, or a form's POST: never repeated as a GET). */
export function navigationTarget(state: NavigationState | undefined, current: string): string | null {
  const navigation = state?.navigation;
  const target = navigation?.location;
  if (navigation?.state !== "loading" || !target || (navigation.formMethod ?? "GET").toUpperCase() !== "GET") return null;
  return new URL(target.pathname + target.search + target.hash, current).href;
}

/**
 * React Router loads a route's module when a navigation first needs it and, when that import fails, reloads the
 * page (`loadRouteModule` calls `window.location.reload()`: 7.18 and its main branch alike), which is the page being
 * left. Such a reload, started by the page's script while a GET navigation loads, is cancelled (the Navigation API's
 * `navigate` event) and the navigation's target loads instead: one document, the clicked one. A reload the shopper
 * asked for is left alone. True when it redirects.
 */
export function redirectReload(
  event: Pick<NavigateEvent, "navigationType" | "cancelable" | "userInitiated" | "preventDefault">,
  target: string | null,
  go: (url: string) => void,
): boolean {
  if (event.navigationType !== "reload" || !event.cancelable || event.userInitiated || !target) return false;
  event.preventDefault();
  go(target);
  return true;
}

export function installChunkReloadGuard() {
  // React Router keeps the page's router here once it has hydrated.
  const target = () =>
    navigationTarget((window as { __reactRouterDataRouter?: { state: NavigationState } }).__reactRouterDataRouter?.state, location.href);
  // The Navigation API (every engine since January 2026); without it React Router's reload of the left page stays.
  (window.navigation as Navigation | undefined)?.addEventListener("navigate", (event) => {
    // The redirect starts once the cancelled reload has returned.
    redirectReload(event, target(), (url) => queueMicrotask(() => location.assign(url)));
  });
  const handle = (error: unknown, event: Event) => {
    if (!isChunkLoadError(error)) return;
    // A navigation under way goes to its target; otherwise this page loads again.
    const to = target();
    if (reloadForChunkError(sessionStorage, Date.now(), () => (to ? location.assign(to) : location.reload()))) event.preventDefault();
  };
  // Vite's preload helper reports a failed chunk of a dynamic import here.
  window.addEventListener("vite:preloadError", (event) => handle((event as Event & { payload?: unknown }).payload, event));
  window.addEventListener("unhandledrejection", (event) => handle(event.reason, event));
}
