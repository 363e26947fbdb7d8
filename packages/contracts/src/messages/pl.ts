import type { Messages } from "./types";

export const errors: Messages["errors"] = {
  BAD_REQUEST: "Nie udało się zrozumieć żądania.",
  VALIDATION_FAILED: "Niektórych wartości brakuje lub są nieprawidłowe.",
  UNAUTHORIZED: "Zaloguj się, aby kontynuować.",
  FORBIDDEN: "Nie masz uprawnień do tej czynności.",
  NOT_FOUND: "Nie znaleziono.",
  METHOD_NOT_ALLOWED: "Ta metoda nie jest tu dozwolona.",
  CONFLICT: "Żądanie jest sprzeczne z bieżącym stanem.",
  PAYLOAD_TOO_LARGE: "Żądanie jest zbyt duże.",
  UNSUPPORTED_MEDIA_TYPE: "Treść żądania ma typ zawartości, którego ten adres nie przyjmuje.",
  TOO_MANY_REQUESTS: "Zbyt wiele żądań. Spróbuj ponownie później.",
  INVALID_CREDENTIALS: "Nieprawidłowy e-mail lub hasło.",
  EMAIL_NOT_VERIFIED: "Najpierw potwierdź e-mail: kliknij link z wiadomości albo poproś o nowy.",
  ACCOUNT_BLOCKED: "To konto zostało zablokowane. Skontaktuj się ze sklepem.",
  EMAIL_TAKEN: "Użytkownik z podanym adresem e-mail już istnieje!",
  TOKEN_INVALID: "Ten link jest już nieważny. Poproś o nowy.",
  CALLBACK_NOT_ALLOWED: "Adres linku musi prowadzić do strony sklepu.",
  WRONG_PASSWORD: "Obecne hasło jest nieprawidłowe.",
  CODE_INVALID: "Kod jest nieprawidłowy lub został już użyty. Spróbuj ponownie.",
  SECOND_FACTOR_REQUIRED: "Konta pracowników wymagają drugiego składnika: najpierw skonfiguruj aplikację uwierzytelniającą.",
  STEP_UP_REQUIRED: "Potwierdź, że to Ty: wpisz kod z aplikacji uwierzytelniającej.",
  PASSKEY_INVALID: "Nie udało się użyć klucza dostępu. Spróbuj ponownie albo użyj kodu.",
  NO_PASSKEY: "To konto nie ma zarejestrowanego klucza dostępu. Użyj kodu albo dodaj klucz na stronie bezpieczeństwa.",
  BUSINESS_NOT_EDITABLE: "Twoje konto firmowe jest zatwierdzone; jego danych nie można już tu zmienić. Skontaktuj się ze sklepem.",
  CART_EMPTY: "Twój koszyk jest pusty.",
  NOT_ENOUGH_STOCK: "Tego produktu nie ma w takiej ilości na stanie.",
  PRODUCT_NOT_OFFERED: "Ten produkt nie jest sprzedawany w tym mieście.",
  CART_CHANGED:
    "Niektóre produkty w Twoim koszyku nie są już dostępne w tej ilości; koszyk został zaktualizowany. Sprawdź go i spróbuj ponownie.",
  PRICE_CHANGED: "Kwota zmieniła się od czasu, gdy ją widziałeś. Sprawdź nową kwotę i potwierdź ponownie.",
  CHECKOUT_RULE: "Tego sposobu dostawy lub płatności nie można wybrać dla tego zamówienia.",
  PICKUP_SLOT_INVALID: "Wybierz godzinę odbioru z listy: w godzinach otwarcia sklepu, od godziny do siedmiu dni naprzód.",
  STORE_LACKS_STOCK: "Wybrany sklep nie ma teraz wszystkiego z Twojego koszyka. Wybierz inny sklep albo dostawę.",
  COUPON_NOT_FOUND: "Nie znaleziono kuponu",
  COUPON_EXPIRED: "Ten kupon stracił ważność.",
  COUPON_USED_UP: "Ten kupon został już wykorzystany.",
  COUPON_MIN_ORDER: "Ten kupon wymaga większego zamówienia.",
  IDEMPOTENCY_KEY_REUSED: "Ten klucz żądania został już użyty dla innego zamówienia.",
  ORDER_TRANSITION_REFUSED: "Zamówienie nie może teraz przejść do tego statusu.",
  PAYMENT_NOT_RETRYABLE: "To zamówienie nie oczekuje na płatność.",
  SIGNATURE_INVALID: "Podpis tego powiadomienia jest nieprawidłowy.",
  STOCK_ALERT_EXISTS:
    "Już poproszono o powiadomienie, gdy ten produkt wróci w tym mieście. Jeśli jeszcze nie potwierdzono, kliknij link z wysłanej wiadomości e-mail.",
  PRODUCT_IN_STOCK: "Ten produkt jest dostępny w tym mieście: możesz go zamówić już teraz.",
  REVIEW_NOT_VERIFIED:
    "Opinię mogą wystawić tylko osoby, które kupiły ten produkt: możesz ją napisać, gdy zamówienie z nim zostanie zrealizowane.",
  REVIEW_EXISTS: "Ten produkt ma już Twoją opinię. Możesz ją edytować przez 30 dni od napisania.",
  REVIEW_EDIT_CLOSED: "Tej opinii nie można już edytować: opinie można zmieniać przez 30 dni od ich napisania.",
  REVIEW_REPLY_EXISTS: "Sklep już odpowiedział na tę opinię.",
  REVIEW_STATE: "Tej opinii nie można tak zmienić w jej obecnym stanie.",
  FAVOURITES_FULL: "W ulubionych można mieć najwyżej 500 produktów. Usuń kilka, aby dodać nowe.",
  INTERNAL: "Coś poszło nie tak po naszej stronie. Spróbuj ponownie.",
  DATABASE_UNAVAILABLE: "Baza danych sklepu jest teraz niedostępna.",
  DATABASE_BUSY: "Sklep jest teraz bardzo obciążony. Spróbuj ponownie za chwilę.",
  PAYMENT_PROVIDER_UNAVAILABLE:
    "Serwis płatności online teraz nie odpowiada. Nic nie zostało pobrane, a zamówienie nie zostało złożone; spróbuj ponownie za kilka minut lub wybierz inną metodę płatności.",
  SHIPMENT_REFUSED: "InPost odrzucił przesyłkę. Sprawdź dane dostawy zamówienia i spróbuj ponownie.",
  SHIPPING_PROVIDER_UNAVAILABLE: "InPost teraz nie odpowiada, przesyłka nie została utworzona. Spróbuj ponownie za kilka minut.",
  MEDIA_STORE_UNAVAILABLE: "Magazyn zdjęć teraz nie odpowiada, nic nie zostało zapisane. Spróbuj ponownie za kilka minut.",
  LOCKERS_UNAVAILABLE: "Usługa paczkomatów InPost teraz nie odpowiada. Spróbuj ponownie za kilka minut albo wybierz inną dostawę.",
};

