import { describe, expect, it } from "vitest";
import { googleMapsUrl, openStreetMapUrl, telHref } from "./map-links";
import { splitAddress, storeJsonLd } from "./store-json-ld";

const store = {
  id: 4,
  address: "ul. Floriańska 31, 31-019 Kraków",
  phone: "+48 12 422 18 30",
  openingHours: [{ day: 1, opens: "10:00", closes: "21:00" }],
  latitude: 50.0636,
  longitude: 19.9399,
};

describe("map links", () => {
  it("open the spot in OpenStreetMap and Google Maps", () => {
    expect(openStreetMapUrl(50.0636, 19.9399)).toBe("https://www.openstreetmap.org/?mlat=50.0636&mlon=19.9399#map=17/50.0636/19.9399");
    expect(googleMapsUrl(52.2, 21.0087)).toBe("https://www.google.com/maps/search/?api=1&query=52.2,21.0087");
  });

  it("dial the number's digits", () => {
    expect(telHref(" +48 12 422-18-30 ")).toBe("tel:+48124221830");
    expect(telHref("022 100 20 30")).toBe("tel:0221002030");
  });
});

describe("storeJsonLd", () => {
  it("describes the store as a schema.org Store", () => {
    const ld = storeJsonLd({
      store,
      shopName: "Smoke Point",
      cityName: "Kraków",
      url: "https://shop.test/pl/krakow/contacts",
      email: "hello@smokepoint.example",
      image: "https://shop.test/brand/default/logo-light.svg",
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Store",
      "@id": "https://shop.test/pl/krakow/contacts#store-4",
      name: "Smoke Point – ul. Floriańska 31",
      image: "https://shop.test/brand/default/logo-light.svg",
      url: "https://shop.test/pl/krakow/contacts",
      email: "hello@smokepoint.example",
      telephone: "+48 12 422 18 30",
      address: {
        "@type": "PostalAddress",
        streetAddress: "ul. Floriańska 31",
        postalCode: "31-019",
        addressLocality: "Kraków",
        addressCountry: "PL",
      },
      geo: { "@type": "GeoCoordinates", latitude: 50.0636, longitude: 19.9399 },
      hasMap: "https://www.openstreetmap.org/?mlat=50.0636&mlon=19.9399#map=17/50.0636/19.9399",
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "10:00", closes: "21:00" },
      ],
    });
  });

  it("keeps an address of another shape whole", () => {
    expect(splitAddress("Galeria Bałtycka, level 1")).toEqual({ streetAddress: "Galeria Bałtycka, level 1" });
    expect(splitAddress("al. Jana Pawła II 82, 00-175 Warszawa")).toEqual({ streetAddress: "al. Jana Pawła II 82", postalCode: "00-175" });
  });
});
