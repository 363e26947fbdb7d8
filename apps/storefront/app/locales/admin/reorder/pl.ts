import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  title: "Do zamówienia",
  lead: "Ustaw produktom minimum i stan docelowy w każdym sklepie. Produkt, którego stan spadnie poniżej minimum, trzeba zamówić do stanu docelowego; kierownicy miast dostają tę listę e-mailem każdego ranka.",
  due: {
    title: "Poniżej minimum",
    count_one: "{{count}} produkt do zamówienia",
    count_few: "{{count}} produkty do zamówienia",
    count_many: "{{count}} produktów do zamówienia",
    count_other: "{{count}} produktu do zamówienia",
    empty: "W tym sklepie nic nie jest poniżej minimum.",
    transit: "Obecny stan sklepu: towar w drodze do niego (w przesunięciu) nie jest liczony.",
    csv: "Pobierz CSV",
    product: "Produkt",
    units: "W sklepie",
    min: "Minimum",
    target: "Stan docelowy",
    toOrder: "Zamówić",
  },
  rules: {
    title: "Punkty zamawiania",
    count_one: "{{count}} punkt zamawiania",
    count_few: "{{count}} punkty zamawiania",
    count_many: "{{count}} punktów zamawiania",
    count_other: "{{count}} punktu zamawiania",
    empty: "Ten sklep nie ma jeszcze punktów zamawiania: dodaj pierwszy poniżej.",
    product: "Produkt",
    units: "W sklepie: {{n}}",
    toOrder: "Zamówić: {{n}}",
    notSold: "Nie jest już sprzedawany w tym mieście: nie trafia do zamówienia",
    min: "Minimum",
    target: "Stan docelowy",
    save: "Zapisz",
    delete: "Usuń",
    updated: "Ostatnio zmienił(a): {{name}}, {{at}}",
    legend: "Punkt zamawiania: {{product}}",
  },
  add: {
    title: "Dodaj punkt zamawiania",
    hint: "Istniejący punkt zamawiania tego produktu zostanie zastąpiony.",
    product: "Produkt: EAN, SKU lub #id",
    submit: "Dodaj",
  },
  notices: {
    saved: "Zapisano punkt zamawiania.",
    added: "Dodano punkt zamawiania.",
    deleted: "Usunięto punkt zamawiania.",
  },
  errors: {
    number: "{{field}}: wpisz liczbę całkowitą.",
    noProduct: "Wpisz EAN, SKU lub #id produktu.",
    unknownProduct: "Żaden produkt nie ma EAN, SKU ani id „{{code}}”.",
    gone: "Ten punkt zamawiania już nie istnieje.",
  },
};

export default texts;