export const validation: Messages["validation"] = {
  required: "Pole jest wymagane",
  invalidEmail: "Podaj poprawny adres e-mail",
  passwordTooShort: ({ min }: { min: number }) => `Hasło musi mieć co najmniej ${min} znaków`,
  passwordTooLong: ({ max }: { max: number }) => `Hasło może mieć najwyżej ${max} znaków`,
  passwordTooCommon: "To hasło jest zbyt popularne; wybierz inne",
  passwordsDoNotMatch: "Hasła nie są zgodne",
  mustAcceptTerms: "Zaakceptuj politykę prywatności i regulamin",
  mustBeAdult: "Musisz mieć ukończone 18 lat",
  invalidPhone: "Podaj numer telefonu z 7–15 cyframi",
  invalidSmsPhone: "Do SMS-ów podaj numer komórkowy: 9 cyfr lub z kodem kraju (+48 512 345 678)",
  tooLong: "To jest za długie",
  invalidPostalIndex: "Podaj kod pocztowy, np. 00-001",
  invalidZipCode: "Podaj poprawny kod pocztowy",
  invalidNip: "Podaj poprawny NIP: dziesięć cyfr z prawidłową cyfrą kontrolną (np. 525-200-00-02)",
  invalidVatNumber: "Podaj unijny numer VAT z kodem kraju, np. DE123456789",
  invalidDate: "Podaj datę w formacie RRRR-MM-DD",
  invalidStars: "Wybierz od 1 do 5 gwiazdek",
};

