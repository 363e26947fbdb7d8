import type { BowlModel } from "../types";
import type { Range } from "./range";
import { s } from "./sentence";

export const BOWLS: Array<Range<BowlModel>> = [
  {
    brand: "claymaker",
    model: {
      name: "Phunnel",
      material: "clay",
      capacity: 18,
      feature: s(
        "A phunnel bowl with a raised centre spout, so the juices stay in the tobacco and do not run into the stem.",
        "Чаша-фанел із піднятим центральним отвором: сироп лишається в тютюні, а не стікає в шахту.",
        "Główka typu phunnel z podniesionym otworem centralnym, dzięki czemu syrop zostaje w tytoniu, a nie spływa do trzonu.",
        "Чаша-фанел с поднятым центральным отверстием: сироп остаётся в табаке, а не стекает в шахту.",
      ),
    },
    colours: ["black", "white"],
    price: 49,
  },
  {
    brand: "claymaker",
    model: {
      name: "Classic",
      material: "clay",
      capacity: 15,
      feature: s(
        "A traditional multi-hole clay bowl that heats up slowly and evenly.",
        "Традиційна глиняна чаша з кількома отворами, яка прогрівається повільно й рівномірно.",
        "Tradycyjna gliniana główka z kilkoma otworami, która nagrzewa się powoli i równomiernie.",
        "Традиционная глиняная чаша с несколькими отверстиями, которая прогревается медленно и равномерно.",
      ),
    },
    colours: ["red", "black"],
    price: 35,
  },
  {
    brand: "claymaker",
    model: {
      name: "Turka",
      material: "clay",
      capacity: 22,
      feature: s(
        "A deep Turkish-style bowl for long sessions with a heat management device.",
        "Глибока чаша в турецькому стилі для довгого куріння з калаудом.",
        "Głęboka główka w tureckim stylu na długie palenie z regulatorem ciepła (HMD).",
        "Глубокая чаша в турецком стиле для долгого курения с калаудом.",
      ),
    },
    colours: ["red", "white"],
    price: 55,
  },
  {
    brand: "kiln-and-co",
    model: {
      name: "Vortex",
      material: "ceramic",
      capacity: 16,
      feature: s(
        "A glazed ceramic vortex bowl whose spiral channel keeps the draw even to the very end.",
        "Глазурована керамічна чаша-вортекс: спіральний канал зберігає рівну тягу до останньої затяжки.",
        "Glazurowana ceramiczna główka vortex, której spiralny kanał utrzymuje równy ciąg do samego końca.",
        "Глазурованная керамическая чаша-вортекс: спиральный канал сохраняет ровную тягу до последней затяжки.",
      ),
    },
    colours: ["blue", "black"],
    price: 79,
  },
  {
    brand: "kiln-and-co",
    model: {
      name: "Harmony",
      material: "ceramic",
      capacity: 20,
      feature: s(
        "A wide ceramic bowl with thick walls that hold heat for a long time.",
        "Широка керамічна чаша з товстими стінками, що довго тримають тепло.",
        "Szeroka ceramiczna główka o grubych ściankach, które długo trzymają ciepło.",
        "Широкая керамическая чаша с толстыми стенками, которые долго держат тепло.",
      ),
    },
    colours: ["white", "green"],
    price: 89,
  },
  {
    brand: "kiln-and-co",
    model: {
      name: "Flex",
      material: "silicone",
      capacity: 15,
      feature: s(
        "An unbreakable silicone bowl with a steel insert: easy to clean and not afraid of being dropped.",
        "Небитка силіконова чаша зі сталевою вставкою: легко миється й не боїться падінь.",
        "Nietłukąca się silikonowa główka ze stalową wkładką: łatwo się myje i nie boi się upadków.",
        "Небьющаяся силиконовая чаша со стальной вставкой: легко моется и не боится падений.",
      ),
    },
    colours: ["black", "red"],
    price: 45,
  },
];

/** Coconut charcoal: cube size in mm, pieces per kilogram, and the packs sold (price in złoty). */
export const CHARCOAL: Array<{ brand: string; cube: number; perKg: number; packs: Array<{ grams: 250 | 1000 | 3000; price: number }> }> = [
  { brand: "cocobrico", cube: 22, perKg: 96, packs: [{ grams: 1000, price: 39 }] },
  {
    brand: "cocobrico",
    cube: 25,
    perKg: 72,
    packs: [
      { grams: 250, price: 14 },
      { grams: 1000, price: 39 },
      { grams: 3000, price: 105 },
    ],
  },
  {
    brand: "cocobrico",
    cube: 26,
    perKg: 64,
    packs: [
      { grams: 1000, price: 42 },
      { grams: 3000, price: 112 },
    ],
  },
  {
    brand: "ember-cube",
    cube: 22,
    perKg: 96,
    packs: [
      { grams: 1000, price: 35 },
      { grams: 3000, price: 95 },
    ],
  },
  {
    brand: "ember-cube",
    cube: 25,
    perKg: 72,
    packs: [
      { grams: 250, price: 12 },
      { grams: 1000, price: 35 },
    ],
  },
];
