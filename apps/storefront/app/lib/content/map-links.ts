// Links that open a store's location in a map.

const coordinate = (value: number) => String(Number(value.toFixed(6)));

/** OpenStreetMap with a marker on the spot, zoomed to the street. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** Google Maps searching for the spot (its documented "Maps URLs" form). */
export function googleMapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${coordinate(latitude)},${coordinate(longitude)}`;
}

/** A phone number as a tel: link: the digits and a leading "+" only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}