export const checkoutRules: Messages["checkoutRules"] = {
  "tpd-not-orderable":
    "Ten sklep nie może sprzedawać klientom detalicznym produktów objętych dyrektywą tytoniową: można je wyłącznie odebrać i opłacić w sklepie. Usuń je z koszyka albo złóż zamówienie z zatwierdzonego konta firmowego.",
  "tpd-pickup-only":
    "Produkty objęte dyrektywą tytoniową można wyłącznie odebrać w sklepie i tam za nie zapłacić, chyba że masz zatwierdzone konto firmowe.",
  "tpd-in-store-payment-only":
    "Za produkty objęte dyrektywą tytoniową można zapłacić wyłącznie w sklepie przy odbiorze, chyba że masz zatwierdzone konto firmowe.",
  "pickup-unavailable": "Odbiór w sklepie nie jest tu dostępny. Wybierz dostawę.",
  "in-store-payment-unavailable": "Płatność w sklepie nie jest tu dostępna. Zapłać online lub kryptowalutą.",
  "in-store-payment-needs-pickup":
    "Zapłacić w sklepie można tylko wtedy, gdy odbierasz tam zamówienie. Wybierz odbiór w sklepie albo inny sposób płatności.",
};

export const staffCustomers: Messages["staffCustomers"] = {
  customerMessages: {
    staffNotBlockable: "Kont pracowników nie można zablokować.",
    staffNotErasable: "Kont pracowników nie można usunąć.",
  },
};

export const staffTeam: Messages["staffTeam"] = {
  teamMessages: {
    ownRole: "Nie możesz zmienić ani odebrać sobie własnej roli w zespole: poproś innego administratora.",
    lastAdmin: "Ostatniemu administratorowi sklepu nie można odebrać roli: najpierw nadaj ją komuś innemu.",
    cityRequired: "Kierownik miasta potrzebuje co najmniej jednego miasta.",
    noSuchAccount: "Nie ma konta z tym adresem e-mail.",
    alreadyStaff: "To konto już należy do zespołu: zmień jego rolę na liście zespołu.",
    notVerified: "To konto nie potwierdziło jeszcze adresu e-mail: może dołączyć do zespołu po potwierdzeniu.",
    blocked: "To konto jest zablokowane: najpierw je odblokuj.",
    business: "Konto firmowe (zatwierdzone lub z oczekującym wnioskiem) nie może dołączyć do zespołu: użyj osobnego konta.",
  },
  unknownCities: ({ cities }) => `Nie ma miasta o adresie ${cities}.`,
};

export const staffReports: Messages["staffReports"] = {
  reportMessages: {
    fromAfterTo: "Okres musi kończyć się tego samego dnia, w którym się zaczyna, lub później.",
    tooLong: "Raport obejmuje najwyżej trzy lata: wybierz krótszy okres.",
  },
  queryMessages: {
    order: "Kolejność: wybierz top (najlepiej sprzedające się) lub bottom (najsłabiej sprzedające się).",
    idleDays: "Bez sprzedaży: wybierz 30, 60 lub 90 dni.",
    limit: ({ max }) => `Limit: liczba całkowita produktów od 1 do ${max}.`,
  },
  unknownCities: ({ cities }) => `Nie ma miasta o adresie ${cities}.`,
};

