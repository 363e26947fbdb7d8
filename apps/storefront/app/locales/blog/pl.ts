import type { Texts } from "../types";
import type en from "./en";

export default {
  list: {
    title: "Blog",
    description: "Poradniki o pielęgnacji fajki wodnej, smakach tytoniu i węglu, akcesoria oraz nowości z naszych sklepów.",
    lead: "Poradniki, recenzje smaków i nowości z naszych sklepów.",
    paged: "{{title}} – strona {{page}}",
    empty: "Nie opublikowaliśmy jeszcze żadnych artykułów. Zajrzyj do nas wkrótce.",
    articles: "Artykuły",
  },
  topics: {
    hookahCare: "Pielęgnacja fajki wodnej",
    flavours: "Smaki",
    charcoal: "Węgiel",
    accessories: "Akcesoria",
    news: "Nowości",
  },
  meta: {
    readingTime_one: "{{count}} minuta czytania",
    readingTime_few: "{{count}} minuty czytania",
    readingTime_many: "{{count}} minut czytania",
    readingTime_other: "{{count}} minuty czytania",
  },
  article: {
    related: "Podobne artykuły",
    back: "Wszystkie artykuły",
    englishOnly: "Ten artykuł nie jest jeszcze dostępny w Twoim języku, dlatego pokazujemy wersję angielską.",
  },
  pagination: {
    label: "Strony bloga",
    previous: "Poprzednia",
    next: "Następna",
    page: "Strona {{page}}",
    summary: "Strona {{page}} z {{pages}}",
  },
  home: {
    empty: "Nasze pierwsze artykuły są już w drodze.",
  },
} satisfies Texts<typeof en>;
