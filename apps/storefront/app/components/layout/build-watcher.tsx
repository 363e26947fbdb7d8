import type { Locale } from "@shop/domain";
import { useEffect } from "react";
import { browserApi } from "../../lib/api/browser";
import { BUILD_CHECK_INTERVAL_MS, checkBuild } from "../../lib/build-watch";

/** Asks for the latest build after the page loads, every few minutes, and when the tab comes back (in the page's language, spec section 7). */
export function useBuildWatcher(buildId: string, locale: Locale) {
  useEffect(() => {
    const api = browserApi(locale);
    const check = () => void checkBuild(api, buildId);
    const onVisible = () => document.visibilityState === "visible" && check();
    check();
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [buildId, locale]);
}
