// The stand-in's parcel lockers: a few hundred points in the four demo cities, made up but shaped like InPost's
// (real street names along their real course, postcodes of the right ranges, codes like WAW01M), the same on
// every start (a seeded generator). Each city's first locker is WAW01M, KRA01M, WRO01M, GDA01M and works.
import { seededRandom } from "@shop/domain";
import { STAND_IN_CITIES, type StandInStreet } from "./points-stand-in-streets";

/** An InPost point item as the Points API answers it (the fields the shop reads, and a few it does not). */
export interface StandInPoint {
  name: string;
  type: string[];
  status: string;
  location: { latitude: number; longitude: number };
  location_type: string;
  location_description: string;
  opening_hours: string;
  location_247: boolean;
  address: { line1: string; line2: string };
  address_details: {
    city: string;
    province: string;
    post_code: string;
    street: string;
    building_number: string;
    flat_number: null;
  };
  functions: string[];
  partner_id: number;
  payment_available: boolean;
}

/** Metres between two places on the Earth (haversine). */
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const DESCRIPTIONS = [
  "Przy sklepie Żabka",
  "Przy sklepie Żabka",
  "Obok wejścia do Biedronki",
  "Przy parkingu Lidla",
  "Przy stacji paliw Orlen",
  "Przy stacji paliw BP",
  "Przy sklepie Dino",
  "Przy wejściu do bloku",
  "Przy przystanku tramwajowym",
  "W pasażu handlowym",
  "Obok apteki",
  "Przy sklepie Lewiatan",
  "Na parkingu centrum handlowego",
  "Przy budynku poczty",
  "Obok kiosku z prasą",
  "Przy Rossmannie",
  "Za budynkiem, od strony parkingu",
  "Przy Carrefour Express",
];
const SHOP_HOURS = ["pn-sb 06:00-23:00", "pn-pt 07:00-22:00, sb 08:00-20:00", "pn-nd 06:00-23:00"];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Distinct house numbers along a street, in the order the points stand. */
function houseNumbers(random: () => number, count: number): number[] {
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(1 + Math.floor(random() * 160));
  return [...numbers].sort((a, b) => a - b);
}

function streetPoints(random: () => number, street: StandInStreet, city: { name: string; province: string }, next: () => string) {
  const [name, fromLat, fromLng, toLat, toLng, postCode] = street;
  // About two lockers a kilometre, at least two a street.
  const km = metresBetween({ latitude: fromLat, longitude: fromLng }, { latitude: toLat, longitude: toLng }) / 1000;
  const count = Math.min(9, 2 + Math.floor(km * 1.2 + random() * 3));
  const numbers = houseNumbers(random, count);
  return numbers.map((number, index): StandInPoint => {
    const code = next();
    const first = code.slice(3) === "01M";
    // Evenly along the street, a few metres off its line.
    const t = (index + 0.5) / count + (random() - 0.5) * (0.6 / count);
    const latitude = fromLat + (toLat - fromLat) * t + (random() - 0.5) * 0.0006;
    const longitude = fromLng + (toLng - fromLng) * t + (random() - 0.5) * 0.0009;
    const open247 = first || random() < 0.85;
    const line1 = `${name} ${number}`;
    return {
      name: code,
      type: ["parcel_locker"],
      // About one in twenty is out of order (never a city's first: the demo's orders name those).
      status: !first && random() < 0.05 ? "NonOperating" : "Operating",
      location: { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) },
      location_type: open247 ? "Outdoor" : "Indoor",
      location_description: pick(random, DESCRIPTIONS),
      opening_hours: open247 ? "24/7" : pick(random, SHOP_HOURS),
      location_247: open247,
      address: { line1, line2: `${postCode} ${city.name}` },
      address_details: {
        city: city.name,
        province: city.province,
        post_code: postCode,
        street: name,
        building_number: String(number),
        flat_number: null,
      },
      functions: ["parcel_collect", "parcel_send", "parcel_reverse_return_send"],
      partner_id: 0,
      payment_available: true,
    };
  });
}

/** Every point of the stand-in, city by city. */
export function standInPoints(): StandInPoint[] {
  return STAND_IN_CITIES.flatMap((city, cityIndex) => {
    const random = seededRandom(0x19_00 + cityIndex);
    let number = 0;
    const next = () => {
      // Codes skip a few numbers now and then (retired lockers), as real ones do.
      number += number === 0 || random() < 0.7 ? 1 : 2 + Math.floor(random() * 3);
      const suffix = number === 1 ? "M" : pick(random, ["M", "M", "M", "M", "M", "M", "N", "A"]);
      return `${city.prefix}${String(number).padStart(2, "0")}${suffix}`;
    };
    return city.streets.flatMap((street) => streetPoints(random, street, city, next));
  });
}
