import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compress, compressSmallSync } from "./compression";
import { createHttpHandler } from "./http-handler";
import { cachedPage, createPageCache, pageBody, sharedPolicy } from "./page-cache";

const PAGE = `<!doctype html><html><body>${"<p>Shisha tobacco</p>".repeat(300)}</body></html>`;
let server: Server | undefined;

/** A GET whose body comes as sent (not decoded). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A shop whose storefront counts its renders; requests without a `session` cookie share pages. */
async function shop(options: { headers?: Record<string, string>; delayMs?: number } = {}) {
  let version = 1;
  let clock = Date.now();
  let renders = 0;
  const storefront = async () => {
    renders++;
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return new Response(`${PAGE}<!-- render ${renders} -->`, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=15", ...options.headers },
    });
  };
  const api = { fetch: () => Response.json({ items: Array.from({ length: 100 }, (_, id) => ({ id, name: `Product ${id}` })) }) };
  const cache = createPageCache({ version: () => version, maxBytes: 10_000_000, now: () => clock });
  const handler = createHttpHandler({
    api,
    storefront,
    logger: pino({ level: "silent" }),
    pages: { cache, keyOf: (req) => (String(req.headers.cookie ?? "").includes("session=") ? null : (req.url ?? null)) },
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders: () => renders, staffEdited: () => version++, later: (ms: number) => (clock += ms) };
}

describe("the page cache", () => {
  it("renders a shared page once, then answers from memory in the coding the client accepts", async () => {
    const { base, renders } = await shop();
    const first = await rawGet(`${base}/en/warszawa`, { "accept-encoding": "br" });
    const second = await rawGet(`${base}/en/warszawa`, { "accept-encoding": "gzip" });
    const plain = await rawGet(`${base}/en/warszawa`);
    expect(renders()).toBe(1);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(first.body).toString()).toContain("render 1");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(second.body).toString()).toBe(plain.body.toString());
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(second.headers.vary).toContain("Accept-Encoding");
    expect(second.headers.age).toBeDefined();
  });

  it("serves a page rendered for a gzip-only client to a brotli one from the same render", async () => {
    const { base, renders } = await shop();
    const gzipped = await rawGet(`${base}/en/warszawa`, { "accept-encoding": "gzip" });
    const brotli = await rawGet(`${base}/en/warszawa`, { "accept-encoding": "br" });
    expect(renders()).toBe(1);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(gunzipSync(gzipped.body).toString());
  });

  it("answers 304 to a browser that has the page", async () => {
    const { base } = await shop();
    const page = await rawGet(`${base}/en/warszawa`);
    const again = await rawGet(`${base}/en/warszawa`, { "if-none-match": String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("never answers a request that is not shared (a signed-in customer) from the cache", async () => {
    const { base, renders } = await shop();
    await rawGet(`${base}/en/warszawa`);
    const signedIn = await rawGet(`${base}/en/warszawa`, { cookie: "session=token" });
    expect(renders()).toBe(2);
    expect(signedIn.body.toString()).toContain("render 2");
  });

  it("renders again once staff changed the shop's content", async () => {
    const { base, renders, staffEdited } = await shop();
    await rawGet(`${base}/en/warszawa`);
    staffEdited();
    const after = await rawGet(`${base}/en/warszawa`);
    expect(renders()).toBe(2);
    expect(after.body.toString()).toContain("render 2");
  });

  it("serves a page past its s-maxage while one render refreshes it, then the fresh one", async () => {
    const { base, renders, later } = await shop({ headers: { "Cache-Control": "public, s-maxage=15, stale-while-revalidate=45" } });
    await rawGet(`${base}/en/warszawa`);
    later(20_000);
    const stale = await rawGet(`${base}/en/warszawa`);
    expect(stale.body.toString()).toContain("render 1");
    await expect.poll(renders).toBe(2);
    await expect.poll(async () => (await rawGet(`${base}/en/warszawa`)).body.toString()).toContain("render 2");
    later(61_000);
    expect((await rawGet(`${base}/en/warszawa`)).body.toString()).toContain("render 3");
  });

  it("keeps nothing that sets a cookie or is not public", async () => {
    const { base, renders } = await shop({ headers: { "Set-Cookie": "citySlug=warszawa" } });
    await rawGet(`${base}/en/warszawa`);
    await rawGet(`${base}/en/warszawa`);
    expect(renders()).toBe(2);
  });

  it("lets concurrent requests for a page share one render", async () => {
    const { base, renders } = await shop({ delayMs: 100 });
    const pages = await Promise.all(Array.from({ length: 10 }, () => rawGet(`${base}/en/warszawa`, { "accept-encoding": "br" })));
    expect(renders()).toBe(1);
    expect(new Set(pages.map((page) => page.status))).toEqual(new Set([200]));
  });

  it("compresses JSON over 1 KB and leaves small answers as they are", async () => {
    const { base } = await shop();
    const json = await rawGet(`${base}/api/v1/catalogue/warszawa/products`, { "accept-encoding": "gzip, br" });
    expect(json.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(json.body).toString()).items).toHaveLength(100);
  });
});

describe("a cached page's codings", () => {
  const listing = Buffer.from(
    Array.from(
      { length: 400 },
      (_, n) => `<li data-id="${n * 7919}"><a href="/en/warszawa/products/p-${n}">Tobacco ${n % 37} ${n * 31}</a></li>`,
    ).join(""),
  );
  const policy = { freshSeconds: 15, staleSeconds: 45 };

  it("serves the render's quick coding twice, then the same page at the cache's quality", async () => {
    const page = await cachedPage({ status: 200, headers: new Headers() }, listing, policy, 1, "br");
    const first = pageBody(page, "br");
    expect(pageBody(page, "br")).toBe(first);
    expect(first).toEqual(await compress(listing, "br", "fast"));
    await vi.waitFor(() => expect(pageBody(page, "br")).not.toBe(first));
    expect(pageBody(page, "br")).toEqual(compressSmallSync(listing, "br"));
    expect(brotliDecompressSync(pageBody(page, "br"))).toEqual(listing);
  });
});

describe("sharedPolicy", () => {
  it("reads what a shared cache may do from Cache-Control", () => {
    expect(sharedPolicy("public, max-age=0, s-maxage=15, stale-while-revalidate=45")).toEqual({ freshSeconds: 15, staleSeconds: 45 });
    expect(sharedPolicy("private, no-store")).toBeNull();
    expect(sharedPolicy("public, max-age=3600")).toBeNull();
    expect(sharedPolicy(null)).toBeNull();
  });
});
