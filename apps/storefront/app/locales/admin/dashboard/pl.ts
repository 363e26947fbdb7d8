import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Dzisiaj liczy się od północy, a tydzień od poniedziałku {{week}}, według czasu sklepu (Warszawa).",
  cities: "Miasta",
  noCities: "Nie masz jeszcze przypisanych miast.",
  inactive: "Nieaktywne",
  today: "Dzisiaj",
  week: "W tym tygodniu",
  period: {
    orders_one: "{{count}} zamówienie",
    orders_few: "{{count}} zamówienia",
    orders_many: "{{count}} zamówień",
    orders_other: "{{count}} zamówienia",
    revenue: "Przychód",
  },
  waiting: {
    title: "Czekają na obsługę",
    CREATED: "Nowe, do zatwierdzenia",
    PAID: "Opłacone, do zatwierdzenia",
    APPROVED: "Zatwierdzone, do przygotowania",
    none: "Nic nie czeka.",
  },
  applications: {
    title: "Wnioski firmowe",
    pending_one: "{{count}} wniosek czeka na decyzję",
    pending_few: "{{count}} wnioski czekają na decyzję",
    pending_many: "{{count}} wniosków czeka na decyzję",
    pending_other: "{{count}} wniosku czeka na decyzję",
    none: "Żaden wniosek nie czeka.",
    open: "Otwórz kolejkę",
  },
  lowStock: {
    title: "Niski stan",
    lead: "Widoczne oferty z {{threshold}} szt. lub mniej, od najniższego stanu (najwyżej 20).",
    product: "Produkt",
    city: "Miasto",
    stock: "Stan",
    empty: "Żadnej oferty nie brakuje.",
    edit: "Ceny i stany: {{name}}",
  },
};
export default texts;
