import { lazy, Suspense } from "react";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { forRender, preloadHandoff, renderWhole } from "./render-document.server";

const page = (body: React.ReactNode) => (
  <html lang="en">
    <body>{body}</body>
  </html>
);

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("renderWhole", () => {
  it("renders a document's markup as one string, without its doctype", () => {
    expect(renderWhole(page(<p title={"a<b"}>{"Tom & Jerry"}</p>))).toBe(
      '<html lang="en"><head></head><body><p title="a&lt;b">Tom &amp; Jerry</p></body></html>',
    );
  });

  it("gives up on a page whose boundary suspends (a lazy part's first load), so that it is rendered the streaming way", () => {
    const Later = lazy(() => new Promise<{ default: () => React.ReactNode }>(() => {}));
    expect(
      renderWhole(
        page(
          <Suspense fallback={<p>loading</p>}>
            <Later />
          </Suspense>,
        ),
      ),
    ).toBeNull();
  });

  it("gives up on a page whose boundary fails, so that the streaming render reports the error", () => {
    const Broken = () => {
      throw new Error("broken");
    };
    expect(
      renderWhole(
        page(
          <Suspense fallback={<p>loading</p>}>
            <Broken />
          </Suspense>,
        ),
      ),
    ).toBeNull();
  });

  it("gives up on a page that fails outside any boundary, so that the streaming render reports the error", () => {
    const Broken = () => {
      throw new Error("broken");
    };
    expect(renderWhole(page(<Broken />))).toBeNull();
  });
});

/** A cart page's context: the whole manifest, and the routes the page matched. */
const ROUTED = {
  manifest: {
    url: "/assets/manifest-1.js",
    version: "1",
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/assets/root.js" },
      "routes/city/cart": { id: "routes/city/cart", parentId: "root", path: "cart", module: "/assets/cart.js" },
      "routes/city/home": { id: "routes/city/home", parentId: "root", index: true, module: "/assets/home.js" },
    },
  },
  staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "routes/city/cart" } }] },
};

describe("preloadHandoff", () => {
  it("reads the loader data's stream to its end into the render's stream cache, as React Router would stream it", async () => {
    const context = { serverHandoffStream: streamOf('[{"_1":2},', "\n", "zażółć]\n"), renderMeta: {} } as unknown as EntryContext;
    await preloadHandoff(context);
    expect(context.renderMeta).toEqual({
      streamCache: { 0: { result: { done: false, value: '[{"_1":2},\nzażółć]\n' } }, 1: { result: { done: true, value: "" } } },
    });
  });

  it("gives every render a reader of its own once the stream is read", async () => {
    const context = { ...ROUTED, serverHandoffStream: streamOf("x"), renderMeta: {} } as unknown as EntryContext;
    await preloadHandoff(context);
    const first = forRender(context);
    const second = forRender(context);
    first.serverHandoffStream?.getReader();
    expect(() => second.serverHandoffStream?.getReader()).not.toThrow();
    expect(second.renderMeta).toBe(context.renderMeta);
  });

  it("leaves a context without data as it is", async () => {
    const context = { ...ROUTED, renderMeta: {} } as unknown as EntryContext;
    await preloadHandoff(context);
    expect(context.renderMeta).toEqual({});
    expect(forRender(context).serverHandoffStream).toBeUndefined();
  });
});

describe("forRender", () => {
  it("names only the page's matched routes in the render's manifest, and keeps the rest of it", () => {
    const context = ROUTED as unknown as EntryContext;
    const render = forRender(context);
    expect(render.manifest.routes).toEqual({
      root: ROUTED.manifest.routes.root,
      "routes/city/cart": ROUTED.manifest.routes["routes/city/cart"],
    });
    expect({ ...render.manifest, routes: {} }).toEqual({ ...ROUTED.manifest, routes: {} });
    expect(Object.keys(context.manifest.routes)).toHaveLength(3);
  });
});
