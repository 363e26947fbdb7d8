// Product cards' HTML kept between renders (issue 37; docs/adr/0007, addendum of stop 50). A listing's cards are
// most of its elements, and the same card comes back on page after page (home, categories, search, pages 2..n):
// the same product data in the same scope (language, city, the shop's rules, the quick add's state) gives the same
// HTML, so a card's HTML is kept per process under a key of exactly that, and a later render of the same card puts
// it in place (`dangerouslySetInnerHTML` of its <li>, on the server only: the browser renders and hydrates the card
// itself, over the same HTML). Nothing is ever stale: a change of price, stock or name is a new key. The only part of
// a card that differs from page to page, its quick add's `returnTo`, is kept out and filled in, escaped as React does.
//
// A card's HTML is taken from the finished document, not rendered apart: the page's cards are found in the order
// they were rendered (`<article data-product-card="…">` to its `</article>`). When they do not line up with what
// the render counted, nothing of that render is kept.
import type { CardMemo } from "./card-memo";
import { escapeAttribute } from "./fragment-memo";
import { HtmlStore } from "./html-store.server";
import type { RootData } from "./use-shop";

/** About a thousand cards per process (a card is 1.7-2 KB). */
const STORE_CHARS = 2 * 1024 * 1024;

/** A card's HTML around its `returnTo` value (tail null: the card has no quick add). */
interface Kept {
  head: string;
  tail: string | null;
}

const charsOf = (key: string, kept: Kept) => key.length + kept.head.length + (kept.tail?.length ?? 0);

/** The cards' store: least recently used first out, bounded by the characters it holds. */
export class CardStore extends HtmlStore<Kept> {
  constructor(capacity = STORE_CHARS) {
    super(capacity, charsOf);
  }
}

/** The process's cards (each HTTP worker has its own). */
const processStore = new CardStore();

/**
 * Everything a card reads besides its product, as a server render has it: the language (its texts, prices and
 * links), the city (its links), where images come from, the shop's rules for the quick add and the TPD badge, and
 * which product the page says was added (`?added=`). A server render is never hydrated and has no add under way.
 */
export interface CardScope {
  locale: string;
  city: string;
  apiBase: string;
  localPickupAvailable: boolean;
  cashPaymentAvailable: boolean;
  addedId: string | null;
}

/** The scope of a page's cards, from its root data and address; null without root data (no memo then). */
export function cardScopeOf(root: RootData | undefined, url: URL): CardScope | null {
  if (!root?.city) return null;
  return {
    locale: root.locale,
    city: root.city.slug,
    apiBase: root.publicEnv.PUBLIC_API_BASE ?? "",
    localPickupAvailable: root.brand.localPickupAvailable,
    cashPaymentAvailable: root.brand.cashPaymentAvailable,
    addedId: url.searchParams.get("added"),
  };
}

export const scopeKey = (scope: CardScope) =>
  `${scope.locale}|${scope.city}|${scope.apiBase}|${scope.localPickupAvailable}|${scope.cashPaymentAvailable}`;

const CARD = '<article data-product-card="';
const CARD_END = "</article>";
const RETURN_TO = 'name="returnTo" value="';

/** A card of the render, in order; `fresh`: rendered now, to be kept under `key` (its page's `returnTo` kept out). */
interface Seen {
  slug: string;
  fresh?: { key: string; returnTo: string };
}

/** The memo of one render: hands out kept cards, counts the others, and keeps the new ones from the document. */
export interface RenderCardMemo extends CardMemo {
  /** Keeps the cards this render made, from its document. */
  keep(html: string): void;
}

export function cardMemo(scope: CardScope, store: CardStore = processStore): RenderCardMemo {
  const seen: Seen[] = [];
  const prefix = scopeKey(scope);
  return {
    html(product, returnTo) {
      const key = `${prefix}|${scope.addedId === String(product.id)}|${JSON.stringify(product)}`;
      const kept = store.get(key);
      if (!kept) {
        seen.push({ slug: product.slug, fresh: { key, returnTo } });
        return null;
      }
      seen.push({ slug: product.slug });
      return kept.tail === null ? kept.head : `${kept.head}${escapeAttribute(returnTo)}${kept.tail}`;
    },
    skip(product) {
      seen.push({ slug: product.slug });
    },
    keep(html) {
      if (!seen.some((card) => card.fresh)) return;
      const made: Array<{ fresh: NonNullable<Seen["fresh"]>; fragment: string }> = [];
      let at = 0;
      for (const card of seen) {
        const start = html.indexOf(CARD, at);
        if (start < 0 || !html.startsWith(`${CARD}${escapeAttribute(card.slug)}"`, start)) return;
        const end = html.indexOf(CARD_END, start);
        if (end < 0) return;
        at = end + CARD_END.length;
        if (card.fresh) made.push({ fresh: card.fresh, fragment: html.slice(start, at) });
      }
      if (html.includes(CARD, at)) return;
      for (const { fresh, fragment } of made) {
        const kept = split(fragment, fresh.returnTo);
        if (kept) store.set(fresh.key, kept);
      }
    },
  };
}

/** The card's HTML around its one `returnTo` value, or null when that is not found exactly once. */
function split(fragment: string, returnTo: string): Kept | null {
  const field = `${RETURN_TO}${escapeAttribute(returnTo)}"`;
  const first = fragment.indexOf(field);
  if (first < 0) return fragment.includes(RETURN_TO) ? null : { head: fragment, tail: null };
  if (fragment.includes(RETURN_TO, first + 1)) return null;
  return { head: fragment.slice(0, first + RETURN_TO.length), tail: fragment.slice(first + field.length - 1) };
}
