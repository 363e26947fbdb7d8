import account from "./account/pl";
import alerts from "./alerts/pl";
import blog from "./blog/pl";
import cart from "./cart/pl";
import catalogue from "./catalogue/pl";
import checkout from "./checkout/pl";
import content from "./content/pl";
import type en from "./en";
import favourites from "./favourites/pl";
import invoices from "./invoices/pl";
import orders from "./orders/pl";
import reviews from "./reviews/pl";
import type { Texts } from "./types";
import { validationTexts } from "./validation";

export default {
  brand: {
    tagline: "Tytoń, fajki wodne i akcesoria",
    description:
      "Tytoń, fajki wodne, tytonie do shishy i akcesoria dla palaczy z odbiorem w sklepie w Warszawie, Krakowie, Wrocławiu i Gdańsku.",
    logoAlt: "{{name}} – strona główna",
  },
  nav: {
    language: "Język",
    skipToContent: "Przejdź do treści",
    demoShop: "Sklep demonstracyjny: płatności są symulowane, nic nie jest pobierane ani wysyłane.",
    main: "Nawigacja główna",
    menu: "Menu",
    city: "Miasto",
    chooseCity: "Wybierz miasto",
    currentCity: "Miasto: {{city}}",
    brands: "Marki",
    sale: "Wyprzedaż",
    blog: "Blog",
    orderTracking: "Śledzenie zamówienia",
    account: "Moje konto",
    signIn: "Zaloguj się",
    myAccount: "Moje konto, {{name}}",
    cart: "Koszyk",
    cartItems_one: "Koszyk, {{count}} produkt",
    cartItems_few: "Koszyk, {{count}} produkty",
    cartItems_many: "Koszyk, {{count}} produktów",
    cartItems_other: "Koszyk, {{count}} produktu",
    breadcrumbs: "Ścieżka nawigacji",
    categories: "Kategorie",
    allInCategory: "Wszystko w kategorii „{{name}}”",
  },
  search: {
    label: "Szukaj produktów",
    placeholder: "Szukaj tytoniu, fajek wodnych, smaków…",
    submit: "Szukaj",
  },
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
    stores_one: "{{count}} sklep",
    stores_few: "{{count}} sklepy",
    stores_many: "{{count}} sklepów",
    stores_other: "{{count}} sklepu",
    current: "Twoje aktualne miasto",
  },
  hero: {
    title: "Wszystko do dobrego palenia – w Twoim mieście",
    lead: "Tytoń, fajki wodne, tytonie do shishy i akcesoria. Zamów online i odbierz w najbliższym sklepie.",
    cta: "Zobacz wyprzedaż",
  },
  home: {
    title: "Sklep z tytoniem i fajkami wodnymi – {{city}}",
    description:
      "Tytoń, fajki wodne, tytonie do shishy i akcesoria – {{city}}: bestsellery, wyprzedaż i zestawy w korzystnych cenach z odbiorem w sklepie.",
    sections: {
      bestSellers: "Bestsellery – {{city}}",
      categories: "Kategorie",
      brands: "Popularne marki",
      bundles: "Zestawy w korzystnych cenach",
      sale: "Produkty na wyprzedaży",
      blog: "Z naszego bloga",
      contacts: "Sklepy i kontakt",
    },
  },
  pages: {
    cart: {
      title: "Koszyk",
      description: "Twój koszyk – {{city}}.",
    },
    checkout: {
      title: "Realizacja zamówienia",
      description: "Złóż zamówienie – {{city}}.",
    },
    cabinet: { title: "Moje konto", description: "Twój panel klienta." },
    cabinetFavourites: {
      title: "Moje ulubione",
      description: "Twoje ulubione produkty.",
    },
    cabinetCoupons: {
      title: "Moje kupony",
      description: "Twoje kupony.",
    },
    cabinetPersonalData: {
      title: "Dane osobowe",
      description: "Twoje dane osobowe.",
    },
    cabinetOrders: { title: "Moje zamówienia", description: "Twoje zamówienia." },
    cabinetBusiness: { title: "Konto firmowe", description: "Dane Twojej firmy i ceny dla firm." },
    cabinetChangePassword: { title: "Zmiana hasła", description: "Zmień hasło do swojego konta." },
    cabinetReferrals: { title: "Polecenia", description: "Zaproś znajomych do sklepu." },
    cabinetReviews: { title: "Moje opinie", description: "Twoje opinie o produktach i ich stan." },
    signIn: { title: "Logowanie", description: "Zaloguj się na swoje konto." },
    signInSecondStep: { title: "Logowanie dwuetapowe", description: "Wpisz kod z aplikacji uwierzytelniającej." },
    cabinetSecurity: { title: "Logowanie dwuetapowe", description: "Chroń konto kodem z aplikacji uwierzytelniającej." },
    signUp: {
      title: "Rejestracja",
      description: "Załóż konto.",
    },
    signUpSuccessful: {
      title: "Konto zostało utworzone",
      description: "Twoje konto zostało utworzone.",
    },
    verifyEmail: {
      title: "Potwierdzenie adresu e-mail",
      description: "Potwierdź swój adres e-mail.",
    },
    passwordRestore: {
      title: "Odzyskiwanie hasła",
      description: "Odzyskaj swoje hasło.",
    },
    passwordRestoreFinish: { title: "Ustaw nowe hasło", description: "Ustaw nowe hasło." },
    sale: {
      title: "Wyprzedaż",
      description: "Produkty na wyprzedaży – {{city}}.",
    },
    search: {
      title: "Wyszukiwanie",
      description: "Przeszukaj katalog – {{city}}.",
    },
    product: {
      title: "Produkt",
      description: "Szczegóły produktu.",
    },
    category: {
      title: "Kategoria",
      description: "Produkty z kategorii – {{city}}.",
    },
    privacyPolicy: {
      title: "Polityka prywatności",
      description: "Jak sklep przetwarza dane osobowe.",
    },
    terms: { title: "Regulamin", description: "Regulamin sklepu." },
    orderTracking: {
      title: "Śledzenie zamówienia",
      description: "Znajdź swoje zamówienie.",
    },
    order: {
      title: "Zamówienie {{orderId}}",
      description: "Status Twojego zamówienia.",
    },
    blog: { title: "Blog", description: "Nowości, poradniki i recenzje o tytoniu i fajkach wodnych." },
    selectCity: { title: "Wybierz swoje miasto" },
  },
  footer: {
    adultsOnly: "Sprzedaż wyłącznie osobom pełnoletnim (18+). Palenie poważnie szkodzi zdrowiu.",
    contacts: "Kontakt",
    social: "Obserwuj nas",
    messengers: "Napisz do nas",
    info: "Informacje",
    rights: "© {{year}} {{name}}. Wszelkie prawa zastrzeżone.",
    phone: "Telefon",
    email: "E-mail",
  },
  ageGate: {
    title: "Czy masz ukończone 18 lat?",
    text: "W tym sklepie sprzedajemy tytoń i wyroby do palenia. Aby wejść, musisz mieć ukończone 18 lat.",
    confirm: "Tak, mam ukończone 18 lat",
    decline: "Nie, opuszczam sklep",
  },
  errors: {
    notFoundTitle: "404",
    notFound: "Nie znaleziono strony",
    returnHome: "Wróć na stronę główną",
    errorTitle: "Coś poszło nie tak",
  },
  ui: {
    title: "Komponenty",
    description: "Przyciski i powiadomienia sklepu.",
    loading: "Ładowanie",
    close: "Zamknij",
    buttons: "Przyciski",
    toasts: "Powiadomienia",
    showToast: "Pokaż powiadomienie „{{type}}”",
    showMany: "Pokaż kilka powiadomień ({{count}})",
    toastText: "Powiadomienie „{{type}}”",
    startLoading: "Rozpocznij ładowanie",
  },
  catalogue,
  account,
  alerts,
  favourites,
  blog,
  cart,
  checkout,
  content,
  invoices,
  orders,
  reviews,
  validation: validationTexts("pl"),
} satisfies Texts<typeof en>;
