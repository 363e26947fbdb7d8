// The page's JavaScript hydrates it; it does not draw it. The server renders the whole page (links and forms
// work before hydration), so the first paint needs only the document, the stylesheet and the first images.
// React Router starts every module of the page at once (<link rel="modulepreload"> in the head and a module
// script with static imports): on a slow mobile link about 130 KB of JavaScript then shares the line with the
// 9 KB stylesheet and the largest image. Here the modules start once the page has loaded (its stylesheet and
// first images in): the preloads and the boot script wait, inert, and one small script starts them, in the
// same order, once the window has loaded and painted (docs/performance.md, "First paint").

const HEAD_END = Buffer.from("</head>");
/** React Router's boot module, as it writes it with and without a nonce. */
const bootTag = (nonce: string) => Buffer.from(`<script nonce="${nonce}" type="module" async="">`);
const BOOT_PLAIN = Buffer.from('<script type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");
const HELD = Buffer.from('<script type="text/x-module-held" id="rr-boot">');
const PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const HREF = / href="([^"]+)"/;

/**
 * Starts the held modules: their preloads, then React Router's boot module (the text of #rr-boot), as a script
 * with this script's CSP nonce.
 */
const START = (hrefs: string[], nonce: string) =>
  `<script nonce="${nonce}">(function(){var n=document.currentScript.nonce;function go(){var h=${JSON.stringify(hrefs)};for(var i=0;i<h.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=h[i];document.head.appendChild(l)}var b=document.getElementById("rr-boot"),s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=b.textContent;b.replaceWith(s)}function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}document.readyState==="complete"?painted():addEventListener("load",painted,{once:true})})()</script>`;

/**
 * The rendered document with its module preloads and boot script held until the page has loaded and painted, and
 * `prefix` (the doctype of a document rendered as one string) before it. Only the head is decoded (a few KB); the
 * body's bytes are copied as they are, once.
 */
export function withDeferredModules(document: Buffer<ArrayBuffer>, nonce: string, prefix = ""): Buffer<ArrayBuffer> {
  const headEnd = document.indexOf(HEAD_END);
  let BOOT = bootTag(nonce);
  let boot = headEnd < 0 ? -1 : document.indexOf(BOOT, headEnd);
  if (boot < 0 && headEnd >= 0) {
    BOOT = BOOT_PLAIN;
    boot = document.indexOf(BOOT, headEnd);
  }
  const bootEnd = boot < 0 ? -1 : document.indexOf(SCRIPT_END, boot);
  if (bootEnd < 0) return prefix ? Buffer.concat([Buffer.from(prefix, "utf8"), document]) : document;
  const hrefs: string[] = [];
  const head = document
    .subarray(0, headEnd)
    .toString("utf8")
    .replace(PRELOAD, (link) => {
      const href = HREF.exec(link)?.[1];
      if (href) hrefs.push(href);
      return "";
    });
  return Buffer.concat([
    Buffer.from(`${prefix}${head}`, "utf8"),
    document.subarray(headEnd, boot),
    HELD,
    document.subarray(boot + BOOT.length, bootEnd + SCRIPT_END.length),
    Buffer.from(START(hrefs, nonce), "utf8"),
    document.subarray(bootEnd + SCRIPT_END.length),
  ]);
}
