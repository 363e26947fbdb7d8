// What leaves the server for a response the API or the storefront made: compressed when it is text
// over 1 KB, and stored in the page cache when the storefront marked it public (docs/adr/0004).
import type { IncomingMessage, ServerResponse } from "node:http";
import { compress, type Encoding, isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding, varyWith } from "./compression";
import { type CachedPage, cachedPage, pageBody, sharedPolicy } from "./page-cache";

/** Whether the client's validator matches (weak comparison, as GET allows). */
function notModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === bare);
}

/** Answers from a cached entry, as cheaply as a static file: chosen coding, ETag, 304 when it matches. */
export function writeCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, now = Date.now()): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Age", Math.max(0, Math.floor((now - page.storedAt) / 1000)));
  res.setHeader("Vary", varyWith(res.getHeader("Vary") as string | undefined, "Accept-Encoding"));
  if (notModified(req.headers["if-none-match"], page.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  const body = pageBody(page, encoding);
  res.statusCode = page.status;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The page entry a response makes, when the request had a cache key and the response may be shared; compressed
 * first in the coding of the request that rendered it (`acceptEncoding`).
 */
export async function toCachedPage(
  response: Response,
  body: Buffer,
  version: number,
  acceptEncoding: string | null | undefined,
): Promise<CachedPage | null> {
  const policy =
    response.status === 200 && !response.headers.has("set-cookie") ? sharedPolicy(response.headers.get("cache-control")) : null;
  return policy ? cachedPage(response, body, policy, version, negotiateEncoding(acceptEncoding)) : null;
}

/** A response from a cached entry (for a request that waited for the render of its page). */
export function responseOf(page: CachedPage, request: Request): Response {
  const headers = new Headers(page.headers);
  headers.set("ETag", page.etag);
  headers.set("Vary", varyWith(headers.get("Vary"), "Accept-Encoding"));
  if (notModified(request.headers.get("if-none-match") ?? undefined, page.etag)) return new Response(null, { status: 304, headers });
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  const body = pageBody(page, encoding);
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: page.status, headers });
}

/** The bytes of a Buffer as a Uint8Array, without copying them. */
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/** Statuses whose response has no body (Fetch: a "null body status"). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** The response with `Vary: Accept-Encoding` added; a copy when its headers cannot change (a fetched response). */
function varyingOnCoding(response: Response): Response {
  const vary = varyWith(response.headers.get("Vary"), "Accept-Encoding");
  try {
    response.headers.set("Vary", vary);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set("Vary", vary);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * Text over 1 KB leaves compressed in the coding the client prefers; anything else as it is. JSON (the API's answers)
 * for a client without Accept-Encoding is not read: it stays the lightweight Response that @hono/node-server writes
 * at once, without a web stream (docs/performance.md, stop 53). Pages are read whole either way.
 */
export async function compressed(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get("content-type");
  if (NULL_BODY.has(response.status) || response.headers.has("content-encoding") || !isCompressible(type) || request.method === "HEAD")
    return response;
  if (/\bno-transform\b/i.test(response.headers.get("cache-control") ?? "")) return response;
  const encoding: Encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (encoding === "identity" && type?.startsWith("application/json")) return varyingOnCoding(response);
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("Vary", varyWith(headers.get("Vary"), "Accept-Encoding"));
  if (encoding === "identity" || body.length < MIN_COMPRESS_BYTES) {
    return new Response(bytesOf(body), { status: response.status, statusText: response.statusText, headers });
  }
  const out = await compress(body, encoding);
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(out.length));
  return new Response(bytesOf(out), { status: response.status, statusText: response.statusText, headers });
}
