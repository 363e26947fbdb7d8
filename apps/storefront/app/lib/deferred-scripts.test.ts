import { describe, expect, it } from "vitest";
import { withDeferredModules } from "./deferred-scripts";

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/texts/en.abc.json" as="fetch" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="stylesheet" href="/assets/frame-C.css"/></head><body><main>Śliwka</main>',
  '<script nonce="N0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="N0nce" type="module" async="">import * as route0 from "/assets/root-D.js";\nimport("/assets/entry.client-A.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

describe("withDeferredModules", () => {
  const out = withDeferredModules(Buffer.from(page), "N0nce").toString("utf8");

  it("takes the module preloads out of the head and keeps the stylesheet, the texts and the content", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/frame-C.css"/>');
    expect(out).toContain('<link rel="preload" href="/texts/en.abc.json"');
    expect(out).toContain("<main>Śliwka</main>");
    expect(out).toContain("window.__reactRouterContext.streamController.close();");
  });

  it("holds the boot module inert and starts it, with the preloads in their order, after load and paint", () => {
    expect(out).toContain('<script type="text/x-module-held" id="rr-boot">import * as route0 from "/assets/root-D.js";');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('["/assets/entry.client-A.js","/assets/framework-B.js"]');
    expect(out).toMatch(/addEventListener\("load",painted,\{once:true\}\)/);
  });

  it("gives the starting script the render's nonce, and the boot module it creates the same one", () => {
    expect(out).toContain('<script nonce="N0nce">(function(){var n=document.currentScript.nonce;');
    expect(out).toContain("s.nonce=n;");
  });

  it("holds a boot module written without a nonce too (the development server)", () => {
    const plain = withDeferredModules(Buffer.from(page.replaceAll(' nonce="N0nce"', "")), "N0nce").toString("utf8");
    expect(plain).toContain('<script type="text/x-module-held" id="rr-boot">');
    expect(plain).not.toContain('<script type="module"');
  });

  it("puts the prefix (a doctype) before the document, with and without the boot script", () => {
    const markup = page.slice("<!DOCTYPE html>".length);
    expect(withDeferredModules(Buffer.from(markup), "N0nce", "<!DOCTYPE html>").toString("utf8")).toBe(out);
    expect(withDeferredModules(Buffer.from("<html>Error</html>"), "N0nce", "<!DOCTYPE html>").toString("utf8")).toBe(
      "<!DOCTYPE html><html>Error</html>",
    );
  });

  it("leaves a document without React Router's boot script as it is", () => {
    const plain = Buffer.from("<html><head></head><body>Error</body></html>");
    expect(withDeferredModules(plain, "N0nce")).toBe(plain);
  });
});
