import type en from "../en";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** The QA test variant: a tagline that says it is not a real shop, merged over the shop's texts. */
export default {
  en: { brand: { tagline: "Test variant – not a real shop" } },
  uk: { brand: { tagline: "Тестова версія — не справжній магазин" } },
  pl: { brand: { tagline: "Wersja testowa – to nie jest prawdziwy sklep" } },
  ru: { brand: { tagline: "Тестовая версия — не настоящий магазин" } },
} satisfies Record<"en" | "uk" | "pl" | "ru", DeepPartial<typeof en>>;
