import type { Texts } from "../types";
import type en from "./en";

export default {
  list: {
    title: "Блог",
    description: "Советы по уходу за кальяном, вкусы табака, уголь, аксессуары и новости наших магазинов.",
    lead: "Советы, обзоры вкусов и новости наших магазинов.",
    paged: "{{title}} – страница {{page}}",
    empty: "Статей пока нет. Загляните немного позже.",
    articles: "Статьи",
  },
  topics: {
    hookahCare: "Уход за кальяном",
    flavours: "Вкусы",
    charcoal: "Уголь",
    accessories: "Аксессуары",
    news: "Новости",
  },
  meta: {
    readingTime_one: "{{count}} минута чтения",
    readingTime_few: "{{count}} минуты чтения",
    readingTime_many: "{{count}} минут чтения",
    readingTime_other: "{{count}} минуты чтения",
  },
  article: {
    related: "Похожие статьи",
    back: "Все статьи",
    englishOnly: "Эта статья ещё не переведена на ваш язык, поэтому показана английская версия.",
  },
  pagination: {
    label: "Страницы блога",
    previous: "Предыдущая",
    next: "Следующая",
    page: "Страница {{page}}",
    summary: "Страница {{page}} из {{pages}}",
  },
  home: {
    empty: "Наши первые статьи уже в пути.",
  },
} satisfies Texts<typeof en>;
