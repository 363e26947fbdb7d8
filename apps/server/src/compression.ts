// Content coding for text responses (docs/adr/0004): brotli or gzip, as the client accepts them.
import { promisify } from "node:util";
import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompress,
  brotliDecompressSync,
  constants,
  gunzip,
  gunzipSync,
  gzip,
  gzipSync,
} from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/** Below this size compression is not worth its CPU and latency. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;

export const isCompressible = (contentType: string | null | undefined) => !!contentType && COMPRESSIBLE.test(contentType);

/** The coding to answer with: brotli, else gzip, else none; a coding with q=0 is refused. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined | null): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  if (!header) return "identity";
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q ? Number.parseFloat(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const br = quality.get("br") ?? quality.get("*") ?? 0;
  const gz = quality.get("gzip") ?? quality.get("x-gzip") ?? quality.get("*") ?? 0;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/**
 * "fast" for a body compressed per request (brotli 1: 0.18-0.2 ms for a category page of 120 KB here, against
 * 0.42-0.53 ms at quality 3, for 12 % more bytes, about 2 KB; a page kept in the page cache is recompressed
 * tighter on its second serving, so only its first visitor gets those bytes), on the event loop: zlib's thread
 * pool costs more CPU than the work itself at this size (0.31-0.44 ms instead of 0.26 for one page, over 1 ms
 * each when a few run at once on one core), and the
 * render gate (docs/adr/0007) keeps pages from waiting on each other anyway. "small" for a body compressed
 * once into the page cache (brotli 5, gzip 6), in zlib's thread pool so that it does not hold up the others.
 */
export function compress(body: Buffer, encoding: Exclude<Encoding, "identity">, mode: "fast" | "small" = "fast"): Promise<Buffer> {
  if (encoding === "br") {
    const options = brotliOptions(body, mode);
    return mode === "fast" ? Promise.resolve(brotliCompressSync(body, options)) : brotli(body, options);
  }
  return mode === "fast" ? Promise.resolve(gzipSync(body, { level: 4 })) : gzipAsync(body, { level: 6 });
}

/** As `compress` "small", on the event loop: a cached page's second coding, made the first time a client asks for it. */
export function compressSmallSync(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body, "small")) : gzipSync(body, { level: 6 });
}

/**
 * The smallest window that holds the whole body (brotli's window is 2^lgwin - 16 bytes; 16 to 24). Brotli's default
 * of 4 MB sizes buffers that a page of 120 KB does not use: each compression asked the system for fresh memory
 * (38 page faults and 0.28 ms for home, against 18 and 0.22 ms with the window of its size, the same bytes out).
 */
export const brotliWindowBits = (bytes: number) =>
  Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes + 16))));

const brotliOptions = (body: Buffer, mode: "fast" | "small") => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: mode === "fast" ? 1 : 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

/** Adds a token to a Vary header value without repeating it. */
export function varyWith(current: string | null | undefined, token: string): string {
  const tokens = (current ?? "")
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
  if (tokens.some((t) => t === "*" || t.toLowerCase() === token.toLowerCase())) return tokens.join(", ");
  return [...tokens, token].join(", ");
}

/** A compressed body as it was, in zlib's thread pool. */
export function decompress(body: Buffer, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  return encoding === "br" ? unbrotli(body) : gunzipAsync(body);
}

/** As `decompress`, on the event loop (a page cache entry for the rare client that accepts no compression). */
export function decompressSync(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body);
}
