import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ApiError } from "./lib/api/client";
import { CardMemoContext } from "./lib/card-memo";
import { cardMemo, cardScopeOf } from "./lib/card-memo.server";
import { isCrawler } from "./lib/crawler";
import { withDeferredModules } from "./lib/deferred-scripts";
import { reportError } from "./lib/error-hook";
import { FragmentMemoContext } from "./lib/fragment-memo";
import { fragmentMemo } from "./lib/fragment-memo.server";
import { type CacheKeyRequest, pageCacheKey } from "./lib/page-cache";
import { DOCTYPE, forRender, preloadHandoff, renderWhole } from "./lib/render-document.server";
import { getRuntime } from "./lib/runtime.server";
import { contentSecurityPolicy, newNonce } from "./lib/security/csp.server";
import { NonceContext } from "./lib/security/nonce";
import { withShopManifest } from "./lib/shop-manifest.server";
import type { RootData } from "./lib/use-shop";

/** The server answers a path that cannot be the back office's with the routes without it (lib/shop-build.server.ts). */
export { mayBeBackOffice, shopBuildOf } from "./lib/shop-build.server";
/** The server answers a page's personal request before the router when it can (routes/city/personal.server.ts). */
export { answerPersonal } from "./routes/city/personal.server";

export const streamTimeout = 5_000;

/** The server's page cache asks the storefront which requests share a page (apps/server, docs/adr/0004). */
export function pageCacheKeyOf(request: CacheKeyRequest): string | null {
  return pageCacheKey(request, getRuntime().publicEnv.PUBLIC_BRAND);
}

/**
 * Renders the whole document before sending it, as one buffer. On these machines (shared/notes/stack-notes.md)
 * a React Router page under load had p99 ~3 s with timeouts when streaming, ~0.3 s with onAllReady
 * (docs/adr/0003); one buffer instead of React's many small chunks saves the stream plumbing, and the server
 * compresses and caches it whole (docs/adr/0004). A page is rendered as one string once its data is read
 * (lib/render-document.server.tsx, a fifth less CPU); one that suspends or fails is rendered again the streaming way.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  let statusCode = responseStatusCode;
  await preloadHandoff(routerContext);
  return new Promise<Response>((resolve, reject) => {
    // The API could not serve (its database busy or restarting): the page says so, and when to come back.
    if (
      Object.values(routerContext.staticHandlerContext.errors ?? {}).some((error) => error instanceof ApiError && error.statusCode === 503)
    ) {
      statusCode = 503;
      responseHeaders.set("Retry-After", "2");
      responseHeaders.set("Cache-Control", "no-store");
    }
    const crawler = isCrawler(request.headers.get("user-agent"));
    // Every render has its own nonce; a shared (cached) page keeps the one it was rendered with, together with
    // its policy header, so the two always match (docs/security.md, "Content-Security-Policy").
    const nonce = newNonce();
    // Vite's development server writes inline scripts of its own: the policy applies to the built shop.
    if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, getRuntime().publicEnv));
    const context = withShopManifest(routerContext);
    // The cards of a listing come from the card memo when an earlier render made them (lib/card-memo.server.ts).
    const scope = cardScopeOf(routerContext.staticHandlerContext.loaderData.root as RootData | undefined, new URL(request.url));
    // So do the header's menus, the footer and the home page's tiles (lib/fragment-memo.server.ts).
    const cards = scope && cardMemo(scope);
    const parts = scope && fragmentMemo(scope);
    const app = (memo: boolean) => (
      <NonceContext value={nonce}>
        <CardMemoContext value={memo ? cards : null}>
          <FragmentMemoContext value={memo ? parts : null}>
            <ServerRouter context={forRender(context)} url={request.url} nonce={nonce} />
          </FragmentMemoContext>
        </CardMemoContext>
      </NonceContext>
    );
    const whole = renderWhole(app(true));
    if (whole !== null) {
      cards?.keep(whole);
      parts?.keep(whole);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      const document = withDeferredModules(Buffer.from(whole), nonce, DOCTYPE);
      resolve(new Response(document, { headers: responseHeaders, status: statusCode }));
      return;
    }
    const { pipe, abort } = renderToPipeableStream(app(false), {
      nonce,
      // The whole document is sent at once, so every finished Suspense boundary goes in its place. By default
      // React moves a boundary past the first 12.8 KB into a hidden <div> that a script swaps in, which a
      // browser without JavaScript never shows (the age gate and the checkout's refusal are loaded lazily).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            clearTimeout(timer);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(withDeferredModules(Buffer.concat(chunks), nonce), { headers: responseHeaders, status: statusCode }));
            done();
          },
        });
        pipe(document);
      },
      onShellError: reject,
      onError(error) {
        if (request.signal.aborted) return;
        // A crawler's page still renders without the failed part (components/layout/crawler-safe.tsx).
        if (crawler) return reportError(error, "server");
        statusCode = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
