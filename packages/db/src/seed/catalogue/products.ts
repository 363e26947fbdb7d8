import { ACCESSORIES } from "./data/accessories";
import {
  amountValue,
  colourValue,
  flavourValue,
  heightValue,
  hoseValue,
  nicotineValue,
  strengthValue,
  type ValueDef,
} from "./data/attributes";
import { BOWLS, CHARCOAL } from "./data/bowls-charcoal";
import { BRANDS } from "./data/brands";
import { LIGHTERS, PODS } from "./data/devices";
import { HOOKAHS, HOSES } from "./data/hookahs";
import { PAPERS } from "./data/papers";
import { LIQUIDS, SHISHA } from "./data/shisha-liquids";
import { CIGARETTES, HEATED, ROLLING } from "./data/smoke-lines";
import { AMOUNTS, COLOURS, FLAVOURS } from "./data/vocabulary";
import { en } from "./texts/en";
import { pl } from "./texts/pl";
import { ru } from "./texts/ru";
import { uk } from "./texts/uk";
import type { CategorySlug, Localized, Model, ProductText, TextWriter } from "./types";

/** A simple product before it gets ids, dates and offers. */
export interface ProductSpec {
  slug: string;
  category: CategorySlug;
  brand: string;
  tpd: boolean;
  /** Retail price in złoty before the city's factor. */
  basePrice: number;
  values: ValueDef[];
  texts: Localized<ProductText>;
}

/** ASCII kebab-case from parts: ("Kiln & Co", "Soft Touch") → "kiln-and-co-soft-touch". */
const kebab = (...parts: Array<string | number | undefined>) =>
  parts
    .filter((part) => part !== undefined && part !== "")
    .join("-")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const brandNames = new Map(BRANDS.map((b) => [b.slug, b.name]));
const WRITERS: Localized<TextWriter> = { en, uk, pl, ru };

function describe(model: Model): Localized<ProductText> {
  const brand = brandNames.get(model.brand);
  if (!brand) throw new Error(`Unknown brand ${model.brand}`);
  const write = (locale: keyof Localized) => (WRITERS[locale][model.kind] as (m: Model, brand: string) => ProductText)(model, brand);
  return { en: write("en"), uk: write("uk"), pl: write("pl"), ru: write("ru") };
}

const AMOUNT_BY_GRAMS = { 250: AMOUNTS.g250, 1000: AMOUNTS.kg1, 3000: AMOUNTS.kg3 } as const;
const ROLLING_PACKS = [
  { amount: AMOUNTS.g30, factor: 1 },
  { amount: AMOUNTS.g50, factor: 1.55 },
  { amount: AMOUNTS.g100, factor: 2.9 },
];

