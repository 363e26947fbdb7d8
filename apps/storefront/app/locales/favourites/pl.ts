// Ulubione i ostatnio oglądane (issue 38).
export default {
  heart: "Ulubione: {{name}}",
  page: {
    empty: "Nie masz jeszcze ulubionych. Stuknij serce przy produkcie, aby go tu zachować.",
    notSold: "Niedostępny w mieście {{city}}.",
    soldIn: "Dostępny w miastach:",
    soldNowhere: "Obecnie niedostępny w żadnym mieście.",
    remove: "Usuń {{name}} z ulubionych",
    alertsOn: "Powiadom mnie e-mailem, gdy {{name}} wróci do sprzedaży lub stanieje w mieście {{city}}",
    alertsOff: "Nie wysyłaj więcej e-maili o {{name}}",
    alertsActive: "Napiszemy do Ciebie, gdy produkt wróci do sprzedaży lub stanieje w mieście {{city}}.",
    removed: "Usunięto z ulubionych.",
    switchedOn: "Gotowe: napiszemy raz o każdym powrocie do sprzedaży lub obniżce ceny.",
    switchedOff: "Gotowe: nie wyślemy więcej e-maili o tym produkcie.",
  },
  unsubscribe: {
    title: "Wyłącz e-maile o ulubionym produkcie",
    lead: "Wyłączyć e-maile o tym produkcie? Pozostanie w ulubionych.",
    submit: "Wyłącz e-maile",
    done: "Gotowe: nie wyślemy więcej e-maili o tym produkcie. Pozostaje w ulubionych.",
    invalid: "Ten link jest już nieważny: e-maile zostały już wyłączone albo nowszy e-mail ma własny link.",
  },
  recent: {
    title: "Ostatnio oglądane",
    remove: "Usuń {{name}} z ostatnio oglądanych",
    clear: "Wyczyść listę",
    note: "Przechowywane tylko w tej przeglądarce.",
  },
};
