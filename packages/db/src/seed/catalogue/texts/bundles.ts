import type { BundleDef } from "../data/bundles";
import type { Locale, Localized, ProductText } from "../types";
import { period } from "./common";

interface BundleWords {
  includes: string;
  saving: string;
  adults: string;
  seoTitle: string;
  pickup: string;
  delivery: string;
}

const WORDS: Localized<BundleWords> = {
  en: {
    includes: "The set includes:",
    saving: "Bought as a set, it costs less than the same items bought separately.",
    adults: "The set contains tobacco or nicotine products: it is sold to adults only and collected in one of our stores.",
    seoTitle: "save with a set",
    pickup: "Order online and pick it up in one of our stores.",
    delivery: "Delivery across the city or pickup in our stores.",
  },
  uk: {
    includes: "До набору входять:",
    saving: "Набором це коштує дешевше, ніж ті самі товари окремо.",
    adults:
      "Набір містить тютюнові або нікотинові вироби: він продається лише повнолітнім, а забрати його можна в одному з наших магазинів.",
    seoTitle: "вигідний набір",
    pickup: "Замовте онлайн і заберіть в одному з наших магазинів.",
    delivery: "Доставка містом або самовивіз із наших магазинів.",
  },
  pl: {
    includes: "W zestawie:",
    saving: "W zestawie zapłacisz mniej niż za te same produkty kupione osobno.",
    adults:
      "Zestaw zawiera wyroby tytoniowe lub nikotynowe: sprzedajemy go wyłącznie osobom pełnoletnim, a odebrać go można w jednym z naszych sklepów.",
    seoTitle: "zestaw w lepszej cenie",
    pickup: "Zamów online i odbierz w jednym z naszych sklepów.",
    delivery: "Dostawa po mieście lub odbiór w naszych sklepach.",
  },
  ru: {
    includes: "В набор входят:",
    saving: "Набором это обходится дешевле, чем те же товары по отдельности.",
    adults:
      "Набор содержит табачные или никотиновые изделия: он продаётся только совершеннолетним, а забрать его можно в одном из наших магазинов.",
    seoTitle: "выгодный набор",
    pickup: "Закажите онлайн и заберите в одном из наших магазинов.",
    delivery: "Доставка по городу или самовывоз из наших магазинов.",
  },
};

/**
 * A product name inside a sentence: in Ukrainian, Polish and Russian a name that starts with a common
 * noun ("Кальян Nomad Pipes…", "Fajka wodna…") loses its capital, a brand or an acronym keeps it.
 */
function inList(name: string, brand: string, locale: Locale): string {
  if (locale === "en" || name.startsWith(brand)) return name;
  const second = name.charAt(1);
  return second !== second.toLowerCase() ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** A bundle's texts: its purpose, then what it holds (the items' own names), then the saving. */
export function describeBundle(
  bundle: BundleDef,
  items: Array<{ names: Localized; brand: string; quantity: number }>,
  tpd: boolean,
): Localized<ProductText> {
  const write = (locale: Locale): ProductText => {
    const words = WORDS[locale];
    const list = items
      .map((item) => {
        const name = inList(item.names[locale], item.brand, locale);
        return item.quantity > 1 ? `${item.quantity} × ${name}` : name;
      })
      .join("; ");
    return {
      name: bundle.name[locale],
      shortDescription: bundle.purpose[locale],
      description: [bundle.purpose[locale], `${words.includes} ${period(list)}`, words.saving, tpd ? words.adults : ""]
        .filter(Boolean)
        .join(" "),
      seoTitle: `${bundle.name[locale]} — ${words.seoTitle}`,
      seoDescription: `${bundle.purpose[locale]} ${tpd ? words.pickup : words.delivery}`,
    };
  };
  return { en: write("en"), uk: write("uk"), pl: write("pl"), ru: write("ru") };
}
