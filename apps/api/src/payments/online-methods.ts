// Przelewy24's payment methods for the checkout (issue 19): the list P24 gives for the language and amount, BLIK
// first (payments/p24/client.ts), kept for five minutes per language and amount so a checkout page does not wait
// on P24 each time. The list is a convenience: when P24 does not answer, it is empty and the customer picks a
// method on P24's own page, so the checkout never fails because of it.
import type { OnlineMethod } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import type { P24Account } from "../core/payments";

const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

export function onlineMethodsOf(p24: P24Account | undefined): (locale: Locale, amount: number) => Promise<OnlineMethod[]> {
  if (!p24) return async () => [];
  const cache = new Map<string, { at: number; methods: Promise<OnlineMethod[]> }>();
  return (locale, amount) => {
    // P24 names its methods in Polish or English only.
    const lang = locale === "pl" ? "pl" : "en";
    const key = `${lang}:${amount}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && now - cached.at < TTL_MS) return cached.methods;
    const methods = p24.gateway
      .paymentMethods(lang, amount)
      .then((list) => list.map(({ id, name, group }) => ({ id, name, group })))
      .catch(() => {
        // Not kept: the next checkout asks again.
        cache.delete(key);
        return [];
      });
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(key, { at: now, methods });
    return methods;
  };
}
