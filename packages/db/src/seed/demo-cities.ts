import type { OpeningHours } from "../schema";

const weekdays = (opens: string, closes: string) => ([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens, closes }));

const STANDARD: OpeningHours = [
  ...weekdays("10:00", "21:00"),
  { day: 6, opens: "10:00", closes: "21:00" },
  { day: 7, opens: "11:00", closes: "19:00" },
];
const MALL: OpeningHours = [
  ...weekdays("09:00", "22:00"),
  { day: 6, opens: "09:00", closes: "22:00" },
  { day: 7, opens: "10:00", closes: "20:00" },
];
const CLOSED_SUNDAY: OpeningHours = [...weekdays("10:00", "20:00"), { day: 6, opens: "10:00", closes: "16:00" }];

interface DemoStore {
  address: string;
  phone: string;
  openingHours: OpeningHours;
  latitude: number;
  longitude: number;
}

interface DemoCity {
  slug: string;
  names: { en: string; uk: string; pl: string; ru: string };
  stores: DemoStore[];
}

/** The demo shop's cities (decisions.md "Demo shop"); warszawa is first so that it gets id 1. */
export const DEMO_CITIES: DemoCity[] = [
  {
    slug: "warszawa",
    names: { en: "Warsaw", uk: "Варшава", pl: "Warszawa", ru: "Варшава" },
    stores: [
      {
        address: "ul. Marszałkowska 104/122, 00-017 Warszawa",
        phone: "+48 22 310 41 20",
        openingHours: STANDARD,
        latitude: 52.2349,
        longitude: 21.0087,
      },
      {
        address: "ul. Grójecka 42, 02-320 Warszawa",
        phone: "+48 22 310 41 21",
        openingHours: CLOSED_SUNDAY,
        latitude: 52.2154,
        longitude: 20.9769,
      },
      {
        address: "al. Jana Pawła II 82, 00-175 Warszawa",
        phone: "+48 22 310 41 22",
        openingHours: MALL,
        latitude: 52.2558,
        longitude: 20.9843,
      },
    ],
  },
  {
    slug: "krakow",
    names: { en: "Kraków", uk: "Краків", pl: "Kraków", ru: "Краков" },
    stores: [
      {
        address: "ul. Floriańska 31, 31-019 Kraków",
        phone: "+48 12 422 18 30",
        openingHours: STANDARD,
        latitude: 50.0636,
        longitude: 19.9399,
      },
      { address: "ul. Pawia 5, 31-154 Kraków", phone: "+48 12 422 18 31", openingHours: MALL, latitude: 50.0683, longitude: 19.945 },
    ],
  },
  {
    slug: "wroclaw",
    names: { en: "Wrocław", uk: "Вроцлав", pl: "Wrocław", ru: "Вроцлав" },
    stores: [
      {
        address: "ul. Świdnicka 12, 50-068 Wrocław",
        phone: "+48 71 344 52 10",
        openingHours: STANDARD,
        latitude: 51.1079,
        longitude: 17.0312,
      },
      {
        address: "pl. Grunwaldzki 22, 50-363 Wrocław",
        phone: "+48 71 344 52 11",
        openingHours: MALL,
        latitude: 51.1117,
        longitude: 17.0603,
      },
    ],
  },
  {
    slug: "gdansk",
    names: { en: "Gdańsk", uk: "Гданськ", pl: "Gdańsk", ru: "Гданьск" },
    stores: [
      {
        address: "ul. Długa 45, 80-827 Gdańsk",
        phone: "+48 58 301 27 40",
        openingHours: CLOSED_SUNDAY,
        latitude: 54.3487,
        longitude: 18.6522,
      },
    ],
  },
];
