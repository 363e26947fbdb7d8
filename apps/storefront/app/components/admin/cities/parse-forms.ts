// The city page's forms as the API wants them (contracts staff-cities.ts): złoty to grosze, the weekday table
// to opening hours, checkboxes to booleans. Checked with the API's own schemas, so a field's message is the
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
import type { z } from "zod";

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const CITY_LOCALES = ["en", "uk", "pl", "ru"] as const;

export type FieldErrors = Record<string, string[]>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** A message key of the API's schemas in the page's language (other texts as they are). */
function fieldMessage(key: string, lang: Locale): string {
  if (Object.hasOwn(CITY_FIELD_MESSAGES, key)) return CITY_FIELD_MESSAGES[key as CityFieldMessage][lang];
  if (Object.hasOwn(VALIDATION_MESSAGES, key)) return VALIDATION_MESSAGES[key as ValidationKey][lang];
  return key;
}

const add = (errors: FieldErrors, field: string, message: string) => {
  if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
};

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

function parseWith<T>(schema: z.ZodType<T>, raw: unknown, lang: Locale, errors: FieldErrors, days: readonly number[] = []): Parsed<T> {
  const result = schema.safeParse(raw);
  if (!result.success)
    for (const issue of result.error.issues) add(errors, formFieldOf(issue.path.join("."), days), fieldMessage(issue.message, lang));
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, fieldErrors: errors };
  return { ok: true, value: result.data };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const checked = (form: FormData, name: string) => form.get(name) === "on" || form.get(name) === "1";

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

const ZLOTY = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** Złoty as typed ("12,50", "12.5 zł") in grosze; null when empty, undefined when it is no amount. */
export function zlotyToGrosze(value: string): number | null | undefined {
  const typed = value.replace(/\s|zł/gi, "");
  if (!typed) return null;
  const match = ZLOTY.exec(typed);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Grosze as a form value ("12.50"); "" for none. */
export const groszeToInput = (grosze: number | null | undefined) =>
  grosze === null || grosze === undefined ? "" : (grosze / 100).toFixed(2);

/** A whole number as typed; null when empty, undefined when it is none. */
function wholeOf(value: string): number | null | undefined {
  if (!value) return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** The store form: address, phone, latitude, longitude, capacity, active, sortOrder, opens-N/closes-N/closed-N. */
export function parseStoreForm(form: FormData, lang: Locale): Parsed<StoreInput> & { days: number[] } {
  const errors: FieldErrors = {};
  const openingHours: Array<{ day: number; opens: string; closes: string }> = [];
  for (const day of WEEKDAYS) {
    const opens = timeOf(text(form, `opens-${day}`));
    const closes = timeOf(text(form, `closes-${day}`));
    if (checked(form, `closed-${day}`) || (!opens && !closes)) continue;
    openingHours.push({ day, opens, closes });
  }
  const days = openingHours.map((entry) => entry.day);
  const latitude = decimalOf(text(form, "latitude"));
  const longitude = decimalOf(text(form, "longitude"));
  if (Number.isNaN(latitude)) add(errors, "latitude", fieldMessage("latitudeRange", lang));
  if (Number.isNaN(longitude)) add(errors, "longitude", fieldMessage("longitudeRange", lang));
  const capacity = wholeOf(text(form, "capacity"));
  if (capacity === undefined) add(errors, "capacity", fieldMessage("capacityRange", lang));
  const sortOrder = wholeOf(text(form, "sortOrder"));
  if (sortOrder === undefined) add(errors, "sortOrder", fieldMessage("sortOrderRange", lang));
  const raw = {
    address: text(form, "address"),
    phone: text(form, "phone"),
    openingHours,
    latitude: Number.isNaN(latitude) ? 0 : latitude,
    longitude: Number.isNaN(longitude) ? 0 : longitude,
    active: checked(form, "active"),
    pickupSlotCapacity: capacity ?? null,
    ...(typeof sortOrder === "number" ? { sortOrder } : {}),
  };
  return { ...parseWith(StoreInput, raw, lang, errors, days), days };
}

/** The fees table: fee-{method} and freeFrom-{method} for every delivery method, in złoty. */
export function parseFeesForm(form: FormData, lang: Locale): Parsed<DeliveryFeesUpdate> {
  const errors: FieldErrors = {};
  const fees = DELIVERY_METHOD_CODES.map((method) => {
    const fee = zlotyToGrosze(text(form, `fee-${method}`));
    const freeFrom = zlotyToGrosze(text(form, `freeFrom-${method}`));
    if (fee === undefined) add(errors, `fee-${method}`, fieldMessage("moneyRange", lang));
    if (freeFrom === undefined || freeFrom === 0) add(errors, `freeFrom-${method}`, fieldMessage("freeFromRange", lang));
    return { method, fee: fee ?? 0, freeFrom: freeFrom || null };
  });
  return parseWith(DeliveryFeesUpdate, { fees }, lang, errors);
}

const namesOf = (form: FormData) => Object.fromEntries(CITY_LOCALES.map((locale) => [locale, text(form, `name-${locale}`)]));

/** The city form (admins): name-{locale}, active, sortOrder. */
export function parseCityForm(form: FormData, lang: Locale): Parsed<CityUpdate> {
  const errors: FieldErrors = {};
  const sortOrder = wholeOf(text(form, "sortOrder"));
  if (sortOrder === undefined) add(errors, "sortOrder", fieldMessage("sortOrderRange", lang));
  return parseWith(CityUpdate, { names: namesOf(form), active: checked(form, "active"), sortOrder: sortOrder ?? 0 }, lang, errors);
}

/** The new-city form (admins): slug, name-{locale}, active. */
export function parseNewCityForm(form: FormData, lang: Locale): Parsed<CityCreate> {
  return parseWith(CityCreate, { slug: text(form, "slug").toLowerCase(), names: namesOf(form), active: checked(form, "active") }, lang, {});
}

/** What the form sent, to show it again next to its errors (a page rendered without JavaScript). */
export function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && name !== "intent") values[name] = value.slice(0, 500);
  return values;
}
