import type en from "./en";
import type { Texts } from "./types";

export default {
  brand: { tagline: "Тютюн, кальяни та аксесуари" },
  nav: { language: "Мова", skipToContent: "Перейти до вмісту" },
  cities: {
    title: "Оберіть своє місто",
    lead: "У кожному місті свій каталог, ціни та магазини. Оберіть своє, щоб почати покупки.",
    count_one: "{{count}} місто",
    count_few: "{{count}} міста",
    count_many: "{{count}} міст",
    count_other: "{{count}} міста",
    metaDescription: "Тютюн, кальяни, кальянні суміші та аксесуари для куріння з самовивозом у Варшаві, Кракові, Вроцлаві та Гданську.",
    empty: "Зараз немає доступних міст. Завітайте пізніше.",
    listLabel: "Міста",
  },
  footer: { adultsOnly: "Продаж лише повнолітнім (18+). Куріння серйозно шкодить вашому здоров’ю." },
  errors: {
    notFoundTitle: "404",
    notFound: "Сторінку не знайдено",
    returnHome: "Повернутися на головну",
  },
} satisfies Texts<typeof en>;
