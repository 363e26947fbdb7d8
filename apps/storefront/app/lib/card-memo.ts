// A product card's HTML from an earlier server render (issue 37; lib/card-memo.server.ts keeps them). Only the
// server's document render provides it: in the browser, and in any render without it, every card renders.
import type { ProductCard } from "@shop/contracts";
import { createContext } from "react";

export interface CardMemo {
  /**
   * The card's HTML from an earlier render of the same product data in the same scope, with this page's
   * `returnTo`; or null: then the card is rendered, and its HTML kept once the document is done.
   */
  html(product: ProductCard, returnTo: string): string | null;
  /** A card rendered without the memo (a first row's, whose image React preloads), so the page's cards line up. */
  skip(product: ProductCard): void;
}

export const CardMemoContext = createContext<CardMemo | null>(null);
