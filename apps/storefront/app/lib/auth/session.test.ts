// @vitest-environment happy-dom
import type { CurrentUser } from "@shop/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getCurrentUser,
  isSignedIn,
  readToken,
  rememberRootUser,
  removeToken,
  setCurrentUser,
  signInWithToken,
  signOutLocally,
  storeToken,
  TOKEN_STORAGE_KEY,
} from "./session";

const user = { id: 7, firstName: "Anna" } as CurrentUser;

afterEach(() => {
  window.localStorage.clear();
  setCurrentUser(null);
});

describe("the stored credential (spec section 3)", () => {
  it("is read, stored and removed in localStorage api_key", () => {
    expect(TOKEN_STORAGE_KEY).toBe("api_key");
    expect(readToken()).toBeNull();
    storeToken("tok-1");
    expect(window.localStorage.getItem("api_key")).toBe("tok-1");
    expect(readToken()).toBe("tok-1");
    removeToken();
    expect(window.localStorage.getItem("api_key")).toBeNull();
  });
});

describe("authentication (spec section 4)", () => {
  it("sign-in stores the token first, then fetches the user; authenticated once the user was fetched", async () => {
    const fetchUser = vi.fn(async () => {
      expect(readToken()).toBe("tok-2");
      expect(isSignedIn()).toBe(false);
      return user;
    });
    await expect(signInWithToken("tok-2", fetchUser)).resolves.toBe(user);
    expect(fetchUser).toHaveBeenCalledOnce();
    expect(isSignedIn()).toBe(true);
    expect(getCurrentUser()).toBe(user);
  });

  it("a token whose user cannot be fetched is forgotten and nobody is signed in", async () => {
    await expect(signInWithToken("dead", async () => Promise.reject(new Error("401")))).resolves.toBeNull();
    expect(readToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it("log out clears the token and the user", async () => {
    await signInWithToken("tok-3", async () => user);
    signOutLocally();
    expect(readToken()).toBeNull();
    expect(isSignedIn()).toBe(false);
  });

  it("takes the user the server fetched for the page, and only when that changes", () => {
    rememberRootUser(user);
    expect(isSignedIn()).toBe(true);
    setCurrentUser(null);
    rememberRootUser(user);
    expect(isSignedIn()).toBe(false);
    rememberRootUser(null);
    rememberRootUser({ ...user });
    expect(getCurrentUser()?.firstName).toBe("Anna");
  });
});
