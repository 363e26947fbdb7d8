// The document's click listener for links marked data-link (lib/client-links.ts): loaded once the page is
// interactive, so it costs no page its first JavaScript.

/** The path to navigate to when this click should be the router's, else null. */
export function clientLinkPath(event: MouseEvent): string | null {
  const a = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-link]");
  const modified = event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  if (!a || event.defaultPrevented || modified || (a.target && a.target !== "_self") || a.hasAttribute("download")) return null;
  return a.origin === location.origin ? a.pathname + a.search + a.hash : null;
}

/**
 * Listens until the returned function is called; `navigate` is the router's. A link marked `data-keep-scroll` (a
 * listing's filter chips) keeps the scroll position, as `<Link preventScrollReset>` does.
 */
export function listenToClientLinks(
  navigate: (path: string, options: { replace: boolean; preventScrollReset: boolean }) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const path = clientLinkPath(event);
    if (path === null) return;
    event.preventDefault();
    const preventScrollReset = !!(event.target as Element).closest("[data-keep-scroll]");
    navigate(path, { replace: path === location.pathname + location.search + location.hash, preventScrollReset });
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
