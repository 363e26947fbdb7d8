/**
 * Brand variants (spec sections 3 and 9). The public configuration value PUBLIC_BRAND picks one;
 * a missing or unknown value selects the default variant.
 */
export const BRAND_IDS = ["default", "second", "test"] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export interface BrandColours {
  primaryBase: string;
  primaryDark: string;
  primaryText: string;
  accent: string;
  successBase: string;
  successDark: string;
  backgroundBase: string;
  backgroundDark: string;
  focus: string;
}

export interface Brand {
  id: BrandId;
  name: string;
  showHero: boolean;
  cashPaymentAvailable: boolean;
  localPickupAvailable: boolean;
  colours: BrandColours;
  logos: { dark: string; light: string };
  /** Extended translations merged over the shop's texts (a path inside the storefront's locales). */
  localeFile: string | null;
}

const defaultColours: BrandColours = {
  primaryBase: "#FFFFFF",
  primaryDark: "#1E1E1E",
  primaryText: "#1E1E1E",
  accent: "#D9FF03",
  successBase: "#20C200",
  successDark: "#178A00",
  backgroundBase: "#F4F4F4",
  backgroundDark: "#E4E4E4",
  focus: "#507CFF",
};

export const BRANDS: Record<BrandId, Brand> = {
  default: {
    id: "default",
    name: "Smoke Point",
    showHero: true,
    cashPaymentAvailable: true,
    localPickupAvailable: true,
    colours: defaultColours,
    logos: { dark: "/brand/default/logo-dark.svg", light: "/brand/default/logo-light.svg" },
    localeFile: null,
  },
  second: {
    id: "second",
    name: "Hookah Lane",
    showHero: false,
    cashPaymentAvailable: false,
    localPickupAvailable: false,
    colours: { ...defaultColours, primaryBase: "#00E0CA", accent: "#00E0CA" },
    logos: { dark: "/brand/second/logo-dark.svg", light: "/brand/second/logo-light.svg" },
    localeFile: "second",
  },
  test: {
    id: "test",
    name: "Smoke Point Test",
    showHero: false,
    cashPaymentAvailable: true,
    localPickupAvailable: true,
    colours: { ...defaultColours, accent: "#fc0303", primaryBase: "#fc0303" },
    logos: { dark: "/brand/test/logo-dark.svg", light: "/brand/test/logo-light.svg" },
    localeFile: "test",
  },
};

export function resolveBrand(value: string | undefined | null): Brand {
  const id = (value ?? "").trim().toLowerCase();
  return (BRAND_IDS as readonly string[]).includes(id) ? BRANDS[id as BrandId] : BRANDS.default;
}
