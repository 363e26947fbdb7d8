import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from "./compression";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
};

interface StaticFile {
  body: Buffer;
  /** The same bytes brotli- and gzip-compressed (written beside the file at build time). */
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

/** The build writes `.br` and `.gz` beside each text file (vite.config.ts); a file without them is compressed here once. */
function variants(path: string, body: Buffer, type: string): Pick<StaticFile, "br" | "gzip"> {
  if (!isCompressible(type) || body.length < MIN_COMPRESS_BYTES) return {};
  const read = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  return {
    br: read(".br") ?? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: read(".gz") ?? gzipSync(body, { level: 9 }),
  };
}

/**
 * Serves the storefront's built client files from memory, compressed as the client accepts. Only files
 * present at start are served, so no request path can reach outside the folder. Hashed files under
 * /assets/ never change.
 */
export function createStaticFiles(root: string) {
  const files = new Map<string, StaticFile>();
  if (existsSync(root)) {
    for (const name of readdirSync(root, { recursive: true }) as string[]) {
      const path = join(root, name);
      if (/\.(br|gz)$/.test(name) || !statSync(path).isFile()) continue;
      const url = `/${relative(root, path).split(sep).join("/")}`;
      const body = readFileSync(path);
      const type = TYPES[extname(path)] ?? "application/octet-stream";
      files.set(url, {
        body,
        ...variants(path, body, type),
        type,
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        cacheControl: url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      });
    }
  }

  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const file = files.get(path);
    if (!file) return false;
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    if (file.br) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const encoding = file.br ? negotiateEncoding(req.headers["accept-encoding"]) : "identity";
    const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", (body as Buffer).length);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
