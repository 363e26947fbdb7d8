// Parts of the page kept between renders (issue 37; docs/adr/0007, addendum of stop 51): the header's menus, the
// footer and the home page's tiles are the same HTML on every page of a language and city. A part
// (components/ui/kept.tsx) is named by its first data attribute (`data-kept="…"`) and says what it reads; its inner
// HTML is taken from the finished document and kept per process under that, with the page's scope (language, city,
// image base: lib/card-memo.server.ts). A later render of the same part puts it in place
// (`dangerouslySetInnerHTML`, on the server only: the browser renders and hydrates the part itself, over the same
// HTML). A part found anything but once in the document is not kept.
import { type CardScope, scopeKey } from "./card-memo.server";
import type { FragmentMemo } from "./fragment-memo";
import { HtmlStore } from "./html-store.server";

/** A part is a few KB; a process keeps the parts of every language and city with room to spare. */
const STORE_CHARS = 1024 * 1024;

export const fragmentStore = () => new HtmlStore<string>(STORE_CHARS, (key, html) => key.length + html.length);

/** The process's parts (each HTTP worker has its own). */
const processStore = fragmentStore();

/** The memo of one render: hands out kept parts, and keeps the new ones from the document. */
export interface RenderFragmentMemo extends FragmentMemo {
  keep(html: string): void;
}

export function fragmentMemo(scope: CardScope, store: HtmlStore<string> = processStore): RenderFragmentMemo {
  const prefix = scopeKey(scope);
  const fresh: Array<{ marker: string; key: string }> = [];
  return {
    html(marker, key) {
      const full = `${marker}|${prefix}|${key}`;
      const kept = store.get(full);
      if (kept !== undefined) return kept;
      fresh.push({ marker, key: full });
      return null;
    },
    keep(html) {
      for (const { marker, key } of fresh) {
        const inner = innerHtmlOf(html, marker);
        if (inner !== null && !REACT_ID.test(inner)) store.set(key, inner);
      }
    },
  };
}

/**
 * An id React made (useId, React 19.3: `_R_…_`): it follows the element's place in the tree, which the key does not
 * hold, so a part with one is not kept.
 */
const REACT_ID = /_R_[0-9a-zA-Z]*_/;

const isTagEnd = (code: number) => code === 32 || code === 62 || code === 47; // " ", ">", "/"

/**
 * The inner HTML of the one element whose start tag holds `marker` (lib/fragment-memo.ts `markerOf`) in a document
 * React rendered, or null when there is not exactly one. React escapes "<" and ">" in text and attribute values, so
 * its tags are found by their names.
 */
export function innerHtmlOf(html: string, marker: string): string | null {
  const at = html.indexOf(marker);
  if (at < 0 || html.includes(marker, at + marker.length)) return null;
  const open = html.lastIndexOf("<", at);
  const tag = /^<([a-z][a-z0-9-]*)[ >]/.exec(html.slice(open, open + 32))?.[1];
  const start = html.indexOf(">", at) + 1;
  if (!tag || start === 0 || html.charCodeAt(start - 2) === 47) return null;
  const openTag = `<${tag}`;
  const closeTag = `</${tag}>`;
  let depth = 0;
  for (let from = start; ; ) {
    const close = html.indexOf(closeTag, from);
    if (close < 0) return null;
    for (let next = html.indexOf(openTag, from); next >= 0 && next < close; next = html.indexOf(openTag, next + openTag.length)) {
      if (isTagEnd(html.charCodeAt(next + openTag.length))) depth++;
    }
    if (depth === 0) return html.slice(start, close);
    depth--;
    from = close + closeTag.length;
  }
}