export const staffCities: Messages["staffCities"] = {
  cityFieldMessages: {
    slugFormat: "Użyj małych liter, cyfr i pojedynczych myślników, np. nowy-sacz",
    slugTaken: "Miasto z takim adresem już istnieje",
    hoursFormat: "Podaj godzinę, np. 09:30",
    closesAfterOpens: "Godzina zamknięcia musi być późniejsza niż godzina otwarcia",
    dayTwice: "Każdy dzień tygodnia może wystąpić tylko raz",
    dayRange: "Dzień tygodnia musi być od 1 (poniedziałek) do 7 (niedziela)",
    latitudeRange: "Podaj szerokość geograficzną od -90 do 90",
    longitudeRange: "Podaj długość geograficzną od -180 do 180",
    capacityRange: "Podaj liczbę zamówień od 1 do 1000 albo zostaw puste — bez limitu",
    sortOrderRange: "Podaj liczbę całkowitą od 0 do 100000",
    moneyRange: "Podaj kwotę w złotych od 0 do 10000, najwyżej dwa miejsca po przecinku",
    freeFromRange: "Podaj kwotę większą niż 0 zł albo zostaw puste — nigdy za darmo",
    methodTwice: "Każdy sposób dostawy może wystąpić tylko raz",
    holdDaysRange: "Podaj liczbę dni od 1 do 30",
  },
};

export const staffTaxonomy: Messages["staffTaxonomy"] = {
  taxonomyMessages: {
    slugFormat: "Użyj małych liter łacińskich, cyfr i pojedynczych łączników, np. hookah-bowls.",
    categorySlugTaken: "Inna kategoria ma już ten slug.",
    brandSlugTaken: "Inna marka ma już ten slug.",
    parentUnknown: "Nie ma takiej kategorii nadrzędnej.",
    parentCycle: "Kategorii nie można umieścić w niej samej ani w jej podkategorii.",
    colourFormat: "Podaj kolor, np. #7c3aed.",
    countryFormat: "Podaj dwuliterowy kod kraju, np. PL, albo zostaw puste.",
  },
  categoryInUseMessage: ({ products, children, coupons }: { products: number; children: number; coupons: number }) =>
    `Tej kategorii nie można usunąć, dopóki jest używana (produkty: ${products}, podkategorie: ${children}, rabaty kuponów: ${coupons}). Najpierw je przenieś lub usuń.`,
  brandInUseMessage: ({ products }: { products: number }) =>
    `Tej marki nie można usunąć, dopóki mają ją produkty (${products}). Najpierw przypisz im inną markę.`,
};

