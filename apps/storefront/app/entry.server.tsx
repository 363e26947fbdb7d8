import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isCrawler } from "./lib/crawler";
import { reportError } from "./lib/error-hook";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it. On these machines (shared/notes/stack-notes.md) a
 * React Router page under load had p99 ~3 s with timeouts when streaming, ~0.3 s with onAllReady
 * (docs/adr/0003).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const crawler = isCrawler(request.headers.get("user-agent"));
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: statusCode }));
        pipe(body);
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
    setTimeout(abort, streamTimeout + 1_000);
  });
}
