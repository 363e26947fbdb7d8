import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";

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
  type: string;
  etag: string;
  cacheControl: string;
}

/**
 * Serves the storefront's built client files from memory. Only files present at start are served,
 * so no request path can reach outside the folder. Hashed files under /assets/ never change.
 */
export function createStaticFiles(root: string) {
  const files = new Map<string, StaticFile>();
  if (existsSync(root)) {
    for (const name of readdirSync(root, { recursive: true }) as string[]) {
      const path = join(root, name);
      if (!statSync(path).isFile()) continue;
      const url = `/${relative(root, path).split(sep).join("/")}`;
      const body = readFileSync(path);
      files.set(url, {
        body,
        type: TYPES[extname(path)] ?? "application/octet-stream",
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
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.setHeader("Content-Length", file.body.length);
    res.end(req.method === "HEAD" ? undefined : file.body);
    return true;
  };
}
