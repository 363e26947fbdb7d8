// Plain links that navigate in the page (issue 18, render cost): a list that repeats links (the category menu,
// twice; every product card) renders `<a href data-link>` instead of React Router's <Link>, whose hooks cost
// about as much as the rest of the item. One listener on the document, added once the page is interactive, turns
// a plain click on such a link into the router's navigation, as <Link> would; before that (and without
// JavaScript) it is an ordinary link. Modified clicks (new tab, download) and other targets stay the browser's.
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** The attribute that marks a link for client-side navigation: `<a href={path} {...CLIENT_LINK}>`. */
export const CLIENT_LINK = { "data-link": "" } as const;

/** The path to navigate to when this click on `target` should be the router's, else null. */
export function clientLinkPath(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-link]") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Installs the document's one listener (the root component calls it). */
export function useClientLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = clientLinkPath(event, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(path, { replace: path === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
