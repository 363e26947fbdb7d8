// The city layout's cart data (routes/city/layout.tsx): the header's count, and what the "cart changed"
// dialog and the add-to-cart form show after a page view or a redirected cart action.
import type { CartChange } from "@shop/contracts";
import { useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { notePersonalCartCount, usePersonal } from "../personal-store";
import type { CartAnswer } from "./cart-form";

const CITY_LAYOUT_ROUTE_ID = "routes/city/layout";

export interface CityCartData {
  /** A shared page's: no cart read (the page asks for it: lib/personal-store.ts). */
  shared?: boolean;
  cartCount: number;
  cartChanges: CartChange[];
  cartError: { message: string; productId: number | null } | null;
}

export const NO_CART: CityCartData = { cartCount: 0, cartChanges: [], cartError: null };

/** The city layout's cart data; undefined outside a city (or when its loader failed). */
export function useCityCart(): CityCartData | undefined {
  return useRouteLoaderData(CITY_LAYOUT_ROUTE_ID) as CityCartData | undefined;
}

/**
 * The count a cart action's answer carried, over the layout data it answered on: shown at once, before the
 * loaders' revalidation brings new layout data (which then wins again).
 */
let answered: { count: number; over: CityCartData | undefined } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The answer of the last add, for the mini-cart (one for the page, so a card that re-renders cannot lose it). */
let added: CartAnswer | null = null;
const changed = () => {
  for (const listener of listeners) listener();
};

export function rememberCartCount(count: number, over: CityCartData | undefined): void {
  answered = { count, over };
  notePersonalCartCount(count);
  changed();
}

export function showAdded(answer: CartAnswer | null): void {
  added = answer;
  changed();
}

export function useAdded(): CartAnswer | null {
  return useSyncExternalStore(
    subscribe,
    () => added,
    () => null,
  );
}

/** The header's count: the server's latest answer (a cart action's, then the layout loader's or the personal one's). */
export function useCartCount(): number {
  const data = useCityCart();
  const personal = usePersonal();
  const answer = useSyncExternalStore(
    subscribe,
    () => answered,
    () => null,
  );
  if (answer && answer.over === data) return answer.count;
  return data?.shared ? (personal?.cartCount ?? 0) : (data?.cartCount ?? 0);
}

const NO_CHANGES: CartChange[] = [];

/** What changed in the cart, for the "cart changed" dialog: the page's read, or on a shared page the personal one's. */
export function useCartChanges(): CartChange[] {
  const data = useCityCart();
  const personal = usePersonal();
  return (data?.shared ? personal?.cartChanges : data?.cartChanges) ?? NO_CHANGES;
}
