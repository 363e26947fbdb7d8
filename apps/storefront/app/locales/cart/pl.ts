import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  listLabel: "Produkty w koszyku",
  line: {
    unitPrice: "Cena za sztukę",
    regular: "Cena regularna",
    kind: {
      sale: "Cena promocyjna",
      wholesale: "Cena hurtowa",
      franchise: "Cena franczyzowa",
    },
    quantity: "Ilość",
    available: "Dostępne: {{count}}",
    update: "Zaktualizuj",
    updateOf: "Zaktualizuj ilość: {{name}}",
    remove: "Usuń",
    removeOf: "Usuń „{{name}}” z koszyka",
    total: "Razem",
  },
  summary: {
    title: "Podsumowanie",
    items_one: "{{count}} produkt",
    items_few: "{{count}} produkty",
    items_many: "{{count}} produktów",
    items_other: "{{count}} produktu",
    subtotal: "Wartość produktów",
    note: "Dostawę i kupony uwzględnimy przy składaniu zamówienia.",
    checkout: "Przejdź do kasy",
    tpd: "Produkty objęte dyrektywą tytoniową (TPD) można wyłącznie odebrać w sklepie i zapłacić na miejscu, chyba że masz zatwierdzone konto firmowe.",
  },
  empty: {
    title: "Twój koszyk jest pusty",
    text: "Przejrzyj katalog i dodaj to, co Ci się spodoba.",
    link: "Przejdź do katalogu",
  },
  add: {
    added: "Dodano do koszyka",
    viewCart: "Przejdź do koszyka",
    outOfStock: "Brak na stanie, więc teraz nie można dodać tego produktu do koszyka.",
  },
  changes: {
    title: "Twój koszyk się zmienił",
    lead_one: "Musieliśmy zmienić {{count}} produkt w Twoim koszyku:",
    lead_few: "Musieliśmy zmienić {{count}} produkty w Twoim koszyku:",
    lead_many: "Musieliśmy zmienić {{count}} produktów w Twoim koszyku:",
    lead_other: "Musieliśmy zmienić {{count}} produktu w Twoim koszyku:",
    notOffered: "Usunięto: nie jest już sprzedawany w tym mieście",
    outOfStock: "Usunięto: brak na stanie",
    reduced_one: "Zmniejszono z {{from}} do {{to}}: na stanie została tylko {{count}} sztuka",
    reduced_few: "Zmniejszono z {{from}} do {{to}}: na stanie zostały tylko {{count}} sztuki",
    reduced_many: "Zmniejszono z {{from}} do {{to}}: na stanie zostało tylko {{count}} sztuk",
    reduced_other: "Zmniejszono z {{from}} do {{to}}: na stanie zostało tylko {{count}} sztuki",
    close: "Rozumiem",
  },
  errors: {
    quantity: "Podaj ilość od 1 do {{max}}.",
    product: "Nie znaleziono tego produktu.",
  },
};
export default texts;
