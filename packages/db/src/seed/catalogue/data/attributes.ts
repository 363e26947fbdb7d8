import type { Amount, Colour, Flavour, Localized, StrengthSlug } from "../types";
import { COLOURS, FLAVOURS, STRENGTHS } from "./vocabulary";

export interface AttributeDef {
  code: string;
  names: Localized;
  filterable: boolean;
  sortOrder: number;
}

export const ATTRIBUTES: AttributeDef[] = [
  { code: "flavour", names: { en: "Flavour", uk: "Смак", pl: "Smak", ru: "Вкус" }, filterable: true, sortOrder: 10 },
  { code: "strength", names: { en: "Strength", uk: "Міцність", pl: "Moc", ru: "Крепость" }, filterable: true, sortOrder: 20 },
  {
    code: "volume",
    names: { en: "Volume / weight", uk: "Об'єм / вага", pl: "Pojemność / waga", ru: "Объём / вес" },
    filterable: true,
    sortOrder: 30,
  },
  { code: "nicotine", names: { en: "Nicotine", uk: "Нікотин", pl: "Nikotyna", ru: "Никотин" }, filterable: true, sortOrder: 40 },
  {
    code: "hose-count",
    names: { en: "Number of hoses", uk: "Кількість шлангів", pl: "Liczba węży", ru: "Количество шлангов" },
    filterable: true,
    sortOrder: 50,
  },
  { code: "height", names: { en: "Height", uk: "Висота", pl: "Wysokość", ru: "Высота" }, filterable: true, sortOrder: 60 },
  { code: "colour", names: { en: "Colour", uk: "Колір", pl: "Kolor", ru: "Цвет" }, filterable: true, sortOrder: 70 },
];

/** One value of an attribute; only the values some product has are seeded. */
export interface ValueDef {
  attribute: string;
  slug: string;
  names: Localized;
  sortOrder: number;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const flavourOrder = Object.values(FLAVOURS).map((f) => f.slug);
const colourOrder = Object.values(COLOURS).map((c) => c.slug);

export const flavourValue = (f: Flavour): ValueDef => ({
  attribute: "flavour",
  slug: f.slug,
  names: { en: f.en.name, uk: f.uk.name, pl: f.pl.name, ru: f.ru.name },
  sortOrder: (flavourOrder.indexOf(f.slug) + 1) * 10,
});

/** Strength values agree with the attribute's name: міцність, moc, крепость (feminine). */
const STRENGTH_VALUE_NAMES: Record<StrengthSlug, Localized> = {
  light: { en: "Light", uk: "Легка", pl: "Lekka", ru: "Лёгкая" },
  medium: { en: "Medium", uk: "Середня", pl: "Średnia", ru: "Средняя" },
  strong: { en: "Strong", uk: "Міцна", pl: "Mocna", ru: "Крепкая" },
};

export const strengthValue = (s: StrengthSlug): ValueDef => ({
  attribute: "strength",
  slug: s,
  names: STRENGTH_VALUE_NAMES[s],
  sortOrder: STRENGTHS[s].order,
});

/** Millilitres sort before grams, each by quantity: 10 ml, 50 ml, 100 ml, 30 g ... 1 kg. */
export const amountValue = (a: Amount): ValueDef => ({
  attribute: "volume",
  slug: a.slug,
  names: { en: a.en, uk: a.uk, pl: a.pl, ru: a.ru },
  sortOrder: (a.slug.endsWith("-ml") ? 0 : 100_000) + a.quantity,
});

export const nicotineValue = (mg: number): ValueDef => ({
  attribute: "nicotine",
  slug: `${mg}-mg`,
  names: { en: `${mg} mg/ml`, uk: `${mg} мг/мл`, pl: `${mg} mg/ml`, ru: `${mg} мг/мл` },
  sortOrder: mg,
});

const HOSES: Record<1 | 2 | 4, Localized> = {
  1: { en: "1 hose", uk: "1 шланг", pl: "1 wąż", ru: "1 шланг" },
  2: { en: "2 hoses", uk: "2 шланги", pl: "2 węże", ru: "2 шланга" },
  4: { en: "4 hoses", uk: "4 шланги", pl: "4 węże", ru: "4 шланга" },
};

export const hoseValue = (n: 1 | 2 | 4): ValueDef => ({ attribute: "hose-count", slug: String(n), names: HOSES[n], sortOrder: n });

export const heightValue = (cm: number): ValueDef => ({
  attribute: "height",
  slug: `${cm}-cm`,
  names: { en: `${cm} cm`, uk: `${cm} см`, pl: `${cm} cm`, ru: `${cm} см` },
  sortOrder: cm,
});

export const colourValue = (c: Colour): ValueDef => ({
  attribute: "colour",
  slug: c.slug,
  names: { en: c.en, uk: capital(c.uk.m), pl: capital(c.pl.m), ru: capital(c.ru.m) },
  sortOrder: (colourOrder.indexOf(c.slug) + 1) * 10,
});
