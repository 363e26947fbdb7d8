import type { CheckoutOptions } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { OPTIONS } from "../../components/checkout/checkout-fixture";
import { translatorIn } from "../texts/testing";
import { pickupChoices } from "./pickup-choices.server";

const [floriańska, karmelicka] = OPTIONS.stores as [CheckoutOptions["stores"][number], CheckoutOptions["stores"][number]];
const lacking = {
  ...karmelicka,
  complete: false,
  missing: [
    { productId: 1, name: "Al Fakher Double Apple", wanted: 3, available: 2 },
    { productId: 2, name: "Coconut coal 1 kg", wanted: 1, available: 0 },
  ],
};

describe("the checkout's pickup stores (issue 19)", () => {
  it("label a store by its address, and a store lacking part of the cart by what it lacks, in the page's language", () => {
    const options = { ...OPTIONS, stores: [floriańska, lacking] };
    const en = pickupChoices(options, translatorIn("en"));
    expect(en.options.stores.map((store) => [store.id, store.complete, store.label])).toEqual([
      [7, true, "ul. Floriańska 12, Kraków"],
      [9, false, "ul. Karmelicka 3, Kraków — missing here: Al Fakher Double Apple (2 of 3), Coconut coal 1 kg (0 of 1)"],
    ]);
    expect(en.pickupNote).toBeUndefined();
    const labels = (lang: "uk" | "pl" | "ru") => pickupChoices(options, translatorIn(lang)).options.stores[1]?.label;
    expect(labels("pl")).toBe("ul. Karmelicka 3, Kraków — brakuje tu: Al Fakher Double Apple (2 z 3), Coconut coal 1 kg (0 z 1)");
    expect(labels("uk")).toBe("ul. Karmelicka 3, Kraków — тут бракує: Al Fakher Double Apple (2 з 3), Coconut coal 1 kg (0 з 1)");
    expect(labels("ru")).toBe("ul. Karmelicka 3, Kraków — здесь не хватает: Al Fakher Double Apple (2 из 3), Coconut coal 1 kg (0 из 1)");
  });

  it("say when no store holds the whole cart: choose a delivery, or (pickup being the only way) change the cart", () => {
    const none = { ...OPTIONS, stores: [{ ...floriańska, complete: false, missing: lacking.missing }, lacking] };
    expect(pickupChoices(none, translatorIn("en")).pickupNote).toBe(
      "No store has everything in your cart right now, so it cannot be picked up. Choose a delivery instead, or change the cart.",
    );
    const pickupOnly = { ...none, deliveries: OPTIONS.deliveries.slice(0, 1) };
    expect(pickupChoices(pickupOnly, translatorIn("pl")).pickupNote).toBe(
      "Żaden sklep nie ma teraz wszystkiego z Twojego koszyka. Aby odebrać zamówienie, usuń lub zmniejsz produkty, których brakuje w sklepach.",
    );
    // Without pickup (another brand, or a cart only delivery may carry) there is nothing to say about stores.
    expect(pickupChoices({ ...none, deliveries: OPTIONS.deliveries.slice(1) }, translatorIn("en")).pickupNote).toBeUndefined();
  });
});