export const staffOffers: Messages["staffOffers"] = {
  offerProblemMessages: {
    required: "wymagana wartość.",
    notYesNo: 'wpisz "yes" lub "no".',
    notPrice: "wpisz kwotę w złotych większą od 0, np. 19.90.",
    priceTooHigh: "kwota jest za wysoka (najwyżej 100000.00).",
    notStock: "wpisz liczbę całkowitą, 0 lub więcej.",
    stockTooHigh: "liczba jest za duża (najwyżej 1000000).",
    unknownStore: "w tym mieście nie ma sklepu o takim id; wyeksportuj CSV miasta, aby zobaczyć kolumny jego sklepów.",
    bundleStock: "zestaw nie ma własnego stanu (decyduje stan jego produktów): zostaw puste.",
    noStore: "miasto nie ma sklepu, w którym mógłby być stan: najpierw dodaj sklep.",
    holdsStock:
      "w jego sklepach wciąż są sztuki tego produktu: przenieś je do innego sklepu albo spisz je (Magazyn w panelu), zanim miasto przestanie go sprzedawać.",
    stockColumn:
      "pojedynczej kolumny stock już nie ma: stan jest prowadzony dla każdego sklepu. Użyj kolumny dla każdego sklepu, stock:<id sklepu> (ma je eksport CSV miasta); stock_total służy tylko do odczytu.",
    notTiers: "wpisz progi jako 10:17.90;50:15.90 (minimalna ilość większa od 1, dwukropek, cena w złotych).",
    tooManyTiers: "najwyżej 10 progów.",
    tierDuplicate: "dwa progi mają tę samą minimalną ilość.",
    saleNotBelowPrice: "cena promocyjna musi być niższa od ceny.",
    tierNotBelowPrice: "cena każdego progu musi być niższa od ceny.",
    unknownProduct: "nie ma produktu o takim slugu.",
    duplicateProduct: "ten produkt jest już w jednym z wcześniejszych wierszy.",
    unterminatedQuote: "wartość w cudzysłowie nie jest zamknięta cudzysłowem.",
    textAfterQuote: "po zamykającym cudzysłowie jest tekst; ujmij całą wartość w cudzysłów.",
    noHeader: "plik jest pusty; pierwszy wiersz musi być nagłówkiem (product_slug, price, …).",
    unknownColumn:
      "nieznana kolumna; kolumny to product_slug, product_name_en, visible, price, sale_price, stock_total, stock:<id sklepu> (po jednej na sklep), franchise_price, wholesale_tiers.",
    duplicateColumn: "ta kolumna występuje w nagłówku dwa razy.",
    missingColumn: "nagłówek musi mieć tę kolumnę.",
    fieldCount: "wiersz ma inną liczbę wartości niż nagłówek.",
    tooManyLines: "plik ma za dużo wierszy (najwyżej 20000 na jeden import).",
  },
  offerFieldLabels: {
    visible: "widoczność",
    price: "cena",
    salePrice: "cena promocyjna",
    storeStock: "stan",
    franchisePrice: "cena dla franczyzy",
    wholesaleTiers: "progi hurtowe",
  },
  line: "Wiersz",
  storeStock: ({ store }: { store: string }) => `stan w sklepie ${store}`,
  offerConflictMessage: ({ city, names }: { city: string; names: string }) =>
    `${city}: ktoś inny w międzyczasie zmienił: ${names}. Sprawdź obecne wartości i zapisz ponownie.`,
  cityTwice: "To miasto jest na liście dwa razy.",
  notImported: "Plik nie został zaimportowany: popraw wymienione wiersze i spróbuj ponownie. Nic nie zostało zmienione.",
};

export const orderTransitions: Messages["orderTransitions"] = {
  transitionRefusalMessages: {
    "final-status": "To zamówienie jest już zrealizowane lub anulowane.",
    "not-a-next-status": "Zamówienie nie może przejść do tego statusu z obecnego.",
    "wrong-payment-method": "Ten status nie pasuje do sposobu płatności zamówienia.",
    "wrong-delivery-method": "Ten status nie pasuje do sposobu dostawy zamówienia.",
    "not-allowed-for-actor": "Nie możesz wprowadzić tej zmiany na obecnym etapie zamówienia.",
    "id-check-required": "Potwierdź sprawdzenie dokumentu tożsamości klienta (18+) przed wydaniem zamówienia z produktami TPD.",
    "payment-not-expired": "Czas na opłacenie tego zamówienia jeszcze nie minął.",
    "pickup-hold-not-ended": "Czas odbioru tego zamówienia jeszcze nie minął.",
  },
};

export const staffArticles: Messages["staffArticles"] = {
  languageNames: { en: "angielski", uk: "ukraiński", pl: "polski", ru: "rosyjski" },
  slug: "Użyj małych liter a–z, cyfr i pojedynczych łączników, np. how-to-pack-a-bowl.",
  english: "Angielski jest wymagany: napisz angielski tytuł, zajawkę i tekst.",
  publishDate: "Opublikowany artykuł wymaga daty publikacji (przyszła data go planuje).",
  allLanguages: ({ missing }: { missing: string }) =>
    `Publikacja wymaga wszystkich czterech języków; brakuje: ${missing}. Zapisz szkic, dopóki tłumaczenia nie będą gotowe.`,
  slugTaken: ({ slug }: { slug: string }) => `Inny artykuł ma już adres ${slug}.`,
  noMedia: "Ten sklep nie przechowuje przesłanych obrazów (nie skonfigurowano magazynu mediów).",
};

