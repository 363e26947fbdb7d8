// One field of an offer as the back office shows it: money in złoty (19.90), tiers as 10:17.90;50:15.90.
import type { StaffOfferValues } from "@shop/contracts";
import { formatTiers, formatZloty, type OfferField } from "@shop/domain";

export function offerValueText(offer: StaffOfferValues, field: OfferField, words: { yes: string; no: string }): string {
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
