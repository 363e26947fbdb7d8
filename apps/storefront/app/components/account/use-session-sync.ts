import type { CurrentUser } from "@shop/contracts";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { readToken, rememberRootUser, removeToken } from "../../lib/auth/session";

/**
 * Keeps the browser's session in step with the server's: the root loader's user is the current
 * user (it was fetched with the session cookie). When the page has no user but localStorage still
 * holds a token, the server is handed the token (`sessionPath`): still live → the cookie is set
 * again and the page reloads its data; dead (logged out elsewhere, password changed, account
 * deleted) → the browser forgets it.
 */
export function useSessionSync(user: CurrentUser | null | undefined, sessionPath: string | null) {
  if (user !== undefined) rememberRootUser(user);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const token = readToken();
    if (user !== null || !token || !sessionPath) return;
    let cancelled = false;
    void fetch(sessionPath, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token }),
      credentials: "same-origin",
    })
      .then((response) => {
        if (cancelled) return;
        if (response.status === 204) void revalidate();
        else if (response.status === 401) removeToken();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [user, sessionPath, revalidate]);
}