export const staffProducts: Messages["staffProducts"] = {
  productMessages: {
    slugFormat: "Slug może zawierać tylko małe litery łacińskie i cyfry, słowa połączone pojedynczym myślnikiem (np. mint-breeze-250g).",
    slugTaken: "Inny produkt ma już ten slug.",
    noCategory: "Wybierz istniejącą kategorię.",
    noBrand: "Wybierz istniejącą markę (lub żadną).",
    noAttributeValue: "Jedna z wartości atrybutów nie istnieje (już).",
    itemsOnlyInBundle: "Tylko zestaw ma składniki: usuń je albo zmień produkt w zestaw.",
    bundleNeedsItems: "Zestaw musi mieć co najmniej jeden składnik.",
    itemUnknown: "Składnik zestawu nie jest znanym produktem.",
    itemItself: "Zestaw nie może zawierać samego siebie.",
    itemBundle: "Zestaw nie może zawierać innego zestawu.",
    itemTwice: "Każdy produkt może wystąpić w składzie tylko raz: zwiększ jego ilość.",
    inBundle: "Ten produkt jest składnikiem zestawu, więc sam nie może stać się zestawem.",
    changedMeanwhile: "Ktoś inny zapisał w międzyczasie ten produkt. Wczytaj go ponownie i wprowadź zmiany jeszcze raz.",
    tooManyImages: "Produkt może mieć najwyżej 8 obrazów: najpierw usuń jeden.",
    noFile: "Wybierz plik obrazu do przesłania.",
    imagesChanged: "Obrazy produktu zmieniły się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
    skuFormat:
      "SKU ma od 1 do 40 znaków: litery łacińskie, cyfry, kropki, podkreślenia, ukośniki lub myślniki, a zaczyna się literą lub cyfrą (np. SP-000042).",
    skuTaken: "Inny produkt ma już to SKU (wielkość liter nie ma znaczenia).",
    eanFormat: "EAN ma 13 cyfr (spacje i myślniki są pomijane).",
    eanCheckDigit: "Cyfra kontrolna tego EAN (ostatnia) się nie zgadza: sprawdź numer na opakowaniu, czy nie ma literówki.",
    eanTaken: "Inny produkt ma już ten EAN.",
  },
};

export const staffPayments: Messages["staffPayments"] = {
  alreadyResolved: "Ten przelew jest już oznaczony jako rozwiązany.",
  notRefundable: "Zwrócić można tutaj tylko płatność online otrzymaną przez Przelewy24.",
  refundTooLarge: "Dla tego zamówienia można jeszcze zwrócić najwyżej {left}.",
  refundUnavailable: "Przelewy24 teraz nie odpowiada, więc nic nie zostało zwrócone. Spróbuj ponownie za kilka minut.",
  refundRefused: "Przelewy24 odrzuciło zwrot: {reason}",
};

export const staffShipments: Messages["staffShipments"] = {
  notConfigured: "InPost (ShipX) nie jest skonfigurowany w tym sklepie, więc nie można tu tworzyć przesyłek.",
  notCarried: "Przez InPost wysyłane są tylko zamówienia z dostawą do paczkomatu lub kurierem.",
  notApproved: "Najpierw zatwierdź zamówienie, a potem utwórz przesyłkę InPost.",
  parcelSizeRequired: "Wybierz gabaryt paczki: A, B lub C.",
  inProgress: "Przesyłka tego zamówienia jest właśnie tworzona. Odśwież stronę za chwilę.",
  refused: "InPost odrzucił przesyłkę: {reason}",
  noShipment: "To zamówienie nie ma jeszcze przesyłki InPost.",
  labelNotReady: "Etykietę można pobrać, gdy InPost potwierdzi przesyłkę – zwykle w ciągu minuty. Odśwież stronę i spróbuj ponownie.",
};

export const checkout: Messages["checkout"] = {
  pickupSlotFullMessages: "Ta godzina odbioru w tym sklepie jest już w pełni zarezerwowana. Wybierz inny termin.",
  couponApplied: "Kupon został zastosowany",
};

