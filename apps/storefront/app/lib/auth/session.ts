// Spec section 3: the browser keeps the access credential in localStorage "api_key"; section 4: a
// user is authenticated when the current user was fetched. The accounts capability signs in (stores
// the token, fetches the user and calls setCurrentUser); until then nobody is signed in.
export const TOKEN_STORAGE_KEY = "api_key";

let currentUser: unknown = null;

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setCurrentUser(user: unknown) {
  currentUser = user;
}

export function isSignedIn(): boolean {
  return currentUser !== null && readToken() !== null;
}
