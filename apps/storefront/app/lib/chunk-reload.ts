// Spec section 8: a chunk that fails to load reloads the page, at most once per 10 seconds (so a
// broken deployment cannot trap the browser in a reload loop). On a client-side navigation the page to
// load is the one the shopper clicked, not the one being left (issue 18).
const RELOAD_GUARD_MS = 10_000;
const KEY = "shop:chunk-reload-at";
/** The navigation under way: where from, where to, since when (kept while the router loads the next page). */
const PENDING_KEY = "shop:pending-navigation";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

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

interface Pending {
  from: string;
  to: string;
  at: number;
}

/** The router's state as far as this needs it (a GET navigation has no form method, or "GET"). */
export interface NavigationState {
  navigation: { state: string; location?: { pathname: string; search: string; hash: string }; formMethod?: string };
}

/** Remembers a GET navigation while it loads (a page loaded for a form's POST is never repeated); forgets it when done. */
export function trackNavigation(storage: Store, state: NavigationState, current: string, now: number) {
  const { navigation } = state;
  const target = navigation.location;
  if (navigation.state === "loading" && target && (navigation.formMethod ?? "GET").toUpperCase() === "GET") {
    const to = new URL(target.pathname + target.search + target.hash, current).href;
    storage.setItem(PENDING_KEY, JSON.stringify({ from: current, to, at: now } satisfies Pending));
  } else if (navigation.state === "idle") {
    storage.removeItem(PENDING_KEY);
  }
}

/** The page a navigation from `current` was loading when the page was left, if that was in the last 10 s. */
export function pendingTarget(storage: Store, current: string, now: number): string | null {
  try {
    const pending = JSON.parse(storage.getItem(PENDING_KEY) ?? "null") as Pending | null;
    // The target was made from a router location on this origin (trackNavigation).
    return pending && pending.from === current && now - pending.at <= RELOAD_GUARD_MS ? pending.to : null;
  } catch {
    return null;
  }
}

/**
 * React Router reloads the current page when a route module fails to load on a navigation. The navigation
 * under way was remembered (`trackNavigation`): when this page is such a reload of the page being left, the
 * page the shopper clicked is loaded instead. True when it goes there.
 */
export function resumeNavigation(storage: Store, current: string, now: number, reloaded: boolean, go: (url: string) => void): boolean {
  const target = reloaded ? pendingTarget(storage, current, now) : null;
  storage.removeItem(PENDING_KEY);
  if (!target || target === current) return false;
  go(target);
  return true;
}

interface WatchableRouter {
  state: NavigationState;
  subscribe(listener: (state: NavigationState) => void): () => void;
}

/** Follows the router's navigations once the page's router exists (React Router sets this global when it hydrates). */
function watchRouter() {
  const track = (state: NavigationState) => trackNavigation(sessionStorage, state, window.location.href, Date.now());
  let router: WatchableRouter | undefined;
  Object.defineProperty(window, "__reactRouterDataRouter", {
    configurable: true,
    get: () => router,
    set(value: WatchableRouter) {
      router = value;
      value?.subscribe?.(track);
    },
  });
}

export function installChunkReloadGuard() {
  const reloaded = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type === "reload";
  if (resumeNavigation(sessionStorage, window.location.href, Date.now(), reloaded, (url) => window.location.replace(url))) return;
  watchRouter();
  const handle = (error: unknown, event: Event) => {
    if (!isChunkLoadError(error)) return;
    // A navigation under way goes to its target; otherwise this page loads again.
    const target = pendingTarget(sessionStorage, window.location.href, Date.now());
    const reload = () => (target ? window.location.assign(target) : window.location.reload());
    if (reloadForChunkError(sessionStorage, Date.now(), reload)) event.preventDefault();
  };
  // Vite's preload helper reports a failed chunk of a dynamic import here.
  window.addEventListener("vite:preloadError", (event) => handle((event as Event & { payload?: unknown }).payload, event));
  window.addEventListener("unhandledrejection", (event) => handle(event.reason, event));
}
