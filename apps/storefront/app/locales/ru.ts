import type en from "./en";
import type { Texts } from "./types";

export default {
  brand: { tagline: "Табак, кальяны и аксессуары" },
  nav: { language: "Язык", skipToContent: "Перейти к содержимому" },
  cities: {
    title: "Выберите свой город",
    lead: "В каждом городе свой каталог, цены и магазины. Выберите свой, чтобы начать покупки.",
    count_one: "{{count}} город",
    count_few: "{{count}} города",
    count_many: "{{count}} городов",
    count_other: "{{count}} города",
    metaDescription: "Табак, кальяны, кальянные смеси и аксессуары для курения с самовывозом в Варшаве, Кракове, Вроцлаве и Гданьске.",
    empty: "Сейчас нет доступных городов. Загляните позже.",
    listLabel: "Города",
  },
  footer: { adultsOnly: "Продажа только совершеннолетним (18+). Курение серьёзно вредит вашему здоровью." },
  errors: {
    notFoundTitle: "404",
    notFound: "Страница не найдена",
    returnHome: "Вернуться на главную",
  },
} satisfies Texts<typeof en>;
