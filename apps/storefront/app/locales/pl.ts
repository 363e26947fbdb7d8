import type en from "./en";
import type { Texts } from "./types";

export default {
  brand: { tagline: "Tytoń, fajki wodne i akcesoria" },
  nav: { language: "Język", skipToContent: "Przejdź do treści" },
  cities: {
    title: "Wybierz swoje miasto",
    lead: "Każde miasto ma własny katalog, ceny i sklepy. Wybierz swoje, aby rozpocząć zakupy.",
    count_one: "{{count}} miasto",
    count_few: "{{count}} miasta",
    count_many: "{{count}} miast",
    count_other: "{{count}} miasta",
    metaDescription:
      "Tytoń, fajki wodne, tytonie do shishy i akcesoria dla palaczy z odbiorem w sklepie w Warszawie, Krakowie, Wrocławiu i Gdańsku.",
    empty: "Obecnie nie ma dostępnych miast. Zajrzyj do nas później.",
    listLabel: "Miasta",
  },
  footer: { adultsOnly: "Sprzedaż wyłącznie osobom pełnoletnim (18+). Palenie poważnie szkodzi zdrowiu." },
  errors: {
    notFoundTitle: "404",
    notFound: "Nie znaleziono strony",
    returnHome: "Wróć na stronę główną",
  },
} satisfies Texts<typeof en>;