export const cart: Messages["cart"] = {
  onlyLeft: {
    one: "Na stanie została tylko {n} sztuka.",
    few: "Na stanie zostały tylko {n} sztuki.",
    many: "Na stanie zostało tylko {n} sztuk.",
    other: "Na stanie zostało tylko {n} sztuki.",
  },
  noneLeft: "Tego produktu nie ma na stanie.",
};

export const coupons: Messages["coupons"] = {
  minOrderError: ({ amount }: { amount: string }) => `Ten kupon obowiązuje przy zamówieniach od ${amount}.`,
};

export const staffCoupons: Messages["staffCoupons"] = {
  amountRange: ({ max }: { max: string }) => `Podaj kwotę od 0,01 do ${max}.`,
  percentRange: "Podaj całkowity procent od 1 do 100.",
  atLeastOne: "Podaj liczbę całkowitą co najmniej 1 albo zostaw puste pole, aby nie ograniczać.",
  codeFormat: "Kod składa się z liter A–Z, cyfr, „-” i „_” (do 40) oraz zaczyna się i kończy literą lub cyfrą.",
  categoryTwice: "Ta kategoria jest podana dwa razy.",
  unknownCategory: "Nie ma takiej kategorii.",
  noSuchCustomer: "Nie ma konta klienta z tym adresem e-mail.",
  usesBelowUsed: ({ used }: { used: number }) => `Zamówienia użyły już tego kuponu: ${used}; limit nie może być mniejszy.`,
  codeTaken: ({ code }: { code: string }) => `Kupon o kodzie ${code} już istnieje.`,
  used: "Ten kupon został użyty w zamówieniach, więc nie można go usunąć. Zamiast tego go wyłącz.",
};

export const staffRedirects: Messages["staffRedirects"] = {
  notAPath: "Podaj ścieżkę tego sklepu zaczynającą się od jednego „/” (bez adresu innej strony, spacji i „\\”).",
  sourceQuery: "Źródło jest porównywane bez parametrów: usuń „?”, „#” i to, co po nich.",
  samePage: "Cel jest tą samą stroną co źródło: przekierowanie by się zapętliło.",
  redirectLoop: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `${fromPath} już przekierowuje na ${toPath}: to przekierowanie utworzyłoby pętlę.`,
  chainedTarget: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `Cel ${fromPath} sam przekierowuje na ${toPath}: wskaż od razu ${toPath}.`,
  chainedSource: ({ otherPath, fromPath }: { otherPath: string; fromPath: string }) =>
    `${otherPath} przekierowuje na ${fromPath}: przekierowanie z ${fromPath} utworzyłoby łańcuch. Najpierw zmień tamto przekierowanie.`,
  sourceTaken: ({ fromPath }: { fromPath: string }) => `Przekierowanie z ${fromPath} już istnieje.`,
};

export const media: Messages["media"] = {
  tooLarge: "Obraz musi być plikiem o rozmiarze najwyżej 10 MB.",
  notAnImage: "Prześlij obraz JPEG, PNG, WebP lub AVIF.",
  tooManyPixels: "Obraz ma za dużo pikseli (najwyżej 40 megapikseli, np. 8000 × 5000).",
};

export const inputHygiene: Messages["inputHygiene"] = {
  forbiddenCharacter: "Ta wartość zawiera niedozwolony znak (znak NUL lub uszkodzony znak Unicode).",
  bodyTooLarge: "Żądanie jest zbyt duże: może mieć najwyżej {{limit}}.",
};

export const onlinePayment: Messages["onlinePayment"] = {
  methodUnavailable: "Ta metoda płatności nie jest teraz dostępna dla tego zamówienia. Wybierz inną.",
};

export const lockers: Messages["lockers"] = {
  unknownLocker: "Nie ma działającego paczkomatu InPost o tym kodzie. Wybierz paczkomat z wyników wyszukiwania.",
  notPlaced:
    "Usługa paczkomatów InPost teraz nie odpowiada, więc zamówienie nie zostało złożone. Spróbuj ponownie za kilka minut albo wybierz inną dostawę.",
};
