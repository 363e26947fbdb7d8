// The visitor's own parts of a shared page, in the browser (docs/adr/0030; lib/personal.ts): after a shared page
// is shown (and after every client navigation or revalidation that brings one), a visitor with a session or a cart
// asks /{lang}/{city}/personal once; the header's account entry, its cart count and the "cart changed" dialog read
// the answer here. A visitor without either asks nothing. A business customer's answer makes the page load again:
// the price_kind cookie it brought keeps their pages their own, with their prices.
//
// The last answer is kept in the tab (sessionStorage) with its language and city and the `personal` cookie's value it
// came with, and reused for FRESH_MS on pages of the same language and city while the cookie still says that value
// (another city asks: the cart is re-priced there). Every post that may change the cart or the session (in this tab
// or another) and every answer that sets the session or the cart cookie gives the cookie a new value
// (middleware/personal-marker.server.ts). What changes without the visitor (a price or the stock of a product in the
// cart, a session ended elsewhere, a business approved) shows at the latest FRESH_MS later on shared pages; the cart
// and checkout read it afresh. The "cart changed" notice of an answer is told once, never reused.
import { useEffect, useSyncExternalStore } from "react";
import { readToken } from "./auth/session";
import { parseCookies } from "./cookies";
import { PERSONAL_COOKIE, type PersonalData, sharesPages } from "./personal";
import { useRootData } from "./use-shop";

let current: PersonalData | null = null;
let asked = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const set = (next: PersonalData | null) => {
  current = next;
  for (const listener of listeners) listener();
};

/** The store for a script outside React (the hearts, components/product/favourites-client.ts). */
export const personalStore = { subscribe, get: () => current };

/** The last personal answer of this page (null: none asked, or nobody to ask about). */
export function usePersonal(): PersonalData | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** What a page shows before its first personal answer: nobody signed in, no cart. */
const NOBODY: PersonalData = { user: null, priceKind: "retail", cartCount: 0, cartChanges: [] };

/** How long a kept answer stands in for a new one (docs/adr/0030). */
const FRESH_MS = 300_000;

/** The kept answer, under its language, city and version. */
interface Kept {
  key: string;
  at: number;
  answer: PersonalData;
}

/** The tab's kept answer (sessionStorage); given `next`, keeps that instead (null: none). */
function kept(next?: Kept | null): Kept | null {
  try {
    // JSON.parse(null) is null: nothing kept.
    if (next === undefined) return JSON.parse(sessionStorage.getItem("personal") as string) as Kept | null;
    if (next) sessionStorage.setItem("personal", JSON.stringify(next));
    else sessionStorage.removeItem("personal");
  } catch {
    // No storage (refused, full): the next page asks.
  }
  return null;
}

/** A cart action's answer carries the cart's new count: the header shows it before the next personal answer. */
export function notePersonalCartCount(count: number): void {
  set({ ...(current ?? NOBODY), cartCount: count });
}

/**
 * Asks for the personal parts whenever the page shown is a shared one (`shared`, the city layout's data: a new
 * object on every page view and revalidation). Answers that come after a newer question are dropped.
 */
export function usePersonalSync(lang: string, citySlug: string, shared: object | null) {
  useEffect(() => {
    if (!shared) return;
    const question = ++asked;
    const version = parseCookies(document.cookie)[PERSONAL_COOKIE];
    // A session or a cart (the plain cookie), or a sign-in from before it existed (the browser's token).
    if (!version && !readToken()) {
      kept(null);
      set(null);
      return;
    }
    const last = version ? kept() : null;
    if (last?.key === `${lang}/${citySlug} ${version}` && Date.now() - last.at < FRESH_MS) {
      set({ ...last.answer, cartChanges: [] });
      return;
    }
    fetch(`/${lang}/${encodeURIComponent(citySlug)}/personal`, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<PersonalData>) : null))
      .then((answer) => {
        if (question !== asked || !answer) return;
        // A business customer sees their own prices: with the price_kind cookie now set, their page is rendered for them.
        if (!sharesPages(parseCookies(document.cookie))) window.location.reload();
        else {
          // An answer that cannot say its version is not kept (the cookie it leaves has a new one anyway).
          if (answer.version) kept({ key: `${lang}/${citySlug} ${answer.version}`, at: Date.now(), answer });
          set(answer);
        }
      })
      .catch(() => {
        // No answer (offline, the server restarting): the page keeps what it showed.
      });
  }, [lang, citySlug, shared]);
}

/** Who is signed in as the page shows it: the root's user, or on a shared page the personal answer's. */
export function useAccount(): { firstName: string; email: string } | null {
  const root = useRootData();
  const personal = usePersonal();
  return root?.shared ? (personal?.user ?? null) : (root?.user ?? null);
}
