import { useEffect } from "react";
import { browserApi } from "../../lib/api/browser";
import { BUILD_CHECK_INTERVAL_MS, checkBuild } from "../../lib/build-watch";

/** Asks for the latest build after the page loads, every few minutes, and when the tab comes back. */
export function useBuildWatcher(buildId: string) {
  useEffect(() => {
    const api = browserApi("en");
    const check = () => void checkBuild(api, buildId);
    const onVisible = () => document.visibilityState === "visible" && check();
    check();
    const timer = setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [buildId]);
}
