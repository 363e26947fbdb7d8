import { CITY_FIELD_MESSAGES, VALIDATION_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { zlotyToGrosze } from "../../../lib/admin/money";
import { formFieldOf, parseCityForm, parseFeesForm, parseNewCityForm, parseStoreForm } from "./parse-forms";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

const STORE = {
  address: " ul. Długa 1 ",
  phone: "+48 22 000 00 00",
  latitude: "52,2297",
  longitude: "21.0122",
  capacity: "",
  active: "on",
  "opens-1": "09:00",
  "closes-1": "18:00",
  "opens-2": "9:30",
  "closes-2": "18:00:00",
  "opens-6": "10:00",
  "closes-6": "14:00",
  "closed-6": "on",
};

describe("the store form", () => {
  it("becomes the API's store: open days only, times as HH:MM, decimal commas, empty capacity = no limit", () => {
    const parsed = parseStoreForm(formOf(STORE), "en");
    expect(parsed).toMatchObject({
      ok: true,
      days: [1, 2],
      value: {
        address: "ul. Długa 1",
        latitude: 52.2297,
        longitude: 21.0122,
        active: true,
        pickupSlotCapacity: null,
        openingHours: [
          { day: 1, opens: "09:00", closes: "18:00" },
          { day: 2, opens: "09:30", closes: "18:00" },
        ],
      },
    });
    expect(parsed.ok && "sortOrder" in parsed.value).toBe(false);
    const unticked = parseStoreForm(formOf({ ...STORE, active: "", capacity: "3", sortOrder: "7" }), "en");
    expect(unticked).toMatchObject({ ok: true, value: { active: false, pickupSlotCapacity: 3, sortOrder: 7 } });
  });

  it("puts each refusal on its field, in the page's language", () => {
    const parsed = parseStoreForm(
      formOf({ ...STORE, "opens-3": "18:00", "closes-3": "08:00", "opens-4": "10:00", latitude: "north", capacity: "0", address: "" }),
      "pl",
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({
      latitude: [CITY_FIELD_MESSAGES.latitudeRange.pl],
      capacity: [CITY_FIELD_MESSAGES.capacityRange.pl],
      address: [VALIDATION_MESSAGES.required.pl],
      "hours-3": [CITY_FIELD_MESSAGES.closesAfterOpens.pl],
      "hours-4": [CITY_FIELD_MESSAGES.hoursFormat.pl],
    });
  });

  it("maps the API's issue paths back to the form's fields", () => {
    expect(formFieldOf("openingHours.1.closes", [2, 5])).toBe("hours-5");
    expect(formFieldOf("pickupSlotCapacity")).toBe("capacity");
    expect(formFieldOf("names.uk")).toBe("name-uk");
    expect(formFieldOf("fees.4.freeFrom")).toBe("freeFrom-courier");
    expect(formFieldOf("phone")).toBe("phone");
  });
});

describe("the fees and city forms", () => {
  it("turns złoty into grosze for every method, empty 'free from' meaning never free", () => {
    expect(zlotyToGrosze("12,5 zł")).toBe(1250);
    expect(zlotyToGrosze("0")).toBe(0);
    expect(zlotyToGrosze("")).toBeNull();
    expect(zlotyToGrosze("1.234")).toBeUndefined();
    const parsed = parseFeesForm(
      formOf({ "fee-courier": "19.99", "freeFrom-courier": "200", "fee-post-box": "abc", "freeFrom-post-box": "0" }),
      "uk",
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.fieldErrors).toEqual({
        "fee-post-box": [CITY_FIELD_MESSAGES.moneyRange.uk],
        "freeFrom-post-box": [CITY_FIELD_MESSAGES.freeFromRange.uk],
      });
    const fine = parseFeesForm(formOf({ "fee-courier": "19.99", "freeFrom-courier": "200" }), "en");
    expect(fine.ok && fine.value.fees).toEqual([
      { method: "local-pickup", fee: 0, freeFrom: null },
      { method: "parcel-locker", fee: 0, freeFrom: null },
      { method: "post-box", fee: 0, freeFrom: null },
      { method: "weekend-delivery", fee: 0, freeFrom: null },
      { method: "courier", fee: 1999, freeFrom: 20000 },
    ]);
  });

  it("checks the city's names, position and new slug", () => {
    const names = { "name-en": "Lodz", "name-uk": "Лодзь", "name-pl": "Łódź", "name-ru": "Лодзь" };
    expect(parseCityForm(formOf({ ...names, active: "on", sortOrder: "3", pickupHoldDays: "5" }), "en")).toEqual({
      ok: true,
      value: { names: { en: "Lodz", uk: "Лодзь", pl: "Łódź", ru: "Лодзь" }, active: true, sortOrder: 3, pickupHoldDays: 5 },
    });
    expect(parseCityForm(formOf({ ...names, "name-ru": " ", sortOrder: "-1", pickupHoldDays: "3" }), "ru")).toEqual({
      ok: false,
      fieldErrors: { sortOrder: [CITY_FIELD_MESSAGES.sortOrderRange.ru], "name-ru": [VALIDATION_MESSAGES.required.ru] },
    });
    // The pickup hold (issue 33): whole days from 1 to 30.
    for (const days of ["0", "31", "2.5", "", "seven"])
      expect(parseCityForm(formOf({ ...names, sortOrder: "1", pickupHoldDays: days }), "uk")).toEqual({
        ok: false,
        fieldErrors: { pickupHoldDays: [CITY_FIELD_MESSAGES.holdDaysRange.uk] },
      });
    expect(parseNewCityForm(formOf({ ...names, slug: "Lodz" }), "en")).toMatchObject({ ok: true, value: { slug: "lodz", active: false } });
    expect(parseNewCityForm(formOf({ ...names, slug: "łódź" }), "pl")).toEqual({
      ok: false,
      fieldErrors: { slug: [CITY_FIELD_MESSAGES.slugFormat.pl] },
    });
  });
});
