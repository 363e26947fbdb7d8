// The city page's forms' schemas (read by lib/admin/form.ts) into what the API wants (contracts staff-cities.ts):
// złoty to grosze, the weekday table to opening hours, checkboxes to booleans. Checked with the API's own schemas, so a field's message is the
// one the API would give, in the page's language; the API's issues map back onto the same form fields.
import {
  CITY_FIELD_MESSAGES,
  CityCreate,
  type CityFieldMessage,
  CityUpdate,
  DELIVERY_METHOD_CODES,
  DeliveryFeesUpdate,
  StoreInput,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { z } from "zod";
import { checkbox, checkWith, type FormRead, field, problem, readForm, trimmedField } from "../../../lib/admin/form";
import { wholeNumber, zlotyToGrosze } from "../../../lib/admin/money";

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const CITY_LOCALES = ["en", "uk", "pl", "ru"] as const;

export type Parsed<T> = FormRead<T>;

/** A message key of the API's schemas in the page's language (other texts as they are). */
function fieldMessage(key: string, lang: Locale): string {
  if (Object.hasOwn(CITY_FIELD_MESSAGES, key)) return CITY_FIELD_MESSAGES[key as CityFieldMessage][lang];
  if (Object.hasOwn(VALIDATION_MESSAGES, key)) return VALIDATION_MESSAGES[key as ValidationKey][lang];
  return key;
}

/**
 * The form field an API issue path (`openingHours.0.closes`) belongs to; `days`: the weekdays sent, in order
 * (the fees are always sent for every method, in DELIVERY_METHOD_CODES order).
 */
export function formFieldOf(path: string, days: readonly number[] = []): string {
  const [first, second, third] = path.split(".");
  if (first === "openingHours") return second === undefined ? "hours" : `hours-${days[Number(second)] ?? ""}`;
  if (first === "pickupSlotCapacity") return "capacity";
  if (first === "names") return `name-${second ?? ""}`;
  if (first === "fees") return third ? `${third}-${DELIVERY_METHOD_CODES[Number(second)] ?? ""}` : "fees";
  return first ?? "";
}

const HOUR_FIELDS = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [`opens-${day}`, `closes-${day}`, `closed-${day}`].map((name) => [name, trimmedField])),
) as Record<`${"opens" | "closes" | "closed"}-${(typeof WEEKDAYS)[number]}`, typeof trimmedField>;

const ticked = (value: string) => value === "on" || value === "1";

/** "9:05" or "09:05:00" (a time field) as "09:05"; anything else as typed (the schema refuses it). */
function timeOf(value: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  return match ? `${(match[1] ?? "").padStart(2, "0")}:${match[2]}` : value;
}

