// The browser's device id (issue 35, docs/accounts.md "Sessions"): a random id in a long-lived httpOnly cookie, made
// at the first sign-in and forwarded to the API as X-Device-Id, which tells staff of a sign-in from a new device.
import { randomBytes } from "node:crypto";
import { parseCookies } from "./cookies";

const DEVICE_COOKIE = "device_id";
/** Two years: the device stays known as long as the browser keeps the cookie. */
const DEVICE_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** The request's device id, when its cookie holds a well-formed one. */
export function deviceIdOf(request: Request): string | null {
  const id = parseCookies(request.headers.get("cookie"))[DEVICE_COOKIE];
  return id && DEVICE_ID.test(id) ? id : null;
}

/** The request's device id, or a new one with the Set-Cookie that keeps it. */
export function ensureDeviceId(request: Request, secure: boolean): { id: string; setCookie: string | null } {
  const known = deviceIdOf(request);
  if (known) return { id: known, setCookie: null };
  const id = randomBytes(24).toString("base64url");
  const parts = [`${DEVICE_COOKIE}=${id}`, "Path=/", `Max-Age=${DEVICE_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return { id, setCookie: parts.join("; ") };
}
