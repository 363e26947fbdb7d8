// Plain links that navigate in the page (issue 18, render cost): a list that repeats links (the category menu,
// twice; every product card) renders `<a href data-link>` instead of React Router's <Link>, whose hooks cost
// about as much as the rest of the item. One listener on the document (client-link-listener.ts, loaded once the
// page is interactive) turns a plain click on such a link into the router's navigation, as <Link> would; until
// then (and without JavaScript) it is an ordinary link. Modified clicks (new tab, download), other targets and
// other sites stay the browser's.
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** The attribute that marks a link for client-side navigation: `<a href={path} {...CLIENT_LINK}>`. */
export const CLIENT_LINK = { "data-link": "" } as const;

/** Installs the document's one listener (the root component calls it). */
export function useClientLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./client-link-listener").then(({ listenToClientLinks }) => {
      if (ended) return;
      stop = listenToClientLinks(navigate);
      // From here a plain link navigates in the page (browser tests wait for it: hydration comes a chunk earlier).
      document.documentElement.setAttribute("data-client-links", "");
    });
    return () => {
      ended = true;
      stop?.();
      document.documentElement.removeAttribute("data-client-links");
    };
  }, [navigate]);
}