/** Every simple product of the demo catalogue, in a fixed order. */
export function simpleProducts(): ProductSpec[] {
  const specs: ProductSpec[] = [];
  const counters = new Map<string, number>();
  const add = (model: Model, spec: Omit<ProductSpec, "texts" | "brand">) => {
    specs.push({ ...spec, brand: model.brand, texts: describe(model) });
  };
  const v = (kind: string) => {
    const n = counters.get(kind) ?? 0;
    counters.set(kind, n + 1);
    return n;
  };

  for (const line of SHISHA) {
    for (const pack of line.packs) {
      for (const key of line.flavours.slice(0, pack.first ?? line.flavours.length)) {
        const flavour = FLAVOURS[key];
        const model: Model = {
          kind: "shisha",
          brand: line.brand,
          line: line.line,
          flavour,
          amount: pack.amount,
          strength: line.strength,
          v: v("shisha"),
        };
        add(model, {
          slug: kebab(line.brand, line.line, flavour.slug, pack.amount.slug),
          category: "shisha",
          tpd: true,
          basePrice: pack.price,
          values: [flavourValue(flavour), strengthValue(line.strength), amountValue(pack.amount)],
        });
      }
    }
  }

  for (const range of HOOKAHS) {
    for (const key of range.colours) {
      const colour = COLOURS[key];
      add(
        { kind: "hookah", brand: range.brand, model: range.model, colour, v: v("hookah") },
        {
          slug: kebab(range.brand, range.model.name, "hookah", colour.slug),
          category: "hookahs",
          tpd: false,
          basePrice: range.price,
          values: [hoseValue(range.model.hoses), heightValue(range.model.height), colourValue(colour)],
        },
      );
    }
  }

  for (const range of BOWLS) {
    for (const key of range.colours) {
      const colour = COLOURS[key];
      add(
        { kind: "bowl", brand: range.brand, model: range.model, colour, v: v("bowl") },
        {
          slug: kebab(range.brand, range.model.name, "bowl", colour.slug),
          category: "bowls",
          tpd: false,
          basePrice: range.price,
          values: [colourValue(colour)],
        },
      );
    }
  }

  for (const range of HOSES) {
    for (const key of range.colours) {
      const colour = COLOURS[key];
      add(
        { kind: "hose", brand: range.brand, model: range.model, colour, v: v("hose") },
        {
          slug: kebab(range.brand, range.model.name, "hose", colour.slug),
          category: "hoses",
          tpd: false,
          basePrice: range.price,
          values: [colourValue(colour)],
        },
      );
    }
  }

  for (const line of CHARCOAL) {
    for (const pack of line.packs) {
      const amount = AMOUNT_BY_GRAMS[pack.grams];
      const pieces = Math.round((line.perKg * pack.grams) / 1000);
      add(
        { kind: "charcoal", brand: line.brand, cube: line.cube, pieces, amount, v: v("charcoal") },
        {
          slug: kebab(line.brand, "coconut-charcoal", line.cube, "mm", amount.slug),
          category: "charcoal",
          tpd: false,
          basePrice: pack.price,
          values: [amountValue(amount)],
        },
      );
    }
  }

  for (const item of [...ACCESSORIES, ...PAPERS]) {
    add(
      { kind: "item", brand: item.brand, item, v: v("item") },
      { slug: item.slug, category: item.category, tpd: false, basePrice: item.price, values: [] },
    );
  }

  for (const [kind, ranges, word] of [
    ["cigarettes", CIGARETTES, "cigarettes"],
    ["heated", HEATED, "sticks"],
  ] as const) {
    for (const range of ranges) {
      for (const line of range.lines) {
        for (const carton of [false, true]) {
          add(
            { kind, brand: range.brand, line, carton, v: v(kind) },
            {
              slug: kebab(range.brand, line.name, word, carton ? "carton" : "20"),
              category: kind === "cigarettes" ? "cigarettes" : "heated-tobacco",
              tpd: true,
              basePrice: carton ? Math.round(range.price * 10 * 0.97) : range.price,
              values: [strengthValue(line.strength)],
            },
          );
        }
      }
    }
  }

  for (const range of ROLLING) {
    for (const line of range.lines) {
      for (const pack of ROLLING_PACKS.slice(0, line.big ? 3 : 2)) {
        add(
          { kind: "rolling", brand: range.brand, line, amount: pack.amount, v: v("rolling") },
          {
            slug: kebab(range.brand, line.name, "rolling-tobacco", pack.amount.slug),
            category: "rolling-tobacco",
            tpd: true,
            basePrice: Math.round(range.price * pack.factor),
            values: [strengthValue(line.strength), amountValue(pack.amount)],
          },
        );
      }
    }
  }

  for (const range of PODS) {
    for (const key of range.colours) {
      const colour = COLOURS[key];
      add(
        { kind: "pod", brand: range.brand, model: range.model, colour, v: v("pod") },
        {
          slug: kebab(range.brand, range.model.name, "pod-kit", colour.slug),
          category: "e-cigarettes",
          tpd: true,
          basePrice: range.price,
          values: [colourValue(colour)],
        },
      );
    }
  }

  for (const line of LIQUIDS) {
    for (const key of line.flavours) {
      const flavour = FLAVOURS[key];
      for (const nicotine of line.nicotine) {
        add(
          { kind: "liquid", brand: line.brand, line: line.line, salt: line.salt, flavour, nicotine, amount: line.amount, v: v("liquid") },
          {
            slug: kebab(line.brand, line.line, flavour.slug, line.amount.slug, `${nicotine}-mg`),
            category: "e-liquids",
            tpd: nicotine > 0,
            basePrice: line.price + (nicotine >= 18 ? 2 : 0),
            values: [flavourValue(flavour), amountValue(line.amount), nicotineValue(nicotine)],
          },
        );
      }
    }
  }

  for (const range of LIGHTERS) {
    for (const key of range.colours) {
      const colour = COLOURS[key];
      add(
        { kind: "lighter", brand: range.brand, model: range.model, colour, v: v("lighter") },
        {
          slug: kebab(range.brand, range.model.name, "lighter", colour.slug),
          category: "lighters",
          tpd: false,
          basePrice: range.price,
          values: [colourValue(colour)],
        },
      );
    }
  }

  return specs;
}
