// The page an e-mail's link leads to (decisions.md): the client names it, the server accepts it only on one
// of the shop's public origins and only as the storefront page made for it, so that a link carrying a
// token can never lead anywhere else.
import { LOCALES } from "@shop/domain";
import { AppError } from "../core/app-error";

export type CallbackKind = "verify-email" | "password-restore";

const LANG = `(?:${LOCALES.join("|")})`;
const CITY = "[a-z0-9]+(?:-[a-z0-9]+)*";
const PAGE: Record<CallbackKind, RegExp> = {
  "verify-email": new RegExp(`^/${LANG}/${CITY}/auth/verify-email/?$`),
  "password-restore": new RegExp(`^/${LANG}/${CITY}/auth/password-restore/finish/?$`),
};

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** The callbackUrl as a URL when it is allowed for this kind of e-mail; else CALLBACK_NOT_ALLOWED. */
export function allowedCallback(callbackUrl: string, kind: CallbackKind, publicOrigins: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw new AppError("CALLBACK_NOT_ALLOWED");
  }
  const origins = new Set(publicOrigins.map(originOf).filter((origin): origin is string => origin !== null && origin !== "null"));
  const allowed = origins.has(url.origin) && !url.username && !url.password && PAGE[kind].test(url.pathname);
  if (!allowed) throw new AppError("CALLBACK_NOT_ALLOWED");
  return url;
}

/** The e-mail's link: the callback with `token` set (its other query parameters kept, no fragment). */
export function linkWithToken(callback: URL, token: string): string {
  const link = new URL(callback.href);
  link.hash = "";
  link.searchParams.set("token", token);
  return link.href;
}
