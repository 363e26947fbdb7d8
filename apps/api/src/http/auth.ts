// Who is calling: the bearer token of the Authorization header (the API trusts only that header; the
// storefront's server forwards the session cookie's token the same way).
import { type Db, findSessionUser, touchSession, type UserRow } from "@shop/db";
import { type PricingCustomer, RETAIL } from "@shop/domain";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import { hashToken } from "../security/tokens";
import { isSteppedUp } from "../use-cases/second-factor/prove";
import type { ApiEnv } from "./context";

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i;

/**
 * Sets c.var.user (null when no live session) and c.var.sessionId. A malformed or unknown token makes an
 * anonymous caller; the routes that need a user then answer 401.
 */
export function authenticate(deps: Pick<ApiDeps, "database">): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionId", null);
    c.set("secondFactorAt", null);
    c.set("accessToken", null);
    const match = BEARER.exec(c.req.header("authorization") ?? "");
    if (match?.[1]) {
      const found = await findSessionUser(deps.database.db, hashToken(match[1]));
      if (found) {
        c.set("user", found.user);
        c.set("sessionId", found.sessionId);
        c.set("secondFactorAt", found.secondFactorAt);
        c.set("accessToken", match[1]);
        // At most once a minute (touchSession checks again): most requests skip the statement.
        if (found.touchDue) await touchSession(deps.database.db, found.sessionId);
      }
    }
    await next();
  };
}

export function requireUser(c: Context<ApiEnv>): UserRow {
  const user = c.var.user;
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

/**
 * Staff only (issue 7): everybody else, signed in or not, gets 404: the back office gives no hint that it
 * exists.
 */
export function requireStaff(c: Context<ApiEnv>): UserRow {
  const user = c.var.user;
  if (user?.role !== "staff") throw new AppError("NOT_FOUND");
  return user;
}

/**
 * The gate of every staff operation (issue 35): staff whose session has not proved a second factor (a password-only
 * sign-in of an account without one) get 403 SECOND_FACTOR_REQUIRED: they may only enrol (/api/v1/auth/second-factor).
 */
export function requireStaffWithSecondFactor(c: Context<ApiEnv>): UserRow {
  const user = requireStaff(c);
  if (!c.var.secondFactorAt) throw new AppError("SECOND_FACTOR_REQUIRED");
  return user;
}

/** Step-up actions (refunds, ...): a second factor proved within the last 5 minutes, else 403 STEP_UP_REQUIRED. */
export function requireStepUp(c: Context<ApiEnv>): void {
  if (!isSteppedUp(c.var.secondFactorAt)) throw new AppError("STEP_UP_REQUIRED");
}

/** An admin (not a city manager); everybody else gets 404. */
export function requireAdmin(c: Context<ApiEnv>): UserRow {
  const user = requireStaff(c);
  if (user.staffRole !== "admin") throw new AppError("NOT_FOUND");
  return user;
}

/** Whom the server prices for: an approved wholesale or franchise business, else a retail shopper. */
export function pricingCustomerOf(c: Context<ApiEnv>): PricingCustomer {
  const user = c.var.user;
  if (user?.businessStatus === "approved" && user.businessKind) return { kind: user.businessKind };
  return RETAIL;
}

/**
 * Where a catalogue read goes: an anonymous caller's to the read replica when there is one (DATABASE_REPLICA_URL),
 * everybody else's to the primary. A signed-in caller may be a business with prices of its own, staff who just
 * edited the product, or a customer who just ordered it (stock): they must see the primary. Only the catalogue's
 * public reads call this; carts, checkout, orders and the back office always use `database.db`.
 */
export function catalogueDbOf(c: Context<ApiEnv>, deps: Pick<ApiDeps, "database">): Db {
  return c.var.user ? deps.database.db : (deps.database.replica ?? deps.database.db);
}
