// The shared page cache (docs/adr/0004): anonymous storefront pages (and other public responses the
// storefront marks with s-maxage), stored once in each coding clients ask for, served like static files until their
// s-maxage passes, then served stale while one background render refreshes them. A staff edit moves the
// shop's content version on (in every process, through Redis): entries of an older version are dropped.
import { createHash } from "node:crypto";
import { compress, compressSmallSync, decompress, decompressSync, type Encoding } from "./compression";

export interface CachedPage {
  status: number;
  /** Response headers to repeat (not per-request ones such as X-Request-Id, Date or Set-Cookie). */
  headers: Array<[string, string]>;
  etag: string;
  /**
   * Compressed when the entry is made for the coding its first client asked for, the other on its first request
   * (from the first, decompressed). The body as it is is not kept: it is 4-6 times the compressed size, and only a
   * client that accepts no compression needs it (decompressed for each such request).
   */
  br: Buffer | null;
  gzip: Buffer | null;
  /**
   * The render's own coding is made quickly (brotli 1, gzip 4) and named here until its second serving
   * recompresses it tighter (brotli 5, gzip 6) off the event loop: only a page asked for again pays for the
   * smaller body.
   */
  quick: "br" | "gzip" | null;
  /** Times the quick coding was served. */
  served: number;
  /** Bytes the cache counts for the entry: both codings, the missing one reckoned at the first's size. */
  size: number;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  version: number;
}

export interface CachePolicy {
  freshSeconds: number;
  staleSeconds: number;
}

/** What a response's Cache-Control allows a shared cache: `public` with `s-maxage` > 0, else nothing. */
export function sharedPolicy(cacheControl: string | null): CachePolicy | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl.split(",").map((part) => {
      const [name = "", value = ""] = part.trim().toLowerCase().split("=");
      return [name, value] as const;
    }),
  );
  if (!directives.has("public") || directives.has("private") || directives.has("no-store")) return null;
  const fresh = Number.parseInt(directives.get("s-maxage") ?? "", 10);
  if (!(fresh > 0)) return null;
  const stale = Number.parseInt(directives.get("stale-while-revalidate") ?? "0", 10);
  return { freshSeconds: fresh, staleSeconds: Number.isFinite(stale) && stale > 0 ? stale : 0 };
}

const PER_REQUEST_HEADERS = new Set([
  "set-cookie",
  "x-request-id",
  "date",
  "content-length",
  "content-encoding",
  "etag",
  "transfer-encoding",
]);

/**
 * Builds an entry: the body as it is, and compressed quickly in the coding the request that rendered it accepts.
 * Browsers all take brotli: a page rendered for one is not gzipped until a client asks for gzip (`pageBody`), which
 * saves every render for the cache a second compression. A page served a second time is recompressed tighter
 * (`pageBody`): most renders of a unique address (a filter, a search) are never asked for again.
 */
export async function cachedPage(
  response: { status: number; headers: Headers },
  identity: Buffer,
  policy: CachePolicy,
  version: number,
  first: Encoding = "br",
): Promise<CachedPage> {
  const coding = first === "gzip" ? "gzip" : "br";
  const body = await compress(identity, coding, "fast");
  const br = coding === "br" ? body : null;
  const gzip = coding === "gzip" ? body : null;
  const headers: Array<[string, string]> = [];
  response.headers.forEach((value, name) => {
    if (!PER_REQUEST_HEADERS.has(name)) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    br,
    gzip,
    quick: coding,
    served: 0,
    size: 2 * body.length,
    storedAt: 0,
    freshMs: policy.freshSeconds * 1000,
    staleMs: policy.staleSeconds * 1000,
    version,
  };
}

/** The entry's body as it is, from whichever coding it keeps. */
function identityOf(page: CachedPage): Buffer {
  return page.br ? decompressSync(page.br, "br") : decompressSync(page.gzip as Buffer, "gzip");
}

/**
 * The entry's body in a coding, compressed now if no client asked for that coding before. Its second serving
 * recompresses the render's quick coding tighter, in zlib's pool; the quick one is served until that is done.
 */
export function pageBody(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === "identity") return identityOf(page);
  const known = page[encoding];
  if (!known) {
    const made = compressSmallSync(identityOf(page), encoding);
    page[encoding] = made;
    return made;
  }
  if (page.quick === encoding && ++page.served === 2) {
    page.quick = null;
    decompress(known, encoding)
      .then((identity) => compress(identity, encoding, "small"))
      .then(
        (tighter) => {
          page[encoding] = tighter;
        },
        () => {},
      );
  }
  return known;
}

export interface PageCacheOptions {
  /** The shop's content version now (apps/api content changes). */
  version: () => number;
  maxBytes: number;
  now?: () => number;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ version, maxBytes, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  let bytes = 0;
  const sizeOf = (page: CachedPage) => page.size;
  const drop = (key: string) => {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  };
  return {
    version,
    /** A usable entry: fresh, or stale within its stale-while-revalidate time; older versions are gone. */
    get(key: string): { page: CachedPage; fresh: boolean } | null {
      const page = entries.get(key);
      if (!page) return null;
      const age = now() - page.storedAt;
      if (page.version !== version() || age > page.freshMs + page.staleMs) {
        drop(key);
        return null;
      }
      // Least recently used goes first: a hit moves the entry to the end.
      entries.delete(key);
      entries.set(key, page);
      return { page, fresh: age <= page.freshMs };
    },
    /** Stores an entry (its age counts from now). */
    set(key: string, page: CachedPage): void {
      if (page.version !== version()) return;
      drop(key);
      page.storedAt = now();
      entries.set(key, page);
      bytes += sizeOf(page);
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    /** The render of a key in progress, so that concurrent requests for it wait instead of rendering again. */
    pending: (key: string) => renders.get(key),
    track(key: string, render: Promise<CachedPage | null>): void {
      renders.set(key, render);
      void render.finally(() => {
        if (renders.get(key) === render) renders.delete(key);
      });
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
