// The browser's side of the session. Spec section 3: the access credential lives in localStorage
// "api_key" (read, stored and removed there); section 4: a user is authenticated when the current
// user was fetched; sign-in stores the token and then fetches the user; log out clears both.
// The server side (an HttpOnly cookie beside it) is lib/auth.server.ts.
import type { CurrentUser } from "@shop/contracts";

export const TOKEN_STORAGE_KEY = "api_key";

let currentUser: CurrentUser | null = null;
/** The root loader's last user, so that re-rendering with the same data does not undo a sign-in. */
let rootUser: CurrentUser | null | undefined;

// Each access is guarded: storage may be blocked (privacy settings) or full, and there is none on the server; the
// cookie still carries the session then.
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string) {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Full or blocked storage: server rendering still knows the user through the cookie.
  }
}

export function removeToken() {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function setCurrentUser(user: CurrentUser | null) {
  currentUser = user;
}

export function getCurrentUser(): CurrentUser | null {
  return currentUser;
}

/** Authenticated = the current user was fetched (by the browser, or by the server for this page). */
export function isSignedIn(): boolean {
  return currentUser !== null;
}

/** The root loader's user (fetched by the server with the session cookie); applied when it changes. */
export function rememberRootUser(user: CurrentUser | null) {
  if (user === rootUser) return;
  rootUser = user;
  currentUser = user;
}

/**
 * Sign-in in the browser: store the token, then fetch the user with it. Returns the user, or null
 * (and forgets the token) when the fetch fails.
 */
export async function signInWithToken(token: string, fetchUser: () => Promise<CurrentUser>): Promise<CurrentUser | null> {
  storeToken(token);
  try {
    const user = await fetchUser();
    setCurrentUser(user);
    return user;
  } catch {
    removeToken();
    setCurrentUser(null);
    return null;
  }
}

/** Log out in the browser: token and user gone (the server clears the cookie and revokes the token). */
export function signOutLocally() {
  removeToken();
  setCurrentUser(null);
}
