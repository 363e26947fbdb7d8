// @vitest-environment happy-dom
// The parcel locker picker as the server renders it, i.e. as a browser without JavaScript uses it: a search form
// whose button posts intent "lockers", and after that post the lockers found as a radio group, the chosen one kept.
import type { Locker } from "@shop/contracts";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { distanceText } from "../../lib/checkout/lockers";
import type { CheckoutReply } from "../../lib/checkout/types";
import type { FieldMeta } from "../../lib/forms/field-props";
import { TextsProvider } from "../../lib/texts";
import LockerPicker from "./lockers";
import { i18nIn } from "./test-kit";

const locker = (code: string, distance: number | null, hours = "24/7"): Locker => ({
  code,
  name: "Przy sklepie Żabka",
  address: "Floriańska 12, 31-019 Kraków",
  openingHours: hours,
  open247: hours === "24/7",
  distance,
  latitude: 50.06,
  longitude: 19.94,
});

const field = (errors?: string[]): FieldMeta => ({
  id: "checkout-lockerCode",
  name: "lockerCode",
  formId: "checkout",
  errorId: "checkout-lockerCode-error",
  descriptionId: "checkout-lockerCode-description",
  errors,
});

async function serverRendered(reply: CheckoutReply | undefined, errors?: string[]) {
  const texts = await i18nIn("pl");
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        Component: Outlet,
        children: [
          {
            id: "checkout",
            path: ":lang/:city/checkout",
            Component: () => <LockerPicker field={field(errors)} focus={undefined} />,
          },
        ],
      },
    ],
    {
      initialEntries: ["/pl/krakow/checkout"],
      hydrationData: {
        loaderData: { root: { locale: "pl", city: { id: 2, slug: "krakow", name: "Kraków" } }, checkout: null },
        actionData: reply ? { checkout: reply } : undefined,
      },
    },
  );
  document.body.innerHTML = renderToString(
    <TextsProvider lang={texts}>
      <RouterProvider router={router} />
    </TextsProvider>,
  );
}

const reply = (lockers: CheckoutReply["lockers"]): CheckoutReply => ({
  intent: "lockers",
  result: { initialValue: {} },
  quote: null,
  idempotencyKey: "key-of-this-page-0001",
  lockers,
});

describe("the parcel locker picker without JavaScript", () => {
  it("is a search box whose button posts the whole form with intent lockers", async () => {
    await serverRendered(undefined);
    const input = document.querySelector("[data-locker-query]") as HTMLInputElement;
    expect([input.name, input.type, input.value]).toEqual(["lockerQuery", "search", ""]);
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Znajdź paczkomat");
    const button = document.querySelector("[data-locker-search]") as HTMLButtonElement;
    expect([button.type, button.name, button.value, button.formNoValidate]).toEqual(["submit", "intent", "lockers", true]);
    expect(document.querySelector("[data-locker-option]")).toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent).toBe("");
    expect(document.querySelector('input[name="_js"]')).toBeNull();
  });

  it("comes back with the search text, the lockers found as radios, how many, and the chosen one checked", async () => {
    const found = [locker("KRA05M", 120), locker("KRA07N", 1_240, "pn-sb 06:00-23:00")];
    await serverRendered(reply({ query: "31-019", list: { kind: "postcode", lockers: found }, chosen: locker("KRA01M", null) }));
    expect((document.querySelector("[data-locker-query]") as HTMLInputElement).value).toBe("31-019");
    const radios = [...document.querySelectorAll<HTMLInputElement>("[data-locker-option]")];
    // The chosen locker stays first and checked, though this search did not find it.
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ["lockerCode", "KRA01M", true],
      ["lockerCode", "KRA05M", false],
      ["lockerCode", "KRA07N", false],
    ]);
    expect(radios[0]?.autofocus).toBe(true);
    expect(document.querySelector("fieldset legend")?.textContent).toBe("Wybierz paczkomat");
    expect(document.querySelector('[role="status"]')?.textContent).toBe("Znaleziono 2 paczkomaty.");
    expect(document.querySelector("[data-locker-chosen]")?.textContent).toBe(
      "Twój paczkomatKRA01M · Floriańska 12, 31-019 KrakówPrzy sklepie Żabka",
    );
    const second = radios[1]?.closest("label")?.textContent;
    expect(second).toBe("KRA05Modległość: 120 mFloriańska 12, 31-019 KrakówPrzy sklepie Żabka · Czynny całą dobę");
    expect(radios[2]?.closest("label")?.textContent).toContain("odległość: 1,2 km");
    expect(radios[2]?.closest("label")?.textContent).toContain("Godziny otwarcia: pn-sb 06:00-23:00");
  });

  it("says when nothing was found or the search failed, and shows the field's error", async () => {
    await serverRendered(reply({ query: "Nieistniejąca", list: { kind: "street", lockers: [] }, chosen: null }), ["required"]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      "Nie znaleziono tu paczkomatów. Spróbuj wpisać kod pocztowy, np. 00-017.",
    );
    expect(document.querySelector("#checkout-lockerCode-error")?.textContent).toBe("Pole jest wymagane");
    await serverRendered(reply({ query: "Pawia", list: null, chosen: null }));
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      "Wyszukiwarka paczkomatów teraz nie odpowiada. Spróbuj ponownie za chwilę.",
    );
  });
});

describe("distances", () => {
  it("are tens of metres, then tenths of kilometres, in the page's language", () => {
    expect([distanceText("en", 347), distanceText("en", 4), distanceText("en", 1_240), distanceText("en", 12_060)]).toEqual([
      "350 m",
      "10 m",
      "1.2 km",
      "12.1 km",
    ]);
    expect(distanceText("pl", 1_240)).toBe("1,2 km");
    expect(distanceText("uk", 980)).toBe("980 м");
    expect(distanceText("ru", 2_500)).toBe("2,5 км");
  });
});
