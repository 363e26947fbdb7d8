import type { FormEvent, MouseEvent } from "react";
import { useCallback, useContext } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useNavigation } from "react-router";
import { type FixedFilters, type ListingFilters, listingSearch, parseListing } from "../../lib/catalogue/listing-url";
import { CLIENT_LINK } from "../../lib/client-links";

/** Links to other views of the current listing (same path, normalised query). */
export function useListingHref(fixed: FixedFilters) {
  const { pathname } = useLocation();
  return useCallback((filters: ListingFilters) => `${pathname}${listingSearch(filters, fixed)}`, [pathname, fixed]);
}

/**
 * The view of this listing the shopper asked for last: the navigation under way to it, else the router's location.
 * A change (a sorting, a box) builds on this, not on the props of the view on screen: React Router changes the address
 * and its own state as a navigation completes, then renders the new view in a transition, so for a moment the props
 * are still the previous view's; built on them, a sorting chosen right after a filter was applied dropped the filter
 * (issue 37). The router's state is read when the shopper acts (its context is React Router's; no hook gives it).
 */
export function useLatestListing(fixed: FixedFilters) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => {
    const { navigation, location } = router?.state ?? { navigation: undefined, location: window.location };
    const pending = navigation?.state === "loading" && !navigation.formMethod ? navigation.location : undefined;
    const latest = pending?.pathname === pathname ? pending : location;
    return parseListing(new URLSearchParams(latest.pathname === pathname ? latest.search : ""), fixed);
  }, [router, pathname, fixed]);
}

/**
 * A link to another view of this listing (a page, a filter removed): a real `<a href>` built on the view on screen, for
 * a page without JavaScript or not yet interactive, followed by the router (`CLIENT_LINK`). As it is clicked (a middle
 * click too) its address is made again from the latest view, so a sorting chosen a moment ago stays (issue 37).
 */
export function useListingLink(fixed: FixedFilters, filters: ListingFilters) {
  const href = useListingHref(fixed);
  const latest = useLatestListing(fixed);
  type Change = (filters: ListingFilters) => ListingFilters;
  return {
    /** The link's address: the change of the view on screen. */
    to: (change: Change) => href(change(filters)),
    /** Its mark for the router and the handler that points it at the change of the latest view as it is clicked. */
    follow: (change: Change) => {
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        event.currentTarget.href = href(change(latest()));
      };
      return { ...CLIENT_LINK, onClick, onAuxClick: onClick };
    },
  };
}

/**
 * The normalised address of what a listing form holds, at page 1 (a change of the filters starts again there). The
 * form holds the filters; the search text, a search's category and the sorting (its hidden fields, for a page without
 * JavaScript) come from the latest view.
 */
function formHref(form: HTMLFormElement, pathname: string, latest: ListingFilters, fixed: FixedFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  const chosen = parseListing(params, fixed);
  return `${pathname}${listingSearch({ ...chosen, q: latest.q, category: latest.category, sort: latest.sort, page: 1 }, fixed)}`;
}

/** The mark of a history entry made by a filter applied at once (React Router keeps a location's state in `usr`). */
const AT_ONCE = "filtersAtOnce";
const madeAtOnce = () => (window.history.state as { usr?: Record<string, unknown> } | null)?.usr?.[AT_ONCE] === true;

/**
 * With JavaScript, a listing form navigates to the normalised URL of what it holds (without it, the GET form does the
 * same job): on submit (the drawer's "Show N products"), or `atOnce` as a box or a price changes (the panel beside
 * the results). A change applied at once adds a history entry when the entry shown is not one itself and replaces it
 * when it is: Back returns to the view before the shopper began filtering, not through every box they ticked.
 */
export function useListingApply(fixed: FixedFilters) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const latest = useLatestListing(fixed);
  const apply = useCallback(
    (form: HTMLFormElement, atOnce: boolean) => {
      const to = formHref(form, pathname, latest(), fixed);
      const replace = atOnce && (madeAtOnce() || to === `${window.location.pathname}${window.location.search}`);
      void navigate(to, { preventScrollReset: true, replace, state: atOnce ? { [AT_ONCE]: true } : null });
    },
    [pathname, navigate, latest, fixed],
  );
  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      apply(event.currentTarget, false);
    },
    [apply],
  );
  return { apply, submit };
}

/** True while the listing itself is loading another view (not while leaving for another page). */
export function useListingBusy() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === pathname;
}
