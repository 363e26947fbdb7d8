// What bench/run.ts measures with one server: uncached renders (PAGE_CACHE=false) or the cached shop
// (static reference, cached pages, JS per route, compression).
import { jsWeightOf, rawGet } from "./js-budget";
import { runLoad } from "./lib";
import { durations, measure, type PageRow, REPEAT_VISITOR, staticFileOfSize, type Target } from "./pages";

export interface ShopTargets {
  home: Target;
  category: Target;
  product: Target;
  search: Target;
  cart: Target;
  checkout: Target;
}

/** Real pages of warszawa, found through the catalogue API; a visitor's cart of three products. */
export async function shopTargets(base: string): Promise<ShopTargets> {
  const listing = (await (await fetch(`${base}/api/v1/catalogue/warszawa/products?pageSize=12`)).json()) as {
    items: { id: number; slug: string; kind: string; category: { slug: string }; availability: { count: number } }[];
  };
  const product = listing.items[0];
  if (!product) throw new Error("the catalogue of warszawa is empty");
  let cartId = "";
  for (const item of listing.items.filter((card) => card.kind === "simple" && card.availability.count >= 2).slice(0, 3)) {
    const response = await fetch(`${base}/api/v1/cart/items`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cartId ? { "X-Cart-Id": cartId } : {}) },
      body: JSON.stringify({ city: "warszawa", productId: item.id, quantity: 2 }),
    });
    if (!response.ok) throw new Error(`could not fill the bench cart: ${response.status}`);
    cartId = ((await response.json()) as { id: string }).id ?? cartId;
  }
  const page = (label: string, path: string, headers: Record<string, string> = REPEAT_VISITOR): Target => ({ label, path, headers });
  const withCart = { ...REPEAT_VISITOR, cookie: `${REPEAT_VISITOR.cookie}; cart=${cartId}` };
  return {
    home: page("home", "/en/warszawa"),
    category: page("category", `/en/warszawa/categories/${product.category.slug}`),
    product: page("product", `/en/warszawa/products/${product.slug}`),
    search: page("search", "/en/warszawa/products/search?q=mint"),
    cart: page("cart (3 lines)", "/en/warszawa/cart", withCart),
    checkout: page("checkout", "/en/warszawa/checkout", withCart),
  };
}

const log = (line: string) => console.log(`bench: ${line}`);

/** Uncached renders: CPU per render and behaviour under 10, 50 and 100 connections. */
export async function uncachedRows(base: string, pid: number, engine: string, targets: ShopTargets, quick: boolean): Promise<PageRow[]> {
  const d = durations(quick);
  const rows: PageRow[] = [];
  // A server that has run for a while: every page rendered a few hundred times first (V8 has compiled the hot
  // code by then), so that the first page measured does not pay for the warm-up of all of them.
  const pages = [targets.home, targets.category, targets.product, targets.search, targets.cart];
  const seconds = quick ? 3 : 10;
  log(`${engine} warming up: ${pages.length} pages, ${seconds} s each`);
  for (const target of pages) await runLoad(`${base}${target.path}`, { connections: 10, seconds, headers: target.headers });
  for (const target of [targets.home, targets.category, targets.product]) {
    for (const [connections, seconds] of [
      [10, d.short],
      [50, d.short],
      [100, d.long],
    ] as const) {
      log(`${engine} uncached ${target.label}, ${connections} connections, ${seconds} s`);
      rows.push(await measure(base, pid, target, { engine, mode: "uncached", connections, seconds, warmup: d.warmup }));
    }
  }
  for (const target of [targets.search, targets.cart]) {
    log(`${engine} uncached ${target.label}, 50 connections, ${d.short} s`);
    rows.push(await measure(base, pid, target, { engine, mode: "uncached", connections: 50, seconds: d.short, warmup: d.warmup }));
  }
  return rows;
}

/** The cached shop: each page beside a static file of its size, then 10, 50 and 100 connections. */
export async function cachedRows(base: string, pid: number, engine: string, targets: ShopTargets, quick: boolean): Promise<PageRow[]> {
  const d = durations(quick);
  const rows: PageRow[] = [];
  for (const target of [targets.home, targets.category, targets.product]) {
    const bytes = (await rawGet(`${base}${target.path}`, target.headers)).body.length;
    const file = staticFileOfSize(bytes);
    const reference = { label: `static file for ${target.label} (${file})`, path: file, headers: REPEAT_VISITOR };
    log(`${engine} ${reference.label}, 50 connections`);
    rows.push(await measure(base, pid, reference, { engine, mode: "static", connections: 50, seconds: d.short, warmup: d.warmup }));
    for (const [connections, seconds] of [
      [10, d.short],
      [50, d.short],
      [100, d.long],
    ] as const) {
      log(`${engine} cached ${target.label}, ${connections} connections, ${seconds} s`);
      rows.push(await measure(base, pid, target, { engine, mode: "cached", connections, seconds, warmup: d.warmup }));
    }
  }
  return rows;
}

export interface JsRow {
  route: string;
  gzipBytes: number;
  files: number;
}

/** The JS a first visit of each route downloads (gzip). */
export async function jsRows(base: string, targets: ShopTargets): Promise<JsRow[]> {
  const rows: JsRow[] = [];
  for (const target of Object.values(targets)) {
    const html = (await rawGet(`${base}${target.path}`, { ...target.headers, "accept-encoding": "identity" })).body.toString();
    const weight = await jsWeightOf(base, html);
    rows.push({ route: target.label, gzipBytes: weight.gzipBytes, files: weight.files });
  }
  return rows;
}

export interface CodingRow {
  what: string;
  br: string;
  gzip: string;
  vary: boolean;
}

/** Which coding each kind of text response comes in, asked for brotli and for gzip. */
export async function codingRows(base: string, targets: ShopTargets): Promise<CodingRow[]> {
  const html = (await rawGet(`${base}${targets.home.path}`, { ...REPEAT_VISITOR, "accept-encoding": "identity" })).body.toString();
  const js = /"(\/assets\/framework-[^"]+\.js)"/.exec(html);
  const css = /href="(\/assets\/[^"#]+\.css)#?"/.exec(html)?.[1];
  const samples: Array<[string, string, Record<string, string>]> = [
    ["HTML (category)", targets.category.path, REPEAT_VISITOR],
    ["HTML (cart, not cached)", targets.cart.path, targets.cart.headers],
    ["JSON (/api/v1/catalogue/warszawa/products)", "/api/v1/catalogue/warszawa/products?pageSize=24", {}],
    ["JS (hashed asset)", js?.[1] ?? "", {}],
    ["CSS (hashed asset)", css ?? "", {}],
  ];
  const rows: CodingRow[] = [];
  for (const [what, path, headers] of samples) {
    const br = await rawGet(`${base}${path}`, { ...headers, "accept-encoding": "br" });
    const gz = await rawGet(`${base}${path}`, { ...headers, "accept-encoding": "gzip" });
    rows.push({
      what,
      br: String(br.headers["content-encoding"] ?? "none"),
      gzip: String(gz.headers["content-encoding"] ?? "none"),
      vary: /accept-encoding/i.test(String(br.headers.vary ?? "")),
    });
  }
  return rows;
}
