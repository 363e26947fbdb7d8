// The parcel an order becomes: its receiver (the order's contact), the parcel locker it chose or its address for
// the courier, the parcel's size and the goods' value. Orders keep no town of their own: the courier delivers in
// the order's city, whose Polish name is the address's town.
import type { ParcelSize } from "@shop/domain";
import type { NewShipment } from "../../../core/shipments";
import type { ShippableOrder } from "./shipment-parts";

/** Names of Poland as customers type the country; anything else two letters long is taken as an ISO code. */
const POLAND = /^(pl|pol|poland|polska|польща|польша)$/i;

function countryCodeOf(country: string): string {
  const typed = country.trim();
  if (POLAND.test(typed)) return "PL";
  return /^[a-z]{2}$/i.test(typed) ? typed.toUpperCase() : typed;
}

export function newShipmentOf(order: ShippableOrder["order"], city: ShippableOrder["city"], parcelSize: ParcelSize | null): NewShipment {
  const locker = order.deliveryMethod === "parcel-locker";
  const { street, streetNumber, apartment, zipCode, country } = order;
  const address =
    !locker && street && streetNumber && zipCode && country
      ? {
          street,
          buildingNumber: apartment ? `${streetNumber}/${apartment}` : streetNumber,
          city: city.names.pl,
          postCode: zipCode,
          countryCode: countryCodeOf(country),
        }
      : null;
  return {
    reference: order.id,
    service: locker ? "inpost_locker_standard" : "inpost_courier_standard",
    parcelSize: locker ? parcelSize : null,
    targetPoint: locker ? order.lockerCode : null,
    receiver: { firstName: order.firstName, lastName: order.lastName, email: order.email, phone: order.phone, address },
    value: order.total - order.deliveryFee,
  };
}