/** A decimal number as typed ("50,06" or "50.06"); NaN when it is none. */
function decimalOf(value: string): number {
  const normalized = value.replace(",", ".");
  return /^-?\d{1,3}(\.\d{1,10})?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A number the form could not read: its field's message (a key of CITY_FIELD_MESSAGES). */
function unreadable<T>(ctx: z.RefinementCtx, field: string, value: T, message: CityFieldMessage): T {
  if (value === undefined || Number.isNaN(value)) problem(ctx, field, message);
  return value;
}

/** The store form: address, phone, latitude, longitude, capacity, active, sortOrder, opens-N/closes-N/closed-N. */
const StoreFormFields = z
  .object({
    address: trimmedField,
    phone: trimmedField,
    latitude: trimmedField,
    longitude: trimmedField,
    capacity: trimmedField,
    sortOrder: trimmedField,
    active: checkbox,
    ...HOUR_FIELDS,
  })
  .transform((form, ctx) => {
    const openingHours = WEEKDAYS.flatMap((day) => {
      const opens = timeOf(form[`opens-${day}`]);
      const closes = timeOf(form[`closes-${day}`]);
      return ticked(form[`closed-${day}`]) || (!opens && !closes) ? [] : [{ day, opens, closes }];
    });
    const days = openingHours.map((entry) => entry.day);
    const latitude = unreadable(ctx, "latitude", decimalOf(form.latitude), "latitudeRange");
    const longitude = unreadable(ctx, "longitude", decimalOf(form.longitude), "longitudeRange");
    const capacity = unreadable(ctx, "capacity", wholeNumber(form.capacity), "capacityRange");
    const sortOrder = unreadable(ctx, "sortOrder", wholeNumber(form.sortOrder), "sortOrderRange");
    const raw = {
      address: form.address,
      phone: form.phone,
      openingHours,
      latitude: Number.isNaN(latitude) ? 0 : latitude,
      longitude: Number.isNaN(longitude) ? 0 : longitude,
      active: form.active,
      pickupSlotCapacity: capacity ?? null,
      ...(typeof sortOrder === "number" ? { sortOrder } : {}),
    };
    return { store: checkWith(StoreInput, raw, ctx, (path) => formFieldOf(path, days)), days };
  });

export function parseStoreForm(form: FormData, lang: Locale): Parsed<StoreInput> & { days: number[] } {
  const read = readForm(form, StoreFormFields, (key) => fieldMessage(key, lang));
  return read.ok ? { ok: true, value: read.value.store, days: read.value.days } : { ...read, days: [] };
}

/** The fees table: fee-{method} and freeFrom-{method} for every delivery method, in złoty. */
const FeesFormFields = z
  .object(
    Object.fromEntries(
      DELIVERY_METHOD_CODES.flatMap((method) => [`fee-${method}`, `freeFrom-${method}`]).map((name) => [name, field]),
    ) as Record<`${"fee" | "freeFrom"}-${(typeof DELIVERY_METHOD_CODES)[number]}`, typeof field>,
  )
  .transform((form, ctx) => {
    const fees = DELIVERY_METHOD_CODES.map((method) => {
      const fee = unreadable(ctx, `fee-${method}`, zlotyToGrosze(form[`fee-${method}`]), "moneyRange");
      const freeFrom = zlotyToGrosze(form[`freeFrom-${method}`]);
      unreadable(ctx, `freeFrom-${method}`, freeFrom === 0 ? undefined : freeFrom, "freeFromRange");
      return { method, fee: fee ?? 0, freeFrom: freeFrom || null };
    });
    return checkWith(DeliveryFeesUpdate, { fees }, ctx, formFieldOf);
  });

export const parseFeesForm = (form: FormData, lang: Locale): Parsed<DeliveryFeesUpdate> =>
  readForm(form, FeesFormFields, (key) => fieldMessage(key, lang));

const NAME_FIELDS = Object.fromEntries(CITY_LOCALES.map((locale) => [`name-${locale}`, trimmedField])) as Record<
  `name-${(typeof CITY_LOCALES)[number]}`,
  typeof trimmedField
>;
const namesOf = (form: Record<`name-${(typeof CITY_LOCALES)[number]}`, string>) =>
  Object.fromEntries(CITY_LOCALES.map((locale) => [locale, form[`name-${locale}`]]));

/** The city form (admins): name-{locale}, active, sortOrder, pickupHoldDays (issue 33). */
const CityFormFields = z
  .object({ ...NAME_FIELDS, active: checkbox, sortOrder: trimmedField, pickupHoldDays: trimmedField })
  .transform((form, ctx) => {
    const sortOrder = unreadable(ctx, "sortOrder", wholeNumber(form.sortOrder), "sortOrderRange");
    const holdDays = unreadable(ctx, "pickupHoldDays", wholeNumber(form.pickupHoldDays) ?? undefined, "holdDaysRange");
    return checkWith(
      CityUpdate,
      { names: namesOf(form), active: form.active, sortOrder: sortOrder ?? 0, pickupHoldDays: holdDays ?? 3 },
      ctx,
      formFieldOf,
    );
  });

export const parseCityForm = (form: FormData, lang: Locale): Parsed<CityUpdate> =>
  readForm(form, CityFormFields, (key) => fieldMessage(key, lang));

/** The new-city form (admins): slug, name-{locale}, active. */
const NewCityFormFields = z
  .object({ ...NAME_FIELDS, slug: trimmedField, active: checkbox })
  .transform((form, ctx) =>
    checkWith(CityCreate, { slug: form.slug.toLowerCase(), names: namesOf(form), active: form.active }, ctx, formFieldOf),
  );

export const parseNewCityForm = (form: FormData, lang: Locale): Parsed<CityCreate> =>
  readForm(form, NewCityFormFields, (key) => fieldMessage(key, lang));

/** What the form sent, to show it again next to its errors (a page rendered without JavaScript). */
export function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && name !== "intent") values[name] = value.slice(0, 500);
  return values;
}
