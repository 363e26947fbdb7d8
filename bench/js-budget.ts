// JS a first visit downloads for a page: every module the HTML names (modulepreload links, module scripts,
// their static imports, followed recursively), each counted at its gzip size as the server sends it.
import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

export interface JsWeight {
  files: number;
  gzipBytes: number;
  rawBytes: number;
}

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;

/** The module URLs an HTML document loads up front (not the ones imported lazily later). */
function modulesOfHtml(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/import\s+["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/\bfrom\s+["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1] as string);
  // The preloads the page starts after its first paint (apps/storefront/app/lib/deferred-scripts.ts).
  const held = /var h=(\[[^\]]*\])/.exec(html);
  for (const url of held ? (JSON.parse(held[1] as string) as string[]) : []) urls.add(url);
  return [...urls];
}

/** The bytes of a GET as they come over the wire (no decoding), with the response's headers. */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Fetches a module as a browser would, asking for gzip (the budget's unit), and its text. */
async function fetchModule(origin: string, url: string): Promise<{ gzip: number; text: string }> {
  const response = await rawGet(new URL(url, origin).href, { "accept-encoding": "gzip" });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const gzipped = response.headers["content-encoding"] === "gzip";
  const text = (gzipped ? gunzipSync(response.body) : response.body).toString("utf8");
  // A server that does not compress is measured as if it did (what the budget counts is gzip).
  return { gzip: gzipped ? response.body.length : gzipSync(response.body).length, text };
}

/** The JS a first visit of `path` downloads, following static imports between modules. */
export async function jsWeightOf(origin: string, html: string): Promise<JsWeight> {
  const seen = new Set<string>();
  const queue = modulesOfHtml(html);
  let gzipBytes = 0;
  let rawBytes = 0;
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const module = await fetchModule(origin, url);
    gzipBytes += module.gzip;
    rawBytes += Buffer.byteLength(module.text);
    for (const match of module.text.matchAll(STATIC_IMPORT)) {
      const next = new URL(match[1] as string, new URL(url, origin)).pathname;
      if (!seen.has(next)) queue.push(next);
    }
  }
  return { files: seen.size, gzipBytes, rawBytes };
}
