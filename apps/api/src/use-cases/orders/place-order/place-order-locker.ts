// The parcel locker an order names (issue 19; docs/orders.md "InPost parcel lockers"): the server, not the browser,
// asks InPost (through the lockers port, whose searches keep what they showed for five minutes) what the code is,
// and the order stores its code, description and address. Asked before the order's transaction, answered inside it
// once the submission is known to be new: a retry of a placed order gets its order even when InPost is down now.
import { LOCKER_UNKNOWN, LOCKERS_NOT_PLACED, type Locker, type PlaceOrderRequest } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { type LockerPoints, LockersUnavailable } from "../../../core/lockers";

export type LockerLookup =
  | { kind: "none" }
  | { kind: "found"; locker: Locker }
  | { kind: "unknown" }
  | { kind: "unavailable"; error: LockersUnavailable };

/** What InPost says of the order's locker (nothing for another delivery). Never throws for InPost's sake. */
export async function chosenLocker(lockers: LockerPoints, delivery: PlaceOrderRequest["delivery"]): Promise<LockerLookup> {
  if (delivery.method !== "parcel-locker") return { kind: "none" };
  const code = delivery.lockerCode.replace(/[\s-]+/g, "").toUpperCase();
  if (!/^[A-Z0-9]{3,32}$/.test(code)) return { kind: "unknown" };
  try {
    const locker = await lockers.find(code);
    return locker ? { kind: "found", locker } : { kind: "unknown" };
  } catch (error) {
    if (error instanceof LockersUnavailable) return { kind: "unavailable", error };
    throw error;
  }
}

/**
 * The locker to store, or the refusal: an unknown or not working code is 400 at `delivery.lockerCode`; InPost not
 * answering is 503 LOCKERS_UNAVAILABLE (the order is not placed: an order must name a locker InPost confirmed).
 */
export function lockerOrRefusal(lookup: LockerLookup, locale: Locale): Locker | null {
  switch (lookup.kind) {
    case "none":
      return null;
    case "found":
      return lookup.locker;
    case "unknown":
      throw new AppError("VALIDATION_FAILED", { issues: [{ path: "delivery.lockerCode", message: LOCKER_UNKNOWN[locale] }] });
    case "unavailable":
      throw new AppError("LOCKERS_UNAVAILABLE", { messages: LOCKERS_NOT_PLACED, cause: lookup.error });
  }
}
