// Demo delivery fees (decisions.md "Checkout and orders": fees per city and method, free above a per-city
// threshold). Grosze. Local pickup is free everywhere; the bigger the city, the cheaper its courier.
import type { DeliveryMethodCode } from "../schema";

type Fees = Record<DeliveryMethodCode, { fee: number; freeFrom: number | null }>;

const BASE: Fees = {
  "local-pickup": { fee: 0, freeFrom: null },
  "parcel-locker": { fee: 1299, freeFrom: 19_900 },
  "post-box": { fee: 999, freeFrom: 14_900 },
  "weekend-delivery": { fee: 2499, freeFrom: 29_900 },
  courier: { fee: 1999, freeFrom: 24_900 },
};

/** Per city slug: differences from BASE. */
const BY_CITY: Record<string, Partial<Fees>> = {
  warszawa: { courier: { fee: 1799, freeFrom: 19_900 } },
  krakow: { "parcel-locker": { fee: 1199, freeFrom: 17_900 } },
  wroclaw: { "weekend-delivery": { fee: 2999, freeFrom: 34_900 } },
  gdansk: { courier: { fee: 2299, freeFrom: 29_900 } },
};

export function demoDeliveryFees(citySlug: string): Array<{ method: DeliveryMethodCode; fee: number; freeFrom: number | null }> {
  const fees = { ...BASE, ...BY_CITY[citySlug] };
  return (Object.keys(fees) as DeliveryMethodCode[]).map((method) => ({ method, ...fees[method] }));
}
