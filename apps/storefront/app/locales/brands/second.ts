import type en from "../en";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** Hookah Lane: texts about hookahs, shisha flavours and accessories, merged over the shop's texts. */
export default {
  en: {
    brand: {
      tagline: "Hookahs, shisha flavours and accessories",
      description: "Online shop for hookahs, shisha flavours and hookah accessories in Warsaw, Kraków, Wrocław and Gdańsk.",
    },
    cities: {
      metaDescription:
        "Hookahs, shisha flavours and hookah accessories in Warsaw, Kraków, Wrocław and Gdańsk. Choose your city to start shopping.",
    },
    home: {
      title: "Hookah shop in {{city}}",
      description: "Hookahs, shisha flavours and accessories in {{city}}: best sellers, sale and bundle offers.",
    },
    catalogue: {
      search: {
        startText: "Search hookahs, shisha flavours and accessories by name, brand or flavour in any language – small typos are fine.",
      },
    },
  },
  uk: {
    brand: {
      tagline: "Кальяни, кальянні суміші та аксесуари",
      description: "Інтернет-магазин кальянів, кальянних сумішей та аксесуарів для кальяну у Варшаві, Кракові, Вроцлаві та Гданську.",
    },
    cities: {
      metaDescription:
        "Кальяни, кальянні суміші та аксесуари для кальяну у Варшаві, Кракові, Вроцлаві та Гданську. Оберіть своє місто, щоб почати покупки.",
    },
    home: {
      title: "Магазин кальянів — {{city}}",
      description: "Кальяни, кальянні суміші та аксесуари у місті {{city}}: хіти продажів, розпродаж і вигідні набори.",
    },
    catalogue: {
      search: {
        startText:
          "Шукайте кальяни, кальянні суміші та аксесуари за назвою, брендом чи смаком будь-якою мовою — невеликі помилки не завадять.",
      },
    },
  },
  pl: {
    brand: {
      tagline: "Fajki wodne, tytonie do shishy i akcesoria",
      description:
        "Sklep internetowy z fajkami wodnymi, tytoniem do fajki wodnej i akcesoriami w Warszawie, Krakowie, Wrocławiu i Gdańsku.",
    },
    cities: {
      metaDescription:
        "Fajki wodne, tytonie do fajki wodnej i akcesoria do shishy w Warszawie, Krakowie, Wrocławiu i Gdańsku. Wybierz swoje miasto, aby rozpocząć zakupy.",
    },
    home: {
      title: "Sklep z fajkami wodnymi – {{city}}",
      description: "Fajki wodne, tytonie do fajki wodnej i akcesoria – {{city}}: bestsellery, wyprzedaż i zestawy w korzystnych cenach.",
    },
    catalogue: {
      search: {
        startText:
          "Szukaj fajek wodnych, tytoni do shishy i akcesoriów po nazwie, marce lub smaku w dowolnym języku – drobne literówki nie przeszkadzają.",
      },
    },
  },
  ru: {
    brand: {
      tagline: "Кальяны, табак для кальяна и аксессуары",
      description: "Интернет-магазин кальянов, табака для кальяна и аксессуаров в Варшаве, Кракове, Вроцлаве и Гданьске.",
    },
    cities: {
      metaDescription:
        "Кальяны, табак для кальяна и аксессуары к нему в Варшаве, Кракове, Вроцлаве и Гданьске. Выберите свой город, чтобы начать покупки.",
    },
    home: {
      title: "Магазин кальянов — {{city}}",
      description: "Кальяны, табак для кальяна и аксессуары в городе {{city}}: хиты продаж, распродажа и выгодные наборы.",
    },
    catalogue: {
      search: {
        startText:
          "Ищите кальяны, табак для кальяна и аксессуары по названию, бренду или вкусу на любом языке — небольшие опечатки не помешают.",
      },
    },
  },
} satisfies Record<"en" | "uk" | "pl" | "ru", DeepPartial<typeof en>>;
