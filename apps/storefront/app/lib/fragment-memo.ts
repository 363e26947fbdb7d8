// A part of the page whose HTML an earlier server render made (issue 37; lib/fragment-memo.server.ts keeps them):
// the header's menus, the footer, the home page's tiles. Only the server's document render provides it: in the
// browser, and in any render without it, every part renders.
import { createContext } from "react";

export interface FragmentMemo {
  /**
   * The inner HTML of the part `name` from an earlier render under the same key (everything the part reads), or
   * null: then the part is rendered, and its HTML kept once the document is done.
   */
  html(name: string, key: string): string | null;
}

export const FragmentMemoContext = createContext<FragmentMemo | null>(null);
