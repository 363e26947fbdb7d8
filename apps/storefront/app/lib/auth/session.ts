// Spec section 3: the browser keeps the access credential in localStorage "api_key"; section 4: a
// user is authenticated when the current user was fetched. (The accounts capability signs in.)
export const TOKEN_STORAGE_KEY = "api_key";

let currentUser: unknown = null;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearSession() {
  currentUser = null;
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {}
}

export function setCurrentUser(user: unknown) {
  currentUser = user;
}

export function isSignedIn(): boolean {
  return currentUser !== null && readToken() !== null;
}
