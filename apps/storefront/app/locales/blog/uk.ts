import type { Texts } from "../types";
import type en from "./en";

export default {
  list: {
    title: "Блог",
    description: "Поради з догляду за кальяном, смаки тютюну, вугілля, аксесуари та новини наших магазинів.",
    lead: "Поради, огляди смаків і новини наших магазинів.",
    paged: "{{title}} – сторінка {{page}}",
    empty: "Статей поки що немає. Завітайте трохи згодом.",
    articles: "Статті",
  },
  topics: {
    hookahCare: "Догляд за кальяном",
    flavours: "Смаки",
    charcoal: "Вугілля",
    accessories: "Аксесуари",
    news: "Новини",
  },
  meta: {
    readingTime_one: "{{count}} хвилина читання",
    readingTime_few: "{{count}} хвилини читання",
    readingTime_many: "{{count}} хвилин читання",
    readingTime_other: "{{count}} хвилини читання",
  },
  article: {
    related: "Схожі статті",
    back: "Усі статті",
    englishOnly: "Ця стаття ще не перекладена вашою мовою, тому показано англійську версію.",
  },
  pagination: {
    label: "Сторінки блогу",
    previous: "Попередня",
    next: "Наступна",
    page: "Сторінка {{page}}",
    summary: "Сторінка {{page}} з {{pages}}",
  },
  home: {
    empty: "Наші перші статті вже в дорозі.",
  },
} satisfies Texts<typeof en>;
