import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  info: {
    lastUpdated: "Ostatnia aktualizacja: {{date}}",
    toc: "Na tej stronie",
    englishOnly: "Ta strona nie jest jeszcze dostępna w Twoim języku, dlatego wyświetlamy ją po angielsku.",
    questions: "Masz pytania dotyczące tej strony? Nasze sklepy i dane kontaktowe znajdziesz na stronie kontaktowej.",
    contactsLink: "Kontakt",
  },
  contacts: {
    title: "Kontakt",
    heading: "Sklepy i kontakt – {{city}}",
    description:
      "Adresy, godziny otwarcia i telefony naszych sklepów w mieście {{city}}, nasz e-mail, media społecznościowe i komunikatory.",
    lead: "Odwiedź jeden z naszych sklepów w mieście {{city}} lub napisz do nas: chętnie pomożemy w sprawie zamówień, produktów i odbioru.",
    stores: "Nasze sklepy",
    noStores: "W mieście {{city}} nie ma jeszcze sklepu. Napisz lub zadzwoń do nas, a pomożemy.",
    openingHours: "Godziny otwarcia",
    hoursNote: "Czas lokalny.",
    closed: "Nieczynne",
    phone: "Telefon",
    address: "Adres",
    openMap: "Otwórz na mapie",
    openMapLabel: "Otwórz {{address}} w OpenStreetMap",
    googleMaps: "Mapy Google",
    googleMapsLabel: "Otwórz {{address}} w Mapach Google",
    pickupNote:
      "Produkty objęte przepisami TPD sprzedajemy wyłącznie z odbiorem w sklepie. Zabierz dokument tożsamości: wyroby tytoniowe wydajemy tylko osobom pełnoletnim (18+).",
    writeUs: "Napisz lub zadzwoń",
    email: "E-mail",
    social: "Media społecznościowe",
    messengers: "Komunikatory",
    allContacts: "Sklepy i godziny otwarcia",
    /** Whether a store is open now (computed in shop time; the page recomputes it in the browser). */
    openNow: "Otwarte · zamykamy o {{time}}",
    opensToday: "Zamknięte · otwieramy o {{time}}",
    opensTomorrow: "Zamknięte · otwieramy jutro o {{time}}",
    opensOn: {
      d1: "Zamknięte · otwieramy w poniedziałek o {{time}}",
      d2: "Zamknięte · otwieramy we wtorek o {{time}}",
      d3: "Zamknięte · otwieramy w środę o {{time}}",
      d4: "Zamknięte · otwieramy w czwartek o {{time}}",
      d5: "Zamknięte · otwieramy w piątek o {{time}}",
      d6: "Zamknięte · otwieramy w sobotę o {{time}}",
      d7: "Zamknięte · otwieramy w niedzielę o {{time}}",
    },
  },
};

export default texts;
