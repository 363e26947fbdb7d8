// The parcel locker picker's small rules (issue 19): how far a locker is, in the page's language, and which lockers
// the radio group lists.
import type { Locker } from "@shop/contracts";

// Not lib/intl's shared formatters: the picker's chunk then needs no other chunk loaded first (the route lists fewer).
const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: "meter" | "kilometer"): Intl.NumberFormat {
  let format = formats.get(`${locale}|${unit}`);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: unit === "meter" ? 0 : 1 });
    formats.set(`${locale}|${unit}`, format);
  }
  return format;
}

/** "350 m", "1.2 km" ("1,2 km" in Polish, "1,2 км" in Ukrainian and Russian): tens of metres, then tenths of kilometres. */
export function distanceText(locale: string, metres: number): string {
  if (metres < 995) return unitFormat(locale, "meter").format(Math.max(10, Math.round(metres / 10) * 10));
  return unitFormat(locale, "kilometer").format(Math.round(metres / 100) / 10);
}

/** The radio group's lockers: the chosen one first when the latest search did not find it (it stays chosen), then the search's. */
export function lockerOptions(chosen: Locker | null, found: readonly Locker[]): Locker[] {
  if (!chosen || found.some((locker) => locker.code === chosen.code)) return [...found];
  return [chosen, ...found];
}
