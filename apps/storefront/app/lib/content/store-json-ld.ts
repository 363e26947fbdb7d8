// schema.org data of the contacts page: each store as a LocalBusiness ("Store").
import { openStreetMapUrl } from "./map-links";
import { type OpeningDay, openingHoursSpecification } from "./opening-hours";

export interface StoreLdInput {
  store: { id: number; address: string; phone: string; openingHours: readonly OpeningDay[]; latitude: number; longitude: number };
  shopName: string;
  cityName: string;
  /** The contacts page's canonical URL. */
  url: string;
  email: string;
  /** Absolute URL of the brand's logo. */
  image: string;
}

/** "ul. Floriańska 31, 31-019 Kraków" → the street part and the Polish postal code, when the address has that shape. */
export function splitAddress(address: string): { streetAddress: string; postalCode?: string } {
  const match = /^(.+?),\s*(\d{2}-\d{3})\b/.exec(address.trim());
  return match?.[1] && match[2] ? { streetAddress: match[1], postalCode: match[2] } : { streetAddress: address.trim() };
}

export function storeJsonLd({ store, shopName, cityName, url, email, image }: StoreLdInput): Record<string, unknown> {
  const { streetAddress, postalCode } = splitAddress(store.address);
  return {
    "@context": "https://schema.org",
    "@type": "Store",
    "@id": `${url}#store-${store.id}`,
    name: `${shopName} – ${streetAddress}`,
    image,
    url,
    email,
    telephone: store.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress,
      ...(postalCode ? { postalCode } : {}),
      addressLocality: cityName,
      addressCountry: "PL",
    },
    geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude },
    hasMap: openStreetMapUrl(store.latitude, store.longitude),
    openingHoursSpecification: openingHoursSpecification(store.openingHours),
  };
}
