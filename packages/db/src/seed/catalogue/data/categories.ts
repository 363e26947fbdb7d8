import type { CategorySlug, Localized } from "../types";

export interface CategoryDef {
  slug: CategorySlug;
  parent: CategorySlug | null;
  names: Localized;
  colour: string;
  icon: "hookah" | "bowl" | "hose" | "charcoal" | "tobacco" | "cigarette" | "vape" | "liquid" | "papers" | "lighter" | "accessory";
}

/** The category tree: the shop's two readings, parents before their children. */
export const CATEGORIES: CategoryDef[] = [
  {
    slug: "hookahs-and-shisha",
    parent: null,
    names: { en: "Hookahs & shisha", uk: "Кальяни та тютюн для кальяну", pl: "Fajki wodne i shisha", ru: "Кальяны и табак для кальяна" },
    colour: "#7c3aed",
    icon: "hookah",
  },
  {
    slug: "hookahs",
    parent: "hookahs-and-shisha",
    names: { en: "Hookahs", uk: "Кальяни", pl: "Fajki wodne", ru: "Кальяны" },
    colour: "#6d28d9",
    icon: "hookah",
  },
  {
    slug: "shisha",
    parent: "hookahs-and-shisha",
    names: { en: "Shisha tobacco", uk: "Тютюн для кальяну", pl: "Tytoń do fajki wodnej", ru: "Табак для кальяна" },
    colour: "#b45309",
    icon: "tobacco",
  },
  {
    slug: "bowls",
    parent: "hookahs-and-shisha",
    names: { en: "Bowls", uk: "Чаші", pl: "Główki", ru: "Чаши" },
    colour: "#c2410c",
    icon: "bowl",
  },
  {
    slug: "hoses",
    parent: "hookahs-and-shisha",
    names: { en: "Hoses", uk: "Шланги", pl: "Węże", ru: "Шланги" },
    colour: "#0f766e",
    icon: "hose",
  },
  {
    slug: "charcoal",
    parent: "hookahs-and-shisha",
    names: { en: "Charcoal", uk: "Вугілля", pl: "Węgielki", ru: "Уголь" },
    colour: "#44403c",
    icon: "charcoal",
  },
  {
    slug: "hookah-accessories",
    parent: "hookahs-and-shisha",
    names: { en: "Hookah accessories", uk: "Аксесуари для кальяну", pl: "Akcesoria do fajki wodnej", ru: "Аксессуары для кальяна" },
    colour: "#4338ca",
    icon: "accessory",
  },
  {
    slug: "bundles",
    parent: "hookahs-and-shisha",
    names: { en: "Sets & bundles", uk: "Набори", pl: "Zestawy", ru: "Наборы" },
    colour: "#be185d",
    icon: "hookah",
  },
  {
    slug: "tobacco-and-smoking",
    parent: null,
    names: {
      en: "Tobacco & smoking",
      uk: "Тютюн і товари для куріння",
      pl: "Tytoń i akcesoria dla palaczy",
      ru: "Табак и товары для курения",
    },
    colour: "#92400e",
    icon: "cigarette",
  },
  {
    slug: "cigarettes",
    parent: "tobacco-and-smoking",
    names: { en: "Cigarettes", uk: "Сигарети", pl: "Papierosy", ru: "Сигареты" },
    colour: "#a16207",
    icon: "cigarette",
  },
  {
    slug: "heated-tobacco",
    parent: "tobacco-and-smoking",
    names: { en: "Heated tobacco", uk: "Тютюн для нагрівання", pl: "Tytoń do podgrzewania", ru: "Табак для нагревания" },
    colour: "#b91c1c",
    icon: "tobacco",
  },
  {
    slug: "rolling-tobacco",
    parent: "tobacco-and-smoking",
    names: { en: "Rolling tobacco", uk: "Тютюн для самокруток", pl: "Tytoń do skręcania", ru: "Табак для самокруток" },
    colour: "#854d0e",
    icon: "tobacco",
  },
  {
    slug: "e-cigarettes",
    parent: "tobacco-and-smoking",
    names: { en: "E-cigarettes", uk: "Електронні сигарети", pl: "E-papierosy", ru: "Электронные сигареты" },
    colour: "#0369a1",
    icon: "vape",
  },
  {
    slug: "e-liquids",
    parent: "tobacco-and-smoking",
    names: { en: "E-liquids", uk: "Рідини для електронних сигарет", pl: "Liquidy", ru: "Жидкости для электронных сигарет" },
    colour: "#0891b2",
    icon: "liquid",
  },
  {
    slug: "papers",
    parent: "tobacco-and-smoking",
    names: {
      en: "Rolling papers & filters",
      uk: "Папір і фільтри для самокруток",
      pl: "Bibułki i filtry",
      ru: "Бумага и фильтры для самокруток",
    },
    colour: "#65a30d",
    icon: "papers",
  },
  {
    slug: "lighters",
    parent: "tobacco-and-smoking",
    names: { en: "Lighters", uk: "Запальнички", pl: "Zapalniczki", ru: "Зажигалки" },
    colour: "#dc2626",
    icon: "lighter",
  },
];
