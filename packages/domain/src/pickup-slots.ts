// Pickup times (decisions.md "Checkout and orders"): a slot inside the store's opening hours, from one hour
// after now up to 7 days ahead, in shop time (Europe/Warsaw; "Units"), stored as a UTC instant.

/** Weekly opening hours in shop time: day 1 = Monday ... 7 = Sunday, "HH:MM" (closes after opens). */
export type WeeklyHours = ReadonlyArray<{ day: 1 | 2 | 3 | 4 | 5 | 6 | 7; opens: string; closes: string }>;

export const SHOP_TIME_ZONE = "Europe/Warsaw";
export const PICKUP_LEAD_MS = 60 * 60 * 1000;
export const PICKUP_HORIZON_MS = 7 * 24 * 60 * 60 * 1000;
export const PICKUP_STEP_MINUTES = 30;

export type PickupSlotProblem = "too-soon" | "too-far" | "store-closed" | "not-on-a-slot";

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const local = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The shop-time weekday (1-7) and minute of the day of an instant. */
export function shopTime(instant: Date): { day: number; minute: number } {
  const parts = Object.fromEntries(local.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: WEEKDAYS[parts.weekday as string] as number, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The store is open at this instant (a slot at closing time is not). */
export function isOpenAt(hours: WeeklyHours, instant: Date): boolean {
  const { day, minute } = shopTime(instant);
  return hours.some((h) => h.day === day && minutes(h.opens) <= minute && minute < minutes(h.closes));
}

/** Why a chosen pickup time is refused, or null. Slots are on the half hour. */
export function pickupSlotProblem(hours: WeeklyHours, slot: Date, now: Date): PickupSlotProblem | null {
  if (slot.getTime() % (PICKUP_STEP_MINUTES * 60_000) !== 0) return "not-on-a-slot";
  if (slot.getTime() < now.getTime() + PICKUP_LEAD_MS) return "too-soon";
  if (slot.getTime() > now.getTime() + PICKUP_HORIZON_MS) return "too-far";
  return isOpenAt(hours, slot) ? null : "store-closed";
}

/** Every pickup time the page offers, earliest first. */
export function pickupSlots(hours: WeeklyHours, now: Date): Date[] {
  const step = PICKUP_STEP_MINUTES * 60_000;
  const first = Math.ceil((now.getTime() + PICKUP_LEAD_MS) / step) * step;
  const slots: Date[] = [];
  for (let t = first; t <= now.getTime() + PICKUP_HORIZON_MS; t += step) {
    const slot = new Date(t);
    if (isOpenAt(hours, slot)) slots.push(slot);
  }
  return slots;
}
