import type { Texts } from "../../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  lead: "Firmy proszą o ceny hurtowe lub franczyzowe. Zatwierdź lub odrzuć każdy wniosek — klient w obu przypadkach dostanie e-mail.",
  tabs: { label: "Wnioski według statusu", pending: "Oczekujące", approved: "Zatwierdzone", rejected: "Odrzucone", all: "Wszystkie" },
  empty: {
    pending: "Żaden wniosek nie czeka.",
    approved: "Nie zatwierdzono jeszcze żadnego wniosku.",
    rejected: "Nie odrzucono żadnego wniosku.",
    all: "Nikt jeszcze nie złożył wniosku.",
  },
  fields: {
    address: "Adres",
    ssn: "NIP",
    postalIndex: "Kod pocztowy",
    applicant: "Wnioskodawca",
    email: "E-mail",
    phone: "Telefon",
    submitted: "Złożono",
    reason: "Podany powód",
  },
  nipCheck: {
    label: "Biała lista (VAT)",
    active: "Czynny podatnik VAT",
    inactive: "Nie jest czynnym podatnikiem VAT (zwolniony lub wykreślony): sprawdź przed zatwierdzeniem",
    "not-found": "Brak w wykazie: sprawdź NIP przed zatwierdzeniem",
    unknown: "Nie sprawdzono: wykaz nie odpowiedział; sprawdź ręcznie przed zatwierdzeniem",
    none: "Nie sprawdzono",
    proof: "stan na {{day}}, identyfikator zapytania {{requestId}}",
  },
  status: { none: "Bez wniosku", pending: "Oczekuje", approved: "Zatwierdzony", rejected: "Odrzucony" },
  kind: { wholesale: "Hurt", franchise: "Franczyza" },
  approve: {
    title: "Zatwierdź",
    wholesale: "Zatwierdź jako hurt",
    franchise: "Zatwierdź jako franczyzę",
  },
  reject: {
    reason: "Powód (klient go zobaczy)",
    hint: "Napisz, co poprawić: klient może złożyć wniosek ponownie.",
    submit: "Odrzuć",
  },
  notice: {
    wholesale: "{{email}} zatwierdzono jako klienta hurtowego; wysłano e-mail.",
    franchise: "{{email}} zatwierdzono jako partnera franczyzowego; wysłano e-mail.",
    rejected: "Wniosek {{email}} odrzucono; klient dostał e-mail z powodem.",
  },
  conflict: "Ten wniosek został już rozpatrzony (może przez kogoś innego). Lista pokazuje jego obecny stan.",
};
export default texts;
