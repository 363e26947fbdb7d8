// One field of an offer as the back office shows it: money in złoty (19.90), tiers as 10:17.90;50:15.90, stock as
// the city's total or one store's units; a store named by its address up to the first comma.
import type { StaffOfferStore, StaffOfferValues } from "@shop/contracts";
import { formatTiers, formatZloty, type OfferField, storeQuantity } from "@shop/domain";

/** A field shown as one value (a store's units: storeUnitsText). */
export type ShownField = Exclude<OfferField, "storeStock"> | "stock";

export function offerValueText(offer: StaffOfferValues, field: ShownField, words: { yes: string; no: string }): string {
  switch (field) {
    case "visible":
      return offer.visible ? words.yes : words.no;
    case "stock":
      return String(offer.stock);
    case "wholesaleTiers":
      return formatTiers(offer.wholesaleTiers) || "—";
    default: {
      const value = offer[field];
      return value === null ? "—" : formatZloty(value);
    }
  }
}

/** A store's units of the offer. */
export const storeUnitsText = (offer: StaffOfferValues, storeId: number): string => String(storeQuantity(offer.storeStock, storeId));

/** A store as a short label: its address up to the first comma ("ul. Grójecka 42"). */
export const storeShortName = (store: Pick<StaffOfferStore, "address">): string => store.address.split(",")[0]?.trim() || store.address;
