// The document in one piece. React's streaming renderer writes a page as thousands of small chunks, each encoded
// into its own buffer view (a tenth of a render's CPU here); `renderToString` keeps them as one string. It cannot
// wait for anything, so the render is given everything first: React Router's loader data (its turbo-stream,
// read to the end here, as `onAllReady` waited for it) goes into the cache its <StreamTransfer> reads before it
// would suspend. A page that still suspends or fails in a boundary (a lazy part's first load, an error) comes back
// from `renderToString` with a client-rendered boundary (`<!--$!-->`): that page is rendered again the streaming
// way, which waits for it and reports its errors; so is one that fails outside any boundary (docs/adr/0003, addendum).
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

/** What React Router's <StreamTransfer> reads before it reads the stream (react-router, lib/dom/ssr/single-fetch). */
interface RenderMeta {
  streamCache?: Record<number, { result: { done: boolean; value: string } }>;
}

/** Reads the loader data's stream to its end into the render's stream cache. */
export async function preloadHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = "";
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    value += decoder.decode(chunk.value, { stream: true });
  }
  value += decoder.decode();
  reader.releaseLock();
  const meta = (context.renderMeta ?? {}) as RenderMeta;
  // As React Router streams a page's data: the data, then the end (the same HTML as before).
  meta.streamCache = { 0: { result: { done: false, value } }, 1: { result: { done: true, value: "" } } };
  context.renderMeta = meta as EntryContext["renderMeta"];
}

/**
 * The context for one render: the stream is read, and each render's <ServerRouter> takes a reader of its own. Its
 * manifest names only the page's matched routes: <ServerRouter> builds a route object of every route it is given
 * for each render (a twentieth of a product page's CPU), and a server render reads only the matched ones (its
 * scripts and links; nothing of the shop prefetches another page's modules, and the browser loads its manifest by
 * URL, routes.ts `routeDiscovery: "initial"`). The HTML is the same (docs/adr/0007, addendum of stop 49).
 */
export function forRender(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const { route } of context.staticHandlerContext.matches) routes[route.id] = context.manifest.routes[route.id];
  return {
    ...context,
    manifest: { ...context.manifest, routes },
    ...(context.serverHandoffStream ? { serverHandoffStream: new ReadableStream({ start: (c) => c.close() }) } : {}),
  };
}

/** A client-rendered boundary: something suspended or failed, which `renderToString` does not wait for or report. */
const CLIENT_RENDERED = "<!--$!-->";

/** What goes before the document's markup (React writes it in a streaming render, not in `renderToString`'s). */
export const DOCTYPE = "<!DOCTYPE html>";

/**
 * The document's markup as one string, without its doctype (DOCTYPE, put before it as bytes), or null when it must
 * be rendered the streaming way (which reports any error). The markup is React's chunks joined one by one; flattened
 * here once, it is a document's size (on a page with any character past Latin-1, twice its characters in bytes, in
 * pages of memory of its own): a doctype joined to it as a string would make the process flatten and copy it again.
 */
export function renderWhole(app: React.ReactNode): string | null {
  let html: string;
  try {
    html = renderToString(app);
  } catch {
    return null;
  }
  return html.includes(CLIENT_RENDERED) ? null : html;
}
