import type { FormEvent } from "react";
import { useCallback } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { type FixedFilters, type ListingFilters, listingSearch, parseListing } from "../../lib/catalogue/listing-url";

/** Links to other views of the current listing (same path, normalised query). */
export function useListingHref(fixed: FixedFilters) {
  const { pathname } = useLocation();
  return useCallback((filters: ListingFilters) => `${pathname}${listingSearch(filters, fixed)}`, [pathname, fixed]);
}

/** With JavaScript, a listing form navigates to the normalised URL of what it holds (without it, the GET form does the same job). */
export function useListingSubmit(fixed: FixedFilters) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") params.append(name, value);
      params.delete("page");
      void navigate(`${pathname}${listingSearch(parseListing(params, fixed), fixed)}`, { preventScrollReset: true });
    },
    [pathname, navigate, fixed],
  );
}

/** True while the listing itself is loading another view (not while leaving for another page). */
export function useListingBusy() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location?.pathname === pathname;
}
