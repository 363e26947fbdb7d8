import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "../../lib/api/browser";
import { listProducts } from "../../lib/api/catalogue";
import { type FixedFilters, type ListingFilters, listingApiQuery, listingSearch, parseListing } from "../../lib/catalogue/listing-url";
import { useShopPaths } from "../../lib/use-shop";

const COUNT_DELAY_MS = 250;

/** The filters a form holds, normalised as the URL would hold them. */
function formFilters(form: HTMLFormElement, fixed: FixedFilters): ListingFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  params.delete("page");
  return parseListing(params, fixed);
}

/**
 * "Show N products": N is the listing's total until the shopper changes a box, then the server's count of what
 * the form holds (the listing endpoint, one item a page), asked once the changes pause; a newer change cancels
 * the older request. `pending` while the answer is on its way; a failed request leaves the last N.
 */
export function useFilterCount(fixed: FixedFilters, filters: ListingFilters, total: number) {
  const { lang, citySlug } = useShopPaths();
  const [state, setState] = useState<{ key: string; count: number; pending: boolean } | null>(null);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | null>(null);
  const cancel = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = null;
  }, []);
  // A new view of the listing (after applying, or a chip's link) starts from its own total.
  const shown = listingSearch(filters, fixed);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the listing's view changes
  useEffect(() => {
    cancel();
    setState(null);
  }, [shown, cancel]);
  useEffect(() => cancel, [cancel]);

  const onChange = useCallback(
    (form: HTMLFormElement) => {
      if (!citySlug) return;
      cancel();
      const next = formFilters(form, fixed);
      const key = listingSearch(next, fixed);
      if (key === shown) {
        setState(null);
        return;
      }
      setState((current) => ({ key, count: current?.count ?? total, pending: true }));
      const controller = new AbortController();
      const timer = setTimeout(() => {
        listProducts(browserApi(lang), citySlug, { ...listingApiQuery(next, 1), page: 1 }, controller.signal).then(
          (listing) => setState((current) => (current?.key === key ? { key, count: listing.total, pending: false } : current)),
          () => setState((current) => (current?.key === key ? { ...current, pending: false } : current)),
        );
      }, COUNT_DELAY_MS);
      pending.current = { timer, controller };
    },
    [citySlug, lang, fixed, shown, total, cancel],
  );
  return { count: state?.count ?? total, pending: state?.pending ?? false, onChange };
}
