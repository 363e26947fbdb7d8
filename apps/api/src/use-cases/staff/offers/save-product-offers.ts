// The back office's per-product table saved at once: for each city listed, the offer as the form has it (null:
// not offered). With `expected` (the offer as the form showed it), what another save changed meanwhile in the
// fields the form left alone is kept, and a field both changed is refused (409) instead of overwritten. Stock is
// set per store (`storeStock`; each store merged on its own, a store left out keeps its units); the city's total
// follows them.
import {
  localized,
  offerConflictMessage,
  type ProductOffers,
  type ProductOffersUpdate,
  type StaffOfferValues,
  staffOffersCatalogue,
} from "@shop/contracts";
import { type Db, findOfferCity, findOfferProduct, findStaffCities, staffMayActOn, type UserRow } from "@shop/db";
import { type Locale, type Localized, mergeOffer, type OfferValues, sortTiers } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { listProductOffers } from "./list-product-offers";
import { type OfferChange, saveOffers } from "./save-offers";

const CITY_TWICE: Localized = /* @__PURE__ */ localized(staffOffersCatalogue, (m) => m.cityTwice);

const values = (offer: StaffOfferValues | null | undefined): OfferValues | null =>
  offer ? { ...offer, storeStock: { ...offer.storeStock }, wholesaleTiers: sortTiers(offer.wholesaleTiers) } : null;

/** The form's offer over the stored one: the stores it leaves out keep their units. */
const keepingStores = (current: OfferValues | null, offer: OfferValues | null): OfferValues | null =>
  offer && { ...offer, storeStock: { ...current?.storeStock, ...offer.storeStock } };

export async function saveProductOffers(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  productId: number,
  body: ProductOffersUpdate,
  locale: Locale,
): Promise<ProductOffers> {
  const db: Db = deps.database.db;
  const product = await findOfferProduct(db, productId, locale);
  if (!product) throw new AppError("NOT_FOUND");
  const scope = await findStaffCities(db, staff);
  const seen = new Set<string>();
  const changes: OfferChange[] = [];
  for (const [index, row] of body.offers.entries()) {
    const city = await findOfferCity(db, row.city);
    if (!city || !staffMayActOn(scope, city.id)) throw new AppError("NOT_FOUND");
    if (seen.has(city.slug))
      throw new AppError("VALIDATION_FAILED", { issues: [{ path: `offers.${index}.city`, message: CITY_TWICE[locale] }] });
    seen.add(city.slug);
    const name = city.names[locale];
    changes.push({
      city,
      product,
      where: { city: name },
      path: `offers.${index}`,
      next: (current) => {
        if (row.expected === undefined) return keepingStores(current, values(row.offer));
        const merged = mergeOffer(current, values(row.expected), values(row.offer));
        if (merged.conflicts.length) throw new AppError("CONFLICT", { message: offerConflictMessage(locale, name, merged.conflicts) });
        return merged.offer;
      },
    });
  }
  await saveOffers(deps, staff, changes, locale);
  return listProductOffers(db, staff, productId, locale);
}
