// The checkout's pickup stores as the page shows them (issue 19), made by the loader so that the browser's code
// does not grow: each store's option text (its address; for a store lacking part of the cart, also what it lacks,
// and the option is disabled) and, when no store holds the whole cart, what to do instead.
import type { CheckoutOptions } from "@shop/contracts";
import type { ShopKey } from "../texts/keys";
import type { TFunction } from "../texts/translate";
import type { CheckoutData, PickupChoice } from "./types";

export function pickupChoices(options: CheckoutOptions, t: TFunction<ShopKey>): Pick<CheckoutData, "options" | "pickupNote"> {
  const stores: PickupChoice[] = options.stores.map((store) => ({
    ...store,
    label: store.complete
      ? store.address
      : t("checkout.delivery.storeLacks", {
          address: store.address,
          missing: store.missing.map((shortage) => t("checkout.delivery.storeShortage", shortage)).join(", "),
        }),
  }));
  const pickup = options.deliveries.some((delivery) => delivery.method === "local-pickup");
  if (!pickup || stores.length === 0 || stores.some((store) => store.complete)) return { options: { ...options, stores } };
  const others = options.deliveries.length > 1;
  return {
    options: { ...options, stores },
    pickupNote: t(others ? "checkout.delivery.noStoreHasAll" : "checkout.delivery.noStoreHasAllPickupOnly"),
  };
}
