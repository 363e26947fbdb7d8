// Back pressed before the page is interactive (issue 37). After a client navigation A → B and a reload of B, Chrome
// keeps A's history entry in the reloaded document, so Back before B's scripts run is a traversal within it: the
// address becomes A's and nobody listens yet. React Router (7.18) then starts its router on the address it finds,
// A's, over B's HTML and data: React error #418 (a hydration mismatch) and the error screen. Remix loaded the page
// again in that case; React Router 7 no longer checks. Here the page loads again, at the address shown, whenever the
// path or query is no longer the one the document was loaded for (its navigation's entry, after redirects; a
// fragment does not count) before the router has started: one document request, no error.

/**
 * Checks now and on every traversal until the router has started; the returned function checks again and says
 * whether the page is loading again (then it must not hydrate, and a hydration error on the way out is not one).
 */
export function watchEarlyTraversal(): () => boolean {
  let leaving = false;
  const check = () => {
    const entry = performance.getEntriesByType("navigation")[0];
    const loaded = entry && new URL(entry.name);
    if (
      !leaving &&
      loaded &&
      !(window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter &&
      loaded.pathname + loaded.search !== location.pathname + location.search
    ) {
      leaving = true;
      location.reload();
    }
    return leaving;
  };
  check();
  addEventListener("popstate", check);
  return check;
}
