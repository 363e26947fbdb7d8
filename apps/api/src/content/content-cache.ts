// Per-process copies of small tables that only staff change (cities, the category tree, redirects), so that
// a page view does not ask the database for them again. They follow the shop's content version: createApi
// binds a database handle to it (the process's ContentChanges, shared through Redis, plus the API's own
// staff edits), and a copy made under an older version is loaded again on its next use. A copy also expires
// after MAX_AGE_MS, which bounds what an edit made outside the API (SQL by hand) leaves stale.
//
// Keyed by the database handle: a transaction (another handle) and an unbound handle always read the tables.
// A read replica's handle (DATABASE_REPLICA_URL) is bound to its primary: its caches are the primary's, loaded
// from the primary. Loaded from a lagging replica right after a staff edit, a copy would keep the old rows
// under the new version (until MAX_AGE_MS): the version says "reload", not "the replica has caught up".
const MAX_AGE_MS = 60_000;

interface Binding {
  /** Staff edits this process made through the API. */
  local: number;
  /** Versions from outside (the process's ContentChanges). */
  sources: Set<() => number>;
}

const bindings = new WeakMap<object, Binding>();
/** A replica's handle → its primary's, whose caches it uses. */
const primaries = new WeakMap<object, object>();

/**
 * Makes the content caches of `db` follow `version` (optional) and the API's own edits; returns what the
 * API calls when its staff changed content.
 */
export function bindContentVersion(db: object, version?: () => number): () => void {
  let binding = bindings.get(db);
  if (!binding) {
    binding = { local: 0, sources: new Set() };
    bindings.set(db, binding);
  }
  if (version) binding.sources.add(version);
  const bound = binding;
  return () => {
    bound.local += 1;
  };
}

/** The content caches of a read replica's handle are those of its primary (loaded from the primary). */
export function bindReplica(replica: object, primary: object): void {
  primaries.set(replica, primary);
}

/** Content of `db` changed outside the API's staff use-cases (tests, tools): its caches load anew. */
export function contentChangedIn(db: object): void {
  const binding = bindings.get(db);
  if (binding) binding.local += 1;
}

/** The content version of a bound handle (a sum of counters that only grow), or null when unbound. */
function versionOf(db: object): number | null {
  const binding = bindings.get(db);
  if (!binding) return null;
  let version = binding.local;
  for (const source of binding.sources) version += source();
  return version;
}

interface Entry<T> {
  version: number;
  loadedAt: number;
  value: Promise<T>;
}

/** One cached value per database handle, loaded by `load` (concurrent first uses share one load). */
export function contentCache<D extends object, T>(load: (db: D) => Promise<T>): (db: D) => Promise<T> {
  const entries = new WeakMap<object, Entry<T>>();
  return (given) => {
    const db = (primaries.get(given) as D | undefined) ?? given;
    const version = versionOf(db);
    if (version === null) return load(db);
    const now = Date.now();
    const entry = entries.get(db);
    if (entry && entry.version === version && now - entry.loadedAt < MAX_AGE_MS) return entry.value;
    // The version is read before the load: an edit during the load leaves this copy already outdated.
    const fresh: Entry<T> = { version, loadedAt: now, value: load(db) };
    entries.set(db, fresh);
    fresh.value.catch(() => {
      if (entries.get(db) === fresh) entries.delete(db);
    });
    return fresh.value;
  };
}
