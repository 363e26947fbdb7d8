import { useLocation } from "react-router";

/**
 * This page's address without the one-time `added` notice: where a form posted without JavaScript comes
 * back to, and where the no-JavaScript "cart changed" dialog's close link goes.
 */
export function usePagePath(): string {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  search.delete("added");
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ""}`;
}
