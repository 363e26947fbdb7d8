// The parcel locker messages of a placing, in every language (server-side: the checkout shows what the API says).
import type { Localized } from "@shop/domain";
import { localized, lockersCatalogue } from "./messages";

/** The order names a locker InPost does not know, or one that is not working. */
export const LOCKER_UNKNOWN: Localized = /* @__PURE__ */ localized(lockersCatalogue, (m) => m.unknownLocker);
/** InPost could not be asked about the chosen locker: the order was not placed. */
export const LOCKERS_NOT_PLACED: Localized = /* @__PURE__ */ localized(lockersCatalogue, (m) => m.notPlaced);
