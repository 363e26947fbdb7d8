import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Adresy sklepu, które kierują przeglądarkę na inną stronę. Jedno przekierowanie działa we wszystkich językach: /warszawa/promo obejmuje też /pl/warszawa/promo i /en/warszawa/promo.",
  newTitle: "Nowe przekierowanie",
  editTitle: "Edycja przekierowania",
  search: { label: "Wyszukaj przekierowania", q: "Ścieżka zawiera" },
  table: { label: "Przekierowania", from: "Skąd", to: "Dokąd", status: "Rodzaj", updated: "Zmieniono", actions: "Działania" },
  fields: {
    from: "Skąd (ścieżka)",
    fromHint: "Ścieżka tego sklepu, np. /warszawa/promo. Prefiks języka i końcowy ukośnik są pomijane.",
    to: "Dokąd (ścieżka)",
    toHint: "Dokąd skierować przeglądarkę, np. /warszawa/products/sale (mogą być parametry). Ta ścieżka nie może sama przekierowywać.",
    status: "Rodzaj",
  },
  status: { permanent: "301 · przeniesiono na stałe", temporary: "302 · tymczasowo" },
  deleteConfirm: "Usunąć przekierowanie z {{from}}?",
  deleteLabel: "Usuń przekierowanie z {{from}}",
  editLabel: "Edytuj przekierowanie z {{from}}",
  notices: {
    created: "Utworzono przekierowanie z {{from}}.",
    saved: "Zapisano przekierowanie z {{from}}.",
    deleted: "Usunięto przekierowanie.",
  },
  gone: "To przekierowanie już nie istnieje.",
};
export default texts;
