import type { SeedInfoPage } from "../types";

const page: SeedInfoPage = {
  slug: "privacy-policy",
  texts: {
    en: {
      title: "Privacy policy",
      body: `This policy explains how personal data is handled when you use our online shop and collect orders in our stores. It follows Regulation (EU) 2016/679 (the General Data Protection Regulation, GDPR) and Polish data protection law.

## Who processes your data

The controller of your personal data is the shop's operator: the business that runs this online shop and our stores. Its details and contacts are shown at the bottom of every page of the site. You can use those contacts for any question or request about your data.

## What data we process

- Account: first and last name, e-mail address, phone number, your password (stored only as a secure hash, never in readable form), your language and when you accepted the terms and this policy.
- Orders: the products, prices and discounts, the city and store, the delivery method and its details (address, InPost parcel locker or post box), the pickup time, the payment method and its status, your comment and the history of the order's statuses.
- Age check: when an order with tobacco products is collected, our staff look at your ID and we record only that the check was done. We do not copy or store ID documents.
- Business applications: company name, address, postal code and tax number, and the staff's decision.
- Coupons given to you and their use.
- Technical data: the cookies described below and, for a short time, the IP address of requests, used to keep the shop secure.

We do not knowingly collect data of persons under 18: the shop is for adults only.

## Purposes and legal bases

- Running your account and fulfilling your orders, including service e-mails (order confirmation, status changes, password reset): the contract with you, Article 6(1)(b) GDPR.
- Reviewing a business application at your request: steps before entering into a contract, Article 6(1)(b) GDPR.
- Keeping accounting records, meeting tax duties, checking the buyer's age and handling complaints under consumer law: our legal obligations, Article 6(1)(c) GDPR.
- Protecting the shop against fraud and abuse and establishing or defending legal claims: our legitimate interests, Article 6(1)(f) GDPR.

We do not sell your data, do not build advertising profiles and do not make decisions about you by automated means that have legal effects.

## How long we keep data

- Account data: as long as the account exists. When you delete the account, your data is deleted or anonymised.
- Orders: kept for as long as accounting and tax law requires, as a rule five years from the end of the calendar year in which the tax obligation arose. Orders of a deleted account stay in our books without your name and contacts.
- Complaints and claims: until the related claims become time-barred.
- Business applications: as long as the account exists.
- Cookies: as described in the cookies section.

## Who receives your data

- The payment provider, when you pay online: it receives the order number and amount and processes the payment on its own page. Your card or bank details are entered there and never reach us.
- Delivery partners, such as InPost, the postal operator or a courier company: the recipient's name, phone number, e-mail and delivery address or parcel locker, only when you choose a delivery.
- Companies that host the shop and send its e-mails, acting on our instructions under data processing agreements.
- Public authorities, when the law requires it.

A USDT (TRC20) payment is recorded in the public TRON blockchain. We link only the amount and the transaction to your order; we do not ask for any other data about your wallet.

Your data is processed within the European Economic Area. If a service provider transfers data outside it, this happens only with the safeguards required by the GDPR, such as standard contractual clauses.

## Your rights

Under the GDPR you have the right to access your data and get a copy of it, to correct it, to have it erased, to restrict its processing, to data portability and to object to processing based on our legitimate interests. Where we rely on your consent, you may withdraw it at any time.

Two of these rights can be used directly in your account:

- Export: in your account open "Personal data" and choose "Download my data". You receive a JSON file with everything the shop keeps about you: your account, orders, business application and coupons.
- Deletion: on the same page choose "Delete my account" and confirm it with your password. Your account and personal data are deleted, your sessions and personal coupons are removed and you are signed out. Your orders are not deleted, because the law requires us to keep them: they are anonymised, so they no longer show your name, e-mail address, phone number or company details. This cannot be undone.

You can correct your name and phone number on the "Personal data" page yourself. For other requests, write to us using the contacts on the site. We reply within one month; in complex cases this may be extended by two more months, and we will tell you why.

If you think we process your data unlawfully, you have the right to lodge a complaint with the Polish supervisory authority: the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych, UODO).

## Cookies

Our shop uses only technical cookies that are necessary for it to work. We use no advertising or analytics cookies. Under Polish law such cookies do not require your consent.

- Session: keeps you signed in, until you sign out or the session expires.
- Cart: a random identifier of the cart you fill before signing in.
- Language: remembers the language you chose, for up to 365 days.
- City: remembers your city, so you see its catalogue, prices and stores, for up to 365 days.
- Age confirmation: remembers that you confirmed being 18 or older, so that the question is not asked on every visit, for up to 365 days.

You can delete or block cookies in your browser settings. Without them you cannot sign in or keep a cart, and the site will ask for your city and age again.

## Changes to this policy

We may update this policy when our services or the law change. The current version is always published on this page. We keep a record of which version of the terms you accepted, and we will inform account holders about important changes.`,
    },
    uk: {
      title: "Політика конфіденційності",
      body: `Ця політика пояснює, як ми обробляємо персональні дані, коли ви користуєтеся нашим інтернет-магазином і отримуєте замовлення в наших магазинах. Вона ґрунтується на Регламенті (ЄС) 2016/679 (Загальному регламенті про захист даних, GDPR) та польському законодавстві про захист персональних даних.

## Хто обробляє ваші дані

Контролером ваших персональних даних є оператор магазину — суб'єкт, який керує цим інтернет-магазином і нашими магазинами. Його реквізити та контакти наведено внизу кожної сторінки сайту. Ви можете звертатися за ними з будь-яких питань щодо ваших даних.

## Які дані ми обробляємо

- Обліковий запис: ім'я та прізвище, адреса електронної пошти, номер телефону, пароль (зберігається лише у вигляді захищеного хешу, ніколи у відкритому вигляді), обрана мова, а також дата прийняття умов і цієї політики.
- Замовлення: товари, ціни та знижки, місто й магазин, спосіб доставки та його деталі (адреса, поштомат InPost або абонентська скринька), час отримання, спосіб оплати та її статус, ваш коментар та історія статусів замовлення.
- Перевірка віку: під час видачі замовлення з тютюновими виробами наш персонал перевіряє ваш документ, що посвідчує особу, а ми фіксуємо лише факт перевірки. Ми не копіюємо й не зберігаємо документи.
- Заявки на бізнес-акаунт: назва компанії, адреса, поштовий індекс і податковий номер, а також рішення персоналу.
- Надані вам купони та їх використання.
- Технічні дані: описані нижче файли cookie та, протягом короткого часу, IP-адреси запитів, які допомагають захищати магазин.

Ми свідомо не збираємо дані осіб, молодших за 18 років: магазин призначений лише для дорослих.

## Цілі та правові підстави

- Ведення облікового запису та виконання замовлень, зокрема службові листи (підтвердження замовлення, зміна статусу, відновлення пароля): договір з вами, стаття 6(1)(b) GDPR.
- Розгляд заявки на бізнес-акаунт на ваш запит: дії до укладення договору, стаття 6(1)(b) GDPR.
- Ведення бухгалтерського обліку, податкові обов'язки, перевірка віку покупця та розгляд скарг відповідно до законодавства про захист прав споживачів: наші юридичні обов'язки, стаття 6(1)(c) GDPR.
- Захист магазину від шахрайства та зловживань, а також встановлення, пред'явлення чи захист правових вимог: наш законний інтерес, стаття 6(1)(f) GDPR.

Ми не продаємо ваші дані, не створюємо рекламних профілів і не ухвалюємо щодо вас автоматизованих рішень, які мають правові наслідки.

## Як довго ми зберігаємо дані

- Дані облікового запису: доки існує обліковий запис. Після його видалення ваші дані видаляються або знеособлюються.
- Замовлення: стільки, скільки вимагає законодавство про бухгалтерський облік і податки, як правило п'ять років від кінця календарного року, в якому виникло податкове зобов'язання. Замовлення видаленого облікового запису залишаються в нашому обліку без вашого імені та контактів.
- Скарги та вимоги: до спливу строку позовної давності.
- Заявки на бізнес-акаунт: доки існує обліковий запис.
- Файли cookie: як описано в розділі про cookie.

## Хто отримує ваші дані

- Платіжний провайдер, коли ви платите онлайн: він отримує номер замовлення і суму та проводить оплату на власній сторінці. Дані картки чи рахунку ви вводите саме там, і до нас вони ніколи не потрапляють.
- Партнери з доставки, як-от InPost, поштовий оператор або кур'єрська служба: ім'я одержувача, телефон, e-mail та адреса доставки чи поштомат — лише тоді, коли ви обираєте доставку.
- Компанії, які забезпечують хостинг магазину та надсилають його листи, діючи за нашими вказівками на підставі договорів про обробку даних.
- Державні органи, коли цього вимагає закон.

Оплата в USDT (TRC20) записується в публічний блокчейн TRON. Ми пов'язуємо із замовленням лише суму та транзакцію й не запитуємо жодних інших даних про ваш гаманець.

Ваші дані обробляються в межах Європейської економічної зони. Якщо постачальник послуг передає дані за її межі, це відбувається лише із гарантіями, яких вимагає GDPR, наприклад стандартними договірними положеннями.

## Ваші права

Відповідно до GDPR ви маєте право на доступ до своїх даних і отримання їх копії, на їх виправлення, видалення, обмеження обробки, перенесення, а також право заперечити проти обробки на підставі нашого законного інтересу. Якщо ми обробляємо дані на підставі вашої згоди, ви можете будь-коли її відкликати.

Двома з цих прав можна скористатися безпосередньо в особистому кабінеті:

- Експорт: відкрийте розділ «Особисті дані» і виберіть «Завантажити мої дані». Ви отримаєте файл JSON з усім, що магазин зберігає про вас: обліковим записом, замовленнями, заявкою на бізнес-акаунт і купонами.
- Видалення: на тій самій сторінці виберіть «Видалити обліковий запис» і підтвердьте дію паролем. Ваш обліковий запис і персональні дані буде видалено, сесії та персональні купони — стерто, а вас буде виведено із системи. Замовлення не видаляються, бо закон зобов'язує нас їх зберігати: вони знеособлюються, тож у них більше не буде вашого імені, адреси електронної пошти, номера телефону чи даних компанії. Цю дію не можна скасувати.

Ім'я та номер телефону ви можете самостійно виправити на сторінці «Особисті дані». З іншими запитами пишіть нам, використовуючи контакти на сайті. Ми відповідаємо протягом місяця; у складних випадках цей строк може бути продовжено ще на два місяці, про що ми повідомимо вас із поясненням причин.

Якщо ви вважаєте, що ми обробляємо ваші дані незаконно, ви маєте право подати скаргу до польського наглядового органу — Голови Управління із захисту персональних даних (Prezes Urzędu Ochrony Danych Osobowych, UODO).

## Файли cookie

Наш магазин використовує лише технічні файли cookie, необхідні для його роботи. Рекламних чи аналітичних cookie ми не застосовуємо. За польським законодавством такі файли не потребують вашої згоди.

- Сесія: зберігає вхід до облікового запису, доки ви не вийдете або сесія не завершиться.
- Кошик: випадковий ідентифікатор кошика, який ви наповнюєте до входу.
- Мова: запам'ятовує обрану мову, до 365 днів.
- Місто: запам'ятовує ваше місто, щоб показувати його каталог, ціни та магазини, до 365 днів.
- Підтвердження віку: запам'ятовує, що ви підтвердили свій вік 18+, щоб не питати про це під час кожного візиту, до 365 днів.

Ви можете видалити або заблокувати файли cookie в налаштуваннях браузера. Без них ви не зможете увійти в обліковий запис чи зберегти кошик, а сайт знову запитає місто й вік.

## Зміни політики

Ми можемо оновлювати цю політику, коли змінюються наші послуги чи законодавство. Актуальна версія завжди опублікована на цій сторінці. Ми фіксуємо, яку версію умов ви прийняли, і повідомимо власників облікових записів про важливі зміни.`,
    },
    pl: {
      title: "Polityka prywatności",
      body: `Niniejsza polityka wyjaśnia, jak przetwarzamy dane osobowe, gdy korzystasz z naszego sklepu internetowego i odbierasz zamówienia w naszych sklepach stacjonarnych. Opiera się na rozporządzeniu (UE) 2016/679 (ogólnym rozporządzeniu o ochronie danych, RODO) oraz polskich przepisach o ochronie danych osobowych.

## Kto przetwarza Twoje dane

Administratorem Twoich danych osobowych jest operator sklepu, czyli podmiot prowadzący ten sklep internetowy i nasze sklepy stacjonarne. Jego dane i kontakty znajdziesz na dole każdej strony serwisu. Możesz z nich skorzystać w każdej sprawie dotyczącej Twoich danych.

## Jakie dane przetwarzamy

- Konto: imię i nazwisko, adres e-mail, numer telefonu, hasło (przechowywane wyłącznie jako bezpieczny skrót, nigdy w czytelnej postaci), wybrany język oraz data akceptacji regulaminu i niniejszej polityki.
- Zamówienia: produkty, ceny i rabaty, miasto i sklep, sposób dostawy i jego szczegóły (adres, paczkomat InPost lub skrytka pocztowa), termin odbioru, sposób płatności i jej status, Twój komentarz oraz historia statusów zamówienia.
- Weryfikacja wieku: przy odbiorze zamówienia z wyrobami tytoniowymi nasz personel sprawdza Twój dokument tożsamości, a my zapisujemy jedynie, że weryfikacja się odbyła. Nie kopiujemy ani nie przechowujemy dokumentów.
- Wnioski o konto firmowe: nazwa firmy, adres, kod pocztowy i NIP oraz decyzja personelu.
- Przyznane Ci kupony i ich wykorzystanie.
- Dane techniczne: opisane niżej pliki cookie oraz, przez krótki czas, adres IP zapytań, służący bezpieczeństwu sklepu.

Świadomie nie zbieramy danych osób poniżej 18 roku życia: sklep jest przeznaczony wyłącznie dla dorosłych.

## Cele i podstawy prawne

- Prowadzenie konta i realizacja zamówień, w tym wiadomości serwisowe (potwierdzenie zamówienia, zmiany statusu, reset hasła): umowa z Tobą, art. 6 ust. 1 lit. b RODO.
- Rozpatrzenie wniosku o konto firmowe na Twoje żądanie: działania przed zawarciem umowy, art. 6 ust. 1 lit. b RODO.
- Prowadzenie księgowości, obowiązki podatkowe, weryfikacja wieku kupującego i rozpatrywanie reklamacji zgodnie z prawem konsumenckim: nasze obowiązki prawne, art. 6 ust. 1 lit. c RODO.
- Ochrona sklepu przed oszustwami i nadużyciami oraz ustalanie, dochodzenie i obrona roszczeń: nasz prawnie uzasadniony interes, art. 6 ust. 1 lit. f RODO.

Nie sprzedajemy Twoich danych, nie tworzymy profili reklamowych i nie podejmujemy wobec Ciebie zautomatyzowanych decyzji wywołujących skutki prawne.

## Jak długo przechowujemy dane

- Dane konta: dopóki konto istnieje. Po usunięciu konta Twoje dane są usuwane lub anonimizowane.
- Zamówienia: tak długo, jak wymagają tego przepisy o rachunkowości i podatkach, co do zasady pięć lat od końca roku kalendarzowego, w którym powstał obowiązek podatkowy. Zamówienia usuniętego konta pozostają w naszych księgach bez Twojego imienia, nazwiska i danych kontaktowych.
- Reklamacje i roszczenia: do upływu okresu ich przedawnienia.
- Wnioski o konto firmowe: dopóki konto istnieje.
- Pliki cookie: zgodnie z opisem w części o cookies.

## Kto otrzymuje Twoje dane

- Operator płatności, gdy płacisz online: otrzymuje numer zamówienia i kwotę, a płatność obsługuje na własnej stronie. Dane karty lub rachunku podajesz właśnie tam i nigdy do nas nie trafiają.
- Partnerzy dostawy, tacy jak InPost, operator pocztowy czy firma kurierska: imię i nazwisko odbiorcy, telefon, e-mail oraz adres dostawy lub paczkomat, wyłącznie gdy wybierzesz dostawę.
- Firmy, które utrzymują sklep i wysyłają jego wiadomości e-mail, działające na nasze polecenie na podstawie umów powierzenia przetwarzania danych.
- Organy publiczne, gdy wymagają tego przepisy.

Płatność w USDT (TRC20) jest zapisywana w publicznym blockchainie TRON. Łączymy z zamówieniem wyłącznie kwotę i transakcję; nie prosimy o żadne inne dane dotyczące Twojego portfela.

Twoje dane przetwarzamy na terenie Europejskiego Obszaru Gospodarczego. Jeśli usługodawca przekazuje dane poza EOG, dzieje się to wyłącznie z zabezpieczeniami wymaganymi przez RODO, takimi jak standardowe klauzule umowne.

## Twoje prawa

Zgodnie z RODO masz prawo dostępu do swoich danych i otrzymania ich kopii, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia oraz prawo sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie. Jeśli przetwarzamy dane na podstawie zgody, możesz ją w każdej chwili wycofać.

Z dwóch z tych praw skorzystasz bezpośrednio na swoim koncie:

- Eksport: na koncie otwórz „Dane osobowe” i wybierz „Pobierz moje dane”. Otrzymasz plik JSON ze wszystkim, co sklep o Tobie przechowuje: kontem, zamówieniami, wnioskiem o konto firmowe i kuponami.
- Usunięcie: na tej samej stronie wybierz „Usuń moje konto” i potwierdź to hasłem. Twoje konto i dane osobowe zostaną usunięte, sesje i kupony osobiste skasowane, po czym nastąpi wylogowanie. Zamówienia nie są usuwane, ponieważ prawo nakazuje nam je przechowywać: zostają zanonimizowane, więc nie widać w nich już Twojego imienia i nazwiska, adresu e-mail, numeru telefonu ani danych firmy. Tej operacji nie można cofnąć.

Imię, nazwisko i numer telefonu możesz samodzielnie poprawić na stronie „Dane osobowe”. W innych sprawach napisz do nas, korzystając z kontaktów w serwisie. Odpowiadamy w ciągu miesiąca; w sprawach złożonych termin ten może zostać przedłużony o kolejne dwa miesiące, o czym poinformujemy Cię wraz z uzasadnieniem.

Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, masz prawo wnieść skargę do polskiego organu nadzorczego: Prezesa Urzędu Ochrony Danych Osobowych (UODO).

## Pliki cookie

Nasz sklep używa wyłącznie technicznych plików cookie, niezbędnych do jego działania. Nie stosujemy plików cookie reklamowych ani analitycznych. Zgodnie z polskim prawem takie pliki nie wymagają Twojej zgody.

- Sesja: utrzymuje zalogowanie na Twoje konto do momentu wylogowania lub wygaśnięcia sesji.
- Koszyk: losowy identyfikator koszyka, który wypełniasz przed zalogowaniem.
- Język: zapamiętuje wybrany język, do 365 dni.
- Miasto: zapamiętuje Twoje miasto, aby pokazywać jego katalog, ceny i sklepy, do 365 dni.
- Potwierdzenie wieku: zapamiętuje potwierdzenie ukończenia 18 lat, aby pytanie nie pojawiało się przy każdej wizycie, do 365 dni.

Możesz usunąć lub zablokować pliki cookie w ustawieniach przeglądarki. Bez nich nie zalogujesz się ani nie zachowasz koszyka, a serwis ponownie zapyta o miasto i wiek.

## Zmiany polityki

Możemy aktualizować tę politykę, gdy zmieniają się nasze usługi lub przepisy. Aktualna wersja jest zawsze opublikowana na tej stronie. Zapisujemy, którą wersję regulaminu i polityki zaakceptowano na Twoim koncie, a o istotnych zmianach poinformujemy posiadaczy kont.`,
    },
    ru: {
      title: "Политика конфиденциальности",
      body: `Эта политика объясняет, как мы обрабатываем персональные данные, когда вы пользуетесь нашим интернет-магазином и получаете заказы в наших магазинах. Она основана на Регламенте (ЕС) 2016/679 (Общем регламенте по защите данных, GDPR) и польском законодательстве о защите персональных данных.

## Кто обрабатывает ваши данные

Контролером ваших персональных данных является оператор магазина — лицо, которое управляет этим интернет-магазином и нашими магазинами. Его реквизиты и контакты указаны внизу каждой страницы сайта. По ним вы можете обращаться с любыми вопросами о ваших данных.

## Какие данные мы обрабатываем

- Аккаунт: имя и фамилия, адрес электронной почты, номер телефона, пароль (хранится только в виде защищённого хеша, никогда в открытом виде), выбранный язык, а также дата принятия условий и этой политики.
- Заказы: товары, цены и скидки, город и магазин, способ доставки и его детали (адрес, постамат InPost или абонентский ящик), время получения, способ оплаты и её статус, ваш комментарий и история статусов заказа.
- Проверка возраста: при выдаче заказа с табачными изделиями наш персонал проверяет ваш документ, удостоверяющий личность, а мы фиксируем только сам факт проверки. Мы не копируем и не храним документы.
- Заявки на бизнес-аккаунт: название компании, адрес, почтовый индекс и налоговый номер, а также решение персонала.
- Выданные вам купоны и их использование.
- Технические данные: описанные ниже файлы cookie и, в течение короткого времени, IP-адреса запросов, которые помогают защищать магазин.

Мы сознательно не собираем данные лиц младше 18 лет: магазин предназначен только для взрослых.

## Цели и правовые основания

- Ведение аккаунта и выполнение заказов, включая служебные письма (подтверждение заказа, смена статуса, восстановление пароля): договор с вами, статья 6(1)(b) GDPR.
- Рассмотрение заявки на бизнес-аккаунт по вашему запросу: действия до заключения договора, статья 6(1)(b) GDPR.
- Ведение бухгалтерского учёта, налоговые обязанности, проверка возраста покупателя и рассмотрение рекламаций по законодательству о защите прав потребителей: наши юридические обязанности, статья 6(1)(c) GDPR.
- Защита магазина от мошенничества и злоупотреблений, а также установление, предъявление и защита правовых требований: наш законный интерес, статья 6(1)(f) GDPR.

Мы не продаём ваши данные, не создаём рекламных профилей и не принимаем в отношении вас автоматизированных решений, влекущих правовые последствия.

## Как долго мы храним данные

- Данные аккаунта: пока существует аккаунт. После его удаления ваши данные удаляются или обезличиваются.
- Заказы: столько, сколько требует законодательство о бухгалтерском учёте и налогах, как правило пять лет с конца календарного года, в котором возникло налоговое обязательство. Заказы удалённого аккаунта остаются в нашем учёте без вашего имени и контактов.
- Рекламации и претензии: до истечения срока исковой давности.
- Заявки на бизнес-аккаунт: пока существует аккаунт.
- Файлы cookie: как описано в разделе о cookie.

## Кто получает ваши данные

- Платёжный провайдер, когда вы платите онлайн: он получает номер заказа и сумму и проводит оплату на собственной странице. Данные карты или счёта вы вводите именно там, и к нам они никогда не попадают.
- Партнёры по доставке, например InPost, почтовый оператор или курьерская служба: имя получателя, телефон, e-mail и адрес доставки или постамат — только если вы выбираете доставку.
- Компании, которые обеспечивают хостинг магазина и отправляют его письма, действуя по нашим указаниям на основании договоров об обработке данных.
- Государственные органы, когда этого требует закон.

Оплата в USDT (TRC20) записывается в публичный блокчейн TRON. Мы связываем с заказом только сумму и транзакцию и не запрашиваем никаких других данных о вашем кошельке.

Ваши данные обрабатываются в пределах Европейской экономической зоны. Если поставщик услуг передаёт данные за её пределы, это происходит только с гарантиями, которых требует GDPR, например стандартными договорными положениями.

## Ваши права

Согласно GDPR вы имеете право на доступ к своим данным и получение их копии, на их исправление, удаление, ограничение обработки, переносимость, а также право возразить против обработки на основании нашего законного интереса. Если мы обрабатываем данные на основании вашего согласия, вы можете отозвать его в любой момент.

Двумя из этих прав можно воспользоваться прямо в личном кабинете:

- Экспорт: откройте раздел «Личные данные» и выберите «Скачать мои данные». Вы получите файл JSON со всем, что магазин хранит о вас: аккаунтом, заказами, заявкой на бизнес-аккаунт и купонами.
- Удаление: на той же странице выберите «Удалить аккаунт» и подтвердите действие паролем. Ваш аккаунт и персональные данные будут удалены, сессии и персональные купоны — стёрты, а вы выйдете из системы. Заказы не удаляются, поскольку закон обязывает нас их хранить: они обезличиваются, и в них больше не будет вашего имени, адреса электронной почты, номера телефона и данных компании. Это действие нельзя отменить.

Имя и номер телефона вы можете исправить сами на странице «Личные данные». С другими запросами пишите нам, используя контакты на сайте. Мы отвечаем в течение месяца; в сложных случаях этот срок может быть продлён ещё на два месяца, о чём мы сообщим вам с объяснением причин.

Если вы считаете, что мы обрабатываем ваши данные незаконно, вы вправе подать жалобу в польский надзорный орган — Председателю Управления по защите персональных данных (Prezes Urzędu Ochrony Danych Osobowych, UODO).

## Файлы cookie

Наш магазин использует только технические файлы cookie, необходимые для его работы. Рекламные и аналитические cookie мы не применяем. По польскому законодательству такие файлы не требуют вашего согласия.

- Сессия: сохраняет вход в аккаунт, пока вы не выйдете или сессия не истечёт.
- Корзина: случайный идентификатор корзины, которую вы наполняете до входа.
- Язык: запоминает выбранный язык, до 365 дней.
- Город: запоминает ваш город, чтобы показывать его каталог, цены и магазины, до 365 дней.
- Подтверждение возраста: запоминает, что вы подтвердили свой возраст 18+, чтобы не спрашивать об этом при каждом визите, до 365 дней.

Вы можете удалить или заблокировать файлы cookie в настройках браузера. Без них вы не сможете войти в аккаунт или сохранить корзину, а сайт снова спросит город и возраст.

## Изменения политики

Мы можем обновлять эту политику, когда меняются наши услуги или законодательство. Актуальная версия всегда опубликована на этой странице. Мы фиксируем, какую версию условий вы приняли, и сообщим владельцам аккаунтов о важных изменениях.`,
    },
  },
};
export default page;
