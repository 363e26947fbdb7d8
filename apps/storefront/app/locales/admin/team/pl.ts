import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Administrator prowadzi cały panel; kierownik miasta tylko zamówienia, ceny, stany i sklepy swoich miast. Każda zmiana wylogowuje tę osobę na wszystkich urządzeniach i wymaga świeżego kodu z Twojej aplikacji uwierzytelniającej.",
  list: {
    title: "Członkowie zespołu",
    count_one: "{{count}} osoba w zespole",
    count_few: "{{count}} osoby w zespole",
    count_many: "{{count}} osób w zespole",
    count_other: "{{count}} osoby w zespole",
  },
  you: "Ty",
  ownRole: "Twoją własną rolę zmienia inny administrator.",
  since: "Konto od {{date}}",
  allCities: "Wszystkie miasta",
  secondFactor: {
    on: "Logowanie dwuetapowe włączone",
    off: "Brak logowania dwuetapowego: ta osoba ustawi je przy następnym logowaniu",
  },
  role: {
    label: "Rola",
    admin: "Administrator: cały panel, wszystkie miasta",
    "city-manager": "Kierownik miasta: tylko miasta zaznaczone poniżej",
  },
  cities: {
    label: "Miasta (dla kierownika miasta)",
    hint: "Kierownik miasta potrzebuje co najmniej jednego; administrator prowadzi wszystkie miasta.",
    inactive: "{{city}} (niewidoczne w sklepie)",
  },
  save: "Zapisz rolę i miasta",
  remove: {
    lead: "Ta osoba stanie się klientem i zostanie wylogowana na wszystkich urządzeniach.",
    submit: "Usuń z zespołu",
  },
  add: {
    title: "Dodaj osobę do zespołu",
    lead: "Jej konto klienta musi istnieć, mieć potwierdzony adres e-mail i nie być kontem firmowym. Zostanie wylogowana, a przy następnym logowaniu ustawi logowanie dwuetapowe.",
    email: "E-mail jej konta klienta",
    submit: "Dodaj do zespołu",
  },
  notice: {
    added: "Konto należy teraz do zespołu; jego sesje zakończono.",
    changed: "Rolę i miasta zapisano.",
    removed: "Usunięto z zespołu i wylogowano na wszystkich urządzeniach.",
  },
};

export default texts;
