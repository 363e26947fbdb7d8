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

export interface BrandLink {
  /** The network's name, shown as the link text (a proper name, the same in every language). */
  name: string;
  url: string;
}

/** Placeholder values of the structured data (spec section 1): an online store, rated. */
export interface BrandSeo {
  ratingCount: number;
  ratingValue: number;
  userInteractionCount: number;
  /** Shown to search engines and link previews (a path on the shop's origin). */
  image: string;
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
  contacts: { phone: string; email: string };
  social: BrandLink[];
  messengers: BrandLink[];
  seo: BrandSeo;
}

const seo: BrandSeo = { ratingCount: 20, ratingValue: 5, userInteractionCount: 75, image: "/brand/default/logo-light.svg" };

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
    contacts: { phone: "+48 22 100 20 30", email: "hello@smokepoint.example" },
    social: [
      { name: "Instagram", url: "https://www.instagram.com/smokepoint.example" },
      { name: "Facebook", url: "https://www.facebook.com/smokepoint.example" },
    ],
    messengers: [
      { name: "Telegram", url: "https://t.me/smokepoint_example" },
      { name: "WhatsApp", url: "https://wa.me/48221002030" },
    ],
    seo,
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
    contacts: { phone: "+48 12 300 40 50", email: "hello@hookahlane.example" },
    social: [
      { name: "Instagram", url: "https://www.instagram.com/hookahlane.example" },
      { name: "TikTok", url: "https://www.tiktok.com/@hookahlane.example" },
    ],
    messengers: [
      { name: "Telegram", url: "https://t.me/hookahlane_example" },
      { name: "Viber", url: "viber://chat?number=%2B48123004050" },
    ],
    seo: { ...seo, image: "/brand/second/logo-light.svg" },
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
    contacts: { phone: "+48 00 000 00 00", email: "qa@smokepoint.example" },
    social: [{ name: "Instagram", url: "https://www.instagram.com/smokepoint.example" }],
    messengers: [{ name: "Telegram", url: "https://t.me/smokepoint_example" }],
    seo: { ...seo, image: "/brand/test/logo-light.svg" },
  },
};

export function resolveBrand(value: string | undefined | null): Brand {
  const id = (value ?? "").trim().toLowerCase();
  return (BRAND_IDS as readonly string[]).includes(id) ? BRANDS[id as BrandId] : BRANDS.default;
}
