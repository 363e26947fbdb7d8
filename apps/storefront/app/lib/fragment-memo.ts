// A part of the page whose HTML an earlier server render made (issue 37; lib/fragment-memo.server.ts keeps them):
// the header's menus, the footer, the home page's tiles. Only the server's document render provides it: in the
// browser, and in any render without it, every part renders.
import { createContext } from "react";

export interface FragmentMemo {
  /**
   * The inner HTML of the part whose start tag holds `marker` (see `markerOf`) from an earlier render under the same
   * key (everything the part reads), or null: then the part is rendered, and its HTML kept once the document is done.
   */
  html(marker: string, key: string): string | null;
}

export const FragmentMemoContext = createContext<FragmentMemo | null>(null);

const ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

/** An attribute value as React writes it (react-dom-server's escapeTextForBrowser). */
export const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (char) => ESCAPES[char] as string);

/**
 * A part's first `data-*` attribute as React writes it in the start tag (` data-kept="footer"`, ` data-brand-tiles="true"`),
 * or null when it has none with a string or `true` value.
 */
export function markerOf(props: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(props)) {
    if (!name.startsWith("data-")) continue;
    if (value === true) return ` ${name}="true"`;
    return typeof value === "string" ? ` ${name}="${escapeAttribute(value)}"` : null;
  }
  return null;
}
