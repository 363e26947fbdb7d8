import { z } from "zod";
import { PhoneField } from "./accounts";
import { staffCitiesCatalogue, transpose } from "./messages";
import { DeliveryMethod } from "./orders";

export const CITY_FIELD_MESSAGES = /* @__PURE__ */ transpose(staffCitiesCatalogue, (m) => m.cityFieldMessages);
export type CityFieldMessage = keyof typeof CITY_FIELD_MESSAGES;

const message = (key: CityFieldMessage) => key;
const Money = z.number().int(message("moneyRange")).describe("Grosze (PLN minor units)");
const Instant = z.iso.datetime({ offset: true });
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const CityNames = z.object({
  en: z.string().trim().min(1, "required").max(100, "tooLong"),
  uk: z.string().trim().min(1, "required").max(100, "tooLong"),
  pl: z.string().trim().min(1, "required").max(100, "tooLong"),
  ru: z.string().trim().min(1, "required").max(100, "tooLong"),
});
const SortOrder = z.number().int(message("sortOrderRange")).min(0, message("sortOrderRange")).max(100_000, message("sortOrderRange"));

// ---------------------------------------------------------------- requests

export const CityCreate = z
  .object({
    slug: z
      .string()
      .trim()
      .min(1, "required")
      .max(64, "tooLong")
      .regex(SLUG, message("slugFormat"))
      .describe("The city's address in the shop's links (/{lang}/{slug}/…); never changes"),
    names: CityNames,
    active: z.boolean().optional().describe("Shown in the shop (default false: set up its stores and offers first)"),
    sortOrder: SortOrder.optional(),
  })
  .meta({ id: "CityCreate" });
export type CityCreate = z.infer<typeof CityCreate>;

/** Days a ready pickup order waits in its store before it is canceled (issue 33, docs/inventory.md "Pickup holds"). */
export const PickupHoldDays = z
  .number()
  .int(message("holdDaysRange"))
  .min(1, message("holdDaysRange"))
  .max(30, message("holdDaysRange"))
  .describe("Days a pickup order ready in its store is held before it is canceled (1 to 30)");

export const CityUpdate = z
  .object({
    names: CityNames,
    active: z.boolean(),
    sortOrder: SortOrder,
    /** Absent: unchanged. */
    pickupHoldDays: PickupHoldDays.optional(),
  })
  .meta({ id: "CityUpdate" });
export type CityUpdate = z.infer<typeof CityUpdate>;

const OpeningDay = z.object({
  day: z.number().int(message("dayRange")).min(1, message("dayRange")).max(7, message("dayRange")).describe("1 = Monday … 7 = Sunday"),
  opens: z.string().regex(HHMM, message("hoursFormat")).describe('"HH:MM", shop time (Europe/Warsaw)'),
  closes: z.string().regex(HHMM, message("hoursFormat")).describe('"HH:MM", after `opens`'),
});

/** A week of opening hours: a day not listed is a closed day. */
export const OpeningHoursInput = z
  .array(OpeningDay)
  .max(7, message("dayTwice"))
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((day, index) => {
      if (seen.has(day.day)) ctx.addIssue({ code: "custom", message: message("dayTwice"), path: [index, "day"] });
      seen.add(day.day);
      if (HHMM.test(day.opens) && HHMM.test(day.closes) && day.closes <= day.opens)
        ctx.addIssue({ code: "custom", message: message("closesAfterOpens"), path: [index, "closes"] });
    });
  });

export const StoreInput = z
  .object({
    address: z.string().trim().min(1, "required").max(200, "tooLong"),
    phone: PhoneField,
    openingHours: OpeningHoursInput,
    latitude: z.number().min(-90, message("latitudeRange")).max(90, message("latitudeRange")),
    longitude: z.number().min(-180, message("longitudeRange")).max(180, message("longitudeRange")),
    active: z.boolean().describe("Offered for pickup at checkout"),
    pickupSlotCapacity: z
      .number()
      .int(message("capacityRange"))
      .min(1, message("capacityRange"))
      .max(1000, message("capacityRange"))
      .nullable()
      .describe("Pickup orders the store hands over per hour; null: no limit"),
    sortOrder: SortOrder.optional(),
  })
  .meta({ id: "StoreInput" });
export type StoreInput = z.infer<typeof StoreInput>;

export const DeliveryFeeInput = z.object({
  method: DeliveryMethod,
  fee: Money.min(0, message("moneyRange")).max(1_000_000, message("moneyRange")),
  freeFrom: Money.min(1, message("freeFromRange"))
    .max(100_000_000, message("freeFromRange"))
    .nullable()
    .describe("The goods total from which delivery is free; null: never free"),
});

export const DeliveryFeesUpdate = z
  .object({
    fees: z
      .array(DeliveryFeeInput)
      .min(1, "required")
      .max(5, message("methodTwice"))
      .superRefine((fees, ctx) => {
        const seen = new Set<string>();
        fees.forEach((fee, index) => {
          if (seen.has(fee.method)) ctx.addIssue({ code: "custom", message: message("methodTwice"), path: [index, "method"] });
          seen.add(fee.method);
        });
      }),
  })
  .meta({ id: "DeliveryFeesUpdate" });
export type DeliveryFeesUpdate = z.infer<typeof DeliveryFeesUpdate>;

// ---------------------------------------------------------------- answers

export const StaffCitySummary = z
  .object({
    slug: z.string(),
    names: z.object({ en: z.string(), uk: z.string(), pl: z.string(), ru: z.string() }),
    active: z.boolean(),
    sortOrder: z.number().int(),
    storeCount: z.number().int(),
    activeStoreCount: z.number().int(),
  })
  .meta({ id: "StaffCitySummary" });
export type StaffCitySummary = z.infer<typeof StaffCitySummary>;

export const StaffCityList = z.object({ items: z.array(StaffCitySummary) }).meta({ id: "StaffCityList" });
export type StaffCityList = z.infer<typeof StaffCityList>;

export const StaffStore = z
  .object({
    id: z.number().int(),
    address: z.string(),
    phone: z.string(),
    openingHours: z.array(z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() })),
    latitude: z.number(),
    longitude: z.number(),
    active: z.boolean(),
    pickupSlotCapacity: z.number().int().nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: "StaffStore" });
export type StaffStore = z.infer<typeof StaffStore>;

export const StaffDeliveryFee = z
  .object({
    method: DeliveryMethod,
    fee: z.number().int().describe("Grosze; a method without a stored fee costs nothing"),
    freeFrom: z.number().int().nullable(),
  })
  .meta({ id: "StaffDeliveryFee" });
export type StaffDeliveryFee = z.infer<typeof StaffDeliveryFee>;

export const StaffCity = StaffCitySummary.extend({
  createdAt: Instant,
  pickupHoldDays: z.number().int().describe("Days a pickup order ready in its store is held before it is canceled"),
  stores: z.array(StaffStore).describe("Active and inactive, in the shop's order"),
  deliveryFees: z.array(StaffDeliveryFee).describe("Every delivery method, in the checkout's order"),
}).meta({ id: "StaffCity" });
export type StaffCity = z.infer<typeof StaffCity>;
