import type { Texts } from "../types";
import type en from "./en";

const texts: Texts<typeof en> = {
  form: {
    heading: "Powiadom mnie o dostępności",
    lead: "Napiszemy do Ciebie raz, gdy produkt wróci w mieście {{city}}.",
    email: "Twój e-mail",
    submit: "Powiadom mnie",
    submitSignedIn: "Powiadom mnie na {{email}}",
    privacy: "Adresu użyjemy tylko do tej jednej wiadomości; każda wiadomość zawiera link do rezygnacji.",
    sent: "Prawie gotowe: wysłaliśmy link potwierdzający na adres {{email}}. Kliknij go, aby włączyć powiadomienie.",
    subscribed: "Gotowe: napiszemy na adres {{email}} raz, gdy produkt wróci w mieście {{city}}.",
  },
  page: {
    confirmTitle: "Potwierdź powiadomienie o dostępności",
    confirmLead: "Potwierdź, że możemy napisać do Ciebie raz, gdy „{{product}}” znów będzie dostępny.",
    confirm: "Potwierdź powiadomienie",
    confirmed: "Potwierdzone: napiszemy do Ciebie raz, gdy „{{product}}” znów będzie dostępny.",
    notifiedNow: "Dobra wiadomość: „{{product}}” jest już znów dostępny. Wysłaliśmy Ci wiadomość.",
    unsubscribeTitle: "Anuluj powiadomienie o dostępności",
    unsubscribeLead: "Usunąć powiadomienie o „{{product}}” razem z Twoim adresem?",
    unsubscribe: "Anuluj powiadomienie",
    unsubscribed: "Gotowe: powiadomienie i Twój adres zostały usunięte.",
    missing: "Ten link jest niepełny. Otwórz go ponownie z wiadomości e-mail.",
    toProduct: "Przejdź do produktu",
    toHome: "Kontynuuj zakupy",
  },
};

export default texts;
