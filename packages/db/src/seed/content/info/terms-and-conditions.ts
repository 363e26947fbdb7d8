import type { SeedInfoPage } from "../types";

const page: SeedInfoPage = {
  slug: "terms-and-conditions",
  texts: {
    en: {
      title: "Terms and conditions",
      body: `These terms govern purchases in our online shop and the collection of orders in our stores. The seller is the shop's operator, whose details and contacts are shown at the bottom of every page. Nothing in these terms limits the rights that consumers have under Polish and EU law.

## Adults only

- We sell only to adults aged 18 or older. On your first visit the site asks you to confirm your age.
- By creating an account and placing an order you confirm that you are 18 or older.
- When you collect an order with tobacco products, our staff check an ID showing your age. Without it the order is not handed over. A delivered order with age-restricted goods is handed over only to an adult.
- Tobacco seriously harms your health and is addictive. Our products are meant for adult smokers only.

## Cities, catalogues and prices

- Our stores are in Warsaw, Kraków, Wrocław and Gdańsk. Each city has its own catalogue, stock and prices, so choose your city first.
- A cart belongs to one city. If you switch the city, the cart moves with you and its prices and availability are checked again.
- Prices are in Polish zloty (PLN) and include VAT and excise duty. The delivery fee is shown separately at checkout.
- The price that applies is the one shown when you place the order.

## Placing an order

To order you need an account. Add products to the cart, go to checkout, choose the delivery and payment, enter a coupon if you have one and place the order. You receive an e-mail with the order number (13 letters and digits); you can follow the order in your account or on the order tracking page. An order goes through these statuses:

- Placed: the order has been received.
- Awaiting payment: an online or USDT payment is expected before the deadline.
- Paid: the payment has arrived.
- Approved: the store has confirmed the order and is preparing it.
- Ready for pickup: the order is waiting for you in the store.
- Completed: the order has been handed over or delivered.
- Canceled: the order will not be fulfilled.

You can cancel an order yourself while it is placed or awaiting payment; later, please contact the store.

## Delivery and store pickup

Products covered by the Tobacco Products Directive (Directive 2014/40/EU), such as cigarettes, hookah tobacco and rolling tobacco, may not be sold to consumers at a distance under Polish law. Retail orders containing such products can therefore only be collected in one of our stores at a pickup time you choose, and paid for there. Where pickup is not available, retail customers cannot order these products.

Other goods, such as hookahs, charcoal and accessories, can also be delivered within Poland:

- to an InPost parcel locker;
- to a post box;
- by weekend delivery;
- by courier to your address.

The available methods and their fees are shown at checkout.

## Business accounts

Companies can buy at wholesale or franchise prices. To apply, open "Business account" in your account and send the company's name, address, postal code and tax number. Our staff review the application and approve it as wholesale or franchise, or reject it with a reason; you are informed by e-mail either way. A rejected application can be corrected and sent again. Once approved, you see business prices when signed in, and you may also choose delivery and online payment for tobacco products. Purchases made for business purposes are not covered by the consumer rights below, except where the law extends them to sole traders.

## Payments

- In the store: you pay when you collect the order.
- Online: after placing the order you go to the payment provider's page. The order waits for your payment until the deadline shown on the order page.
- USDT (TRC20): after placing the order you see the shop's address and the exact amount in USDT, calculated from the order total. Send exactly this amount, to the last digit, on the TRON network within 60 minutes (the pay-until deadline shown on the order page). Network fees are yours to pay.

An order not paid before its deadline is canceled automatically and its goods return to sale. A transfer that arrives late, or with a different amount, cannot be matched automatically: contact us with the order number and our staff will handle it individually.

## Coupons

Enter a coupon code at checkout. A coupon takes off a percentage or a fixed amount and may have a maximum discount, a minimum order value, a validity period, a limit of uses and different percentages for some categories (shown as "up to"). One coupon applies per order, and coupons cannot be exchanged for cash.

## Right of withdrawal and returns

As a consumer you may withdraw from a purchase made in our online shop within 14 days without giving a reason, counted from the day you receive the goods. The right does not apply to:

- sealed tobacco products whose packaging was opened after delivery;
- goods delivered sealed that are not suitable for return for health or hygiene reasons once unsealed, such as mouthpieces.

To withdraw, send us a clear statement using the contacts on the site, with the order number, before the 14 days pass. Then return the goods, complete and undamaged, to one of our stores or by post within 14 days; the direct cost of sending them back is yours. We refund all payments, including the cheapest delivery option, within 14 days of receiving your statement, using the original payment method unless we agree otherwise. We may wait with the refund until we receive the goods or proof that you sent them.

## Complaints

We are responsible for goods that do not conform to the contract for two years from handover. Send your complaint in a store or using the contacts on the site, with the order number, a description of the problem and what you request: repair, replacement, a price reduction or a refund. We reply within 14 days.

## Orders not collected

Bring the order number and your ID when you collect an order. The store keeps a ready order for three days after the chosen pickup time. After that it may cancel the order and return the goods to sale; any online payment is refunded in full.

## Personal data

How we handle your personal data is described in our privacy policy.

## Final provisions

These terms are governed by Polish law, without depriving consumers of the protection of the law of their country of residence. We may change the terms for important reasons; an order is governed by the terms in force when it was placed.`,
    },
    uk: {
      title: "Умови та положення",
      body: `Ці умови регулюють покупки в нашому інтернет-магазині та отримання замовлень у наших магазинах. Продавцем є оператор магазину, реквізити та контакти якого наведено внизу кожної сторінки. Жодне положення цих умов не обмежує прав, які споживачі мають за польським законодавством і правом ЄС.

## Лише для повнолітніх

- Ми продаємо товари лише повнолітнім особам віком від 18 років. Під час першого візиту сайт просить підтвердити вік.
- Створюючи обліковий запис і оформлюючи замовлення, ви підтверджуєте, що вам виповнилося 18 років.
- Під час видачі замовлення з тютюновими виробами наш персонал перевіряє документ, що підтверджує ваш вік. Без нього замовлення не видається. Доставлене замовлення з товарами для дорослих передається лише повнолітній особі.
- Куріння тютюну серйозно шкодить здоров'ю та викликає залежність. Наші товари призначені лише для дорослих курців.

## Міста, каталоги та ціни

- Наші магазини працюють у Варшаві, Кракові, Вроцлаві та Гданську. Кожне місто має власний каталог, залишки та ціни, тож спершу оберіть своє місто.
- Кошик належить одному місту. Якщо ви змінюєте місто, кошик переходить разом із вами, а ціни й наявність перевіряються знову.
- Ціни вказано в польських злотих (PLN), вони містять ПДВ та акциз. Вартість доставки показується окремо під час оформлення.
- Діє ціна, показана на момент оформлення замовлення.

## Оформлення замовлення

Для замовлення потрібен обліковий запис. Додайте товари до кошика, перейдіть до оформлення, оберіть доставку та оплату, введіть купон, якщо він у вас є, і оформіть замовлення. Ви отримаєте лист із номером замовлення (13 літер і цифр); стежити за замовленням можна в особистому кабінеті або на сторінці відстеження. Замовлення проходить такі статуси:

- Оформлено: замовлення прийнято.
- Очікує оплати: ми чекаємо онлайн-оплату або оплату в USDT до кінця строку.
- Оплачено: оплата надійшла.
- Підтверджено: магазин підтвердив замовлення і готує його.
- Готове до видачі: замовлення чекає на вас у магазині.
- Виконано: замовлення видано або доставлено.
- Скасовано: замовлення не буде виконано.

Ви можете самостійно скасувати замовлення, доки воно має статус «Оформлено» або «Очікує оплати»; пізніше зверніться до магазину.

## Доставка та самовивіз

Вироби, на які поширюється Директива про тютюнові вироби (Директива 2014/40/ЄС), як-от сигарети, тютюн для кальяну чи тютюн для самокруток, польське законодавство забороняє продавати споживачам дистанційно. Тому роздрібні замовлення з такими товарами можна лише забрати в одному з наших магазинів в обраний час і там же оплатити. Там, де самовивіз недоступний, роздрібні покупці не можуть замовляти ці товари.

Інші товари, як-от кальяни, вугілля та аксесуари, ми можемо також доставити по Польщі:

- до поштомата InPost;
- до абонентської скриньки;
- доставкою у вихідні;
- кур'єром на вашу адресу.

Доступні способи доставки та їхню вартість видно під час оформлення.

## Бізнес-акаунти

Компанії можуть купувати за оптовими або франчайзинговими цінами. Щоб подати заявку, відкрийте розділ «Бізнес-акаунт» в особистому кабінеті та вкажіть назву компанії, адресу, поштовий індекс і податковий номер. Наш персонал розглядає заявку й затверджує її як оптову чи франчайзингову або відхиляє із зазначенням причини; про рішення ми повідомляємо електронною поштою в будь-якому разі. Відхилену заявку можна виправити й надіслати повторно. Після затвердження ви бачите бізнес-ціни, коли ввійшли в обліковий запис, і можете обирати доставку та онлайн-оплату також для тютюнових виробів. Покупки для підприємницьких цілей не підпадають під описані нижче права споживача, окрім випадків, коли закон поширює їх на фізичних осіб-підприємців.

## Оплата

- У магазині: ви платите під час отримання замовлення.
- Онлайн: після оформлення замовлення ви переходите на сторінку платіжного провайдера. Замовлення чекає на оплату до строку, вказаного на сторінці замовлення.
- USDT (TRC20): після оформлення ви побачите адресу магазину і точну суму в USDT, розраховану із суми замовлення. Надішліть саме цю суму, до останньої цифри, у мережі TRON протягом 60 хвилин (строк «Оплатіть до» на сторінці замовлення). Комісію мережі сплачуєте ви.

Замовлення, не оплачене вчасно, скасовується автоматично, а його товари повертаються в продаж. Переказ, що надійшов після строку або в іншій сумі, не може бути зіставлений автоматично: зверніться до нас, вказавши номер замовлення, і наш персонал розгляне ситуацію індивідуально.

## Купони

Код купона вводиться під час оформлення замовлення. Купон зменшує ціну на відсоток або на фіксовану суму і може мати максимальний розмір знижки, мінімальну суму замовлення, строк дії, ліміт використань та різні відсотки для окремих категорій (позначаються як «до»). До одного замовлення застосовується один купон; обміняти купони на гроші не можна.

## Право на відмову від договору та повернення

Як споживач ви можете відмовитися від покупки в нашому інтернет-магазині протягом 14 днів без пояснення причин, рахуючи від дня отримання товару. Це право не поширюється на:

- запечатані тютюнові вироби, упаковку яких відкрито після доставки;
- товари, доставлені в запечатаній упаковці, які після її відкриття не можна повернути з міркувань охорони здоров'я чи гігієни, наприклад мундштуки.

Щоб відмовитися від договору, надішліть нам до спливу 14 днів чітку заяву через контакти на сайті, вказавши номер замовлення. Потім протягом 14 днів поверніть товар, повний і неушкоджений, в один із наших магазинів або поштою; прямі витрати на повернення несете ви. Ми повертаємо всі платежі, зокрема вартість найдешевшого способу доставки, протягом 14 днів від отримання заяви тим самим способом оплати, якщо ми не домовимося інакше. Ми можемо затримати повернення коштів до отримання товару або підтвердження його відправлення.

## Рекламації

Ми відповідаємо за невідповідність товару договору протягом двох років від його передання. Подайте рекламацію в магазині або через контакти на сайті, вказавши номер замовлення, опис проблеми та свою вимогу: ремонт, заміну, зниження ціни або повернення коштів. Відповідь ми надаємо протягом 14 днів.

## Неотримані замовлення

Ідучи по замовлення, майте при собі його номер і документ, що посвідчує особу. Магазин зберігає готове замовлення три дні після обраного часу отримання. Після цього він може скасувати замовлення й повернути товари в продаж; онлайн-оплату, якщо вона була, буде повернено в повному обсязі.

## Персональні дані

Як ми обробляємо ваші персональні дані, описано в нашій політиці конфіденційності.

## Прикінцеві положення

Ці умови регулюються польським правом, що не позбавляє споживачів захисту, який надає право країни їхнього проживання. Ми можемо змінювати умови з поважних причин; до замовлення застосовуються умови, чинні на момент його оформлення.`,
    },
    pl: {
      title: "Regulamin",
      body: `Niniejszy regulamin określa zasady zakupów w naszym sklepie internetowym oraz odbioru zamówień w naszych sklepach stacjonarnych. Sprzedawcą jest operator sklepu, którego dane i kontakty znajdują się na dole każdej strony. Żadne postanowienie regulaminu nie ogranicza praw, które przysługują konsumentom na podstawie prawa polskiego i unijnego.

## Sprzedaż wyłącznie osobom dorosłym

- Sprzedajemy wyłącznie osobom pełnoletnim, które ukończyły 18 lat. Przy pierwszej wizycie serwis prosi o potwierdzenie wieku.
- Zakładając konto i składając zamówienie, potwierdzasz, że masz ukończone 18 lat.
- Przy odbiorze zamówienia z wyrobami tytoniowymi nasz personel sprawdza dokument tożsamości potwierdzający wiek. Bez niego zamówienie nie zostanie wydane. Dostarczone zamówienie z towarami dla dorosłych jest wydawane wyłącznie osobie pełnoletniej.
- Palenie tytoniu poważnie szkodzi zdrowiu i uzależnia. Nasze produkty są przeznaczone wyłącznie dla dorosłych palaczy.

## Miasta, katalogi i ceny

- Nasze sklepy znajdują się w Warszawie, Krakowie, Wrocławiu i Gdańsku. Każde miasto ma własny katalog, stany magazynowe i ceny, dlatego najpierw wybierz swoje miasto.
- Koszyk należy do jednego miasta. Po zmianie miasta koszyk przenosi się razem z Tobą, a jego ceny i dostępność są sprawdzane ponownie.
- Ceny podane są w złotych (PLN) i zawierają VAT oraz akcyzę. Koszt dostawy jest pokazywany osobno przy składaniu zamówienia.
- Obowiązuje cena widoczna w chwili złożenia zamówienia.

## Składanie zamówienia

Do złożenia zamówienia potrzebne jest konto. Dodaj produkty do koszyka, przejdź do kasy, wybierz dostawę i płatność, wpisz kupon, jeśli go masz, i złóż zamówienie. Otrzymasz e-mail z numerem zamówienia (13 liter i cyfr); zamówienie możesz śledzić na swoim koncie lub na stronie śledzenia zamówień. Zamówienie przechodzi przez następujące statusy:

- Złożone: zamówienie zostało przyjęte.
- Oczekuje na płatność: czekamy na płatność online lub w USDT przed upływem terminu.
- Opłacone: płatność dotarła.
- Potwierdzone: sklep potwierdził zamówienie i je przygotowuje.
- Gotowe do odbioru: zamówienie czeka na Ciebie w sklepie.
- Zrealizowane: zamówienie zostało wydane lub dostarczone.
- Anulowane: zamówienie nie zostanie zrealizowane.

Zamówienie możesz anulować samodzielnie, dopóki ma status „Złożone” lub „Oczekuje na płatność”; później skontaktuj się ze sklepem.

## Dostawa i odbiór w sklepie

Wyrobów objętych dyrektywą tytoniową (dyrektywa 2014/40/UE), takich jak papierosy, tytoń do fajki wodnej czy tytoń do samodzielnego skręcania, polskie prawo nie pozwala sprzedawać konsumentom na odległość. Zamówienia detaliczne z takimi produktami można więc wyłącznie odebrać w jednym z naszych sklepów w wybranym terminie i tam za nie zapłacić. Tam, gdzie odbiór w sklepie nie jest dostępny, klienci detaliczni nie mogą zamawiać tych produktów.

Pozostałe towary, takie jak fajki wodne, węgielki i akcesoria, możemy też dostarczyć na terenie Polski:

- do paczkomatu InPost;
- do skrytki pocztowej;
- w ramach dostawy weekendowej;
- kurierem pod wskazany adres.

Dostępne sposoby dostawy i ich koszt widać przy składaniu zamówienia.

## Konta firmowe

Firmy mogą kupować po cenach hurtowych lub franczyzowych. Aby złożyć wniosek, otwórz „Konto firmowe” na swoim koncie i podaj nazwę firmy, adres, kod pocztowy i NIP. Nasz personel rozpatruje wniosek i zatwierdza go jako hurtowy lub franczyzowy albo odrzuca z podaniem przyczyny; w każdym przypadku informujemy o decyzji e-mailem. Odrzucony wniosek można poprawić i wysłać ponownie. Po zatwierdzeniu po zalogowaniu widzisz ceny firmowe i możesz także wybrać dostawę i płatność online dla wyrobów tytoniowych. Zakupy w celach firmowych nie są objęte opisanymi niżej prawami konsumenta, z wyjątkiem przypadków, w których prawo rozciąga je na przedsiębiorców będących osobami fizycznymi.

## Płatności

- W sklepie: płacisz przy odbiorze zamówienia.
- Online: po złożeniu zamówienia przechodzisz na stronę operatora płatności. Zamówienie czeka na płatność do terminu podanego na stronie zamówienia.
- USDT (TRC20): po złożeniu zamówienia zobaczysz adres sklepu i dokładną kwotę w USDT, wyliczoną na podstawie wartości zamówienia. Wyślij dokładnie tę kwotę, co do ostatniej cyfry, w sieci TRON w ciągu 60 minut (termin „zapłać do” widoczny na stronie zamówienia). Opłaty sieciowe ponosisz Ty.

Zamówienie nieopłacone w terminie jest anulowane automatycznie, a jego towary wracają do sprzedaży. Przelewu, który dotrze po terminie lub w innej kwocie, nie da się dopasować automatycznie: skontaktuj się z nami, podając numer zamówienia, a nasz personel rozpatrzy sprawę indywidualnie.

## Kupony

Kod kuponu wpisz przy składaniu zamówienia. Kupon obniża cenę o procent lub o stałą kwotę i może mieć maksymalną wysokość rabatu, minimalną wartość zamówienia, okres ważności, limit użyć oraz różne wartości procentowe dla niektórych kategorii (oznaczone jako „do”). Do jednego zamówienia można użyć jednego kuponu, a kuponów nie można wymienić na gotówkę.

## Prawo odstąpienia od umowy i zwroty

Jako konsument możesz odstąpić od umowy zawartej w naszym sklepie internetowym w ciągu 14 dni bez podawania przyczyny, licząc od dnia otrzymania towaru. Prawo to nie przysługuje w przypadku:

- zapieczętowanych wyrobów tytoniowych, których opakowanie otwarto po dostarczeniu;
- towarów dostarczonych w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względu na ochronę zdrowia lub higienę, np. ustników.

Aby odstąpić od umowy, wyślij nam przed upływem 14 dni jednoznaczne oświadczenie, korzystając z kontaktów w serwisie i podając numer zamówienia. Następnie w ciągu 14 dni zwróć towar, kompletny i nieuszkodzony, w jednym z naszych sklepów lub pocztą; bezpośredni koszt odesłania ponosisz Ty. Zwracamy wszystkie płatności, w tym koszt najtańszego sposobu dostawy, w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności, chyba że uzgodnimy inaczej. Możemy wstrzymać zwrot do chwili otrzymania towaru lub dowodu jego odesłania.

## Reklamacje

Odpowiadamy za brak zgodności towaru z umową przez dwa lata od jego wydania. Reklamację złóż w sklepie lub za pośrednictwem kontaktów w serwisie, podając numer zamówienia, opis problemu i swoje żądanie: naprawę, wymianę, obniżenie ceny lub zwrot pieniędzy. Odpowiadamy w ciągu 14 dni.

## Nieodebrane zamówienia

Przy odbiorze zamówienia miej przy sobie jego numer i dokument tożsamości. Sklep przechowuje gotowe zamówienie przez trzy dni od wybranego terminu odbioru. Po tym czasie może je anulować i przywrócić towary do sprzedaży; ewentualna płatność online zostanie zwrócona w całości.

## Dane osobowe

Zasady przetwarzania Twoich danych osobowych opisuje nasza polityka prywatności.

## Postanowienia końcowe

Regulamin podlega prawu polskiemu, co nie pozbawia konsumentów ochrony wynikającej z prawa kraju ich zamieszkania. Możemy zmienić regulamin z ważnych przyczyn; do zamówienia stosuje się regulamin obowiązujący w chwili jego złożenia.`,
    },
    ru: {
      title: "Условия и положения",
      body: `Эти условия регулируют покупки в нашем интернет-магазине и получение заказов в наших магазинах. Продавцом является оператор магазина, реквизиты и контакты которого указаны внизу каждой страницы. Ни одно положение этих условий не ограничивает права, которые потребители имеют по польскому законодательству и праву ЕС.

## Только для совершеннолетних

- Мы продаём товары только совершеннолетним лицам от 18 лет. При первом посещении сайт просит подтвердить возраст.
- Создавая аккаунт и оформляя заказ, вы подтверждаете, что вам исполнилось 18 лет.
- При выдаче заказа с табачными изделиями наш персонал проверяет документ, подтверждающий ваш возраст. Без него заказ не выдаётся. Доставленный заказ с товарами для взрослых передаётся только совершеннолетнему.
- Курение табака серьёзно вредит здоровью и вызывает зависимость. Наши товары предназначены только для взрослых курильщиков.

## Города, каталоги и цены

- Наши магазины работают в Варшаве, Кракове, Вроцлаве и Гданьске. У каждого города свой каталог, остатки и цены, поэтому сначала выберите свой город.
- Корзина относится к одному городу. Если вы меняете город, корзина переходит вместе с вами, а цены и наличие проверяются заново.
- Цены указаны в польских злотых (PLN) и включают НДС и акциз. Стоимость доставки показывается отдельно при оформлении.
- Действует цена, показанная в момент оформления заказа.

## Оформление заказа

Для заказа нужен аккаунт. Добавьте товары в корзину, перейдите к оформлению, выберите доставку и оплату, введите купон, если он у вас есть, и оформите заказ. Вы получите письмо с номером заказа (13 букв и цифр); следить за заказом можно в личном кабинете или на странице отслеживания. Заказ проходит следующие статусы:

- Оформлен: заказ принят.
- Ожидает оплаты: мы ждём онлайн-оплату или оплату в USDT до истечения срока.
- Оплачен: оплата поступила.
- Подтверждён: магазин подтвердил заказ и собирает его.
- Готов к выдаче: заказ ждёт вас в магазине.
- Выполнен: заказ выдан или доставлен.
- Отменён: заказ не будет выполнен.

Вы можете сами отменить заказ, пока он находится в статусе «Оформлен» или «Ожидает оплаты»; позже обратитесь в магазин.

## Доставка и самовывоз

Изделия, на которые распространяется Директива о табачных изделиях (Директива 2014/40/ЕС), например сигареты, табак для кальяна или табак для самокруток, польское законодательство запрещает продавать потребителям дистанционно. Поэтому розничные заказы с такими товарами можно только забрать в одном из наших магазинов в выбранное время и там же оплатить. Там, где самовывоз недоступен, розничные покупатели не могут заказывать эти товары.

Другие товары, например кальяны, уголь и аксессуары, мы можем также доставить по Польше:

- в постамат InPost;
- в абонентский ящик;
- доставкой в выходные;
- курьером на ваш адрес.

Доступные способы доставки и их стоимость видны при оформлении.

## Бизнес-аккаунты

Компании могут покупать по оптовым или франчайзинговым ценам. Чтобы подать заявку, откройте раздел «Бизнес-аккаунт» в личном кабинете и укажите название компании, адрес, почтовый индекс и налоговый номер. Наш персонал рассматривает заявку и утверждает её как оптовую или франчайзинговую либо отклоняет с указанием причины; о решении мы в любом случае сообщаем по электронной почте. Отклонённую заявку можно исправить и отправить повторно. После утверждения вы видите бизнес-цены, когда вошли в аккаунт, и можете выбирать доставку и онлайн-оплату также для табачных изделий. Покупки для предпринимательских целей не подпадают под описанные ниже права потребителя, кроме случаев, когда закон распространяет их на индивидуальных предпринимателей.

## Оплата

- В магазине: вы платите при получении заказа.
- Онлайн: после оформления заказа вы переходите на страницу платёжного провайдера. Заказ ждёт оплаты до срока, указанного на странице заказа.
- USDT (TRC20): после оформления вы увидите адрес магазина и точную сумму в USDT, рассчитанную из суммы заказа. Отправьте именно эту сумму, до последней цифры, в сети TRON в течение 60 минут (срок «Оплатите до» на странице заказа). Комиссию сети оплачиваете вы.

Заказ, не оплаченный вовремя, отменяется автоматически, а его товары возвращаются в продажу. Перевод, поступивший после срока или в другой сумме, не может быть сопоставлен автоматически: свяжитесь с нами, указав номер заказа, и наш персонал рассмотрит ситуацию индивидуально.

## Купоны

Код купона вводится при оформлении заказа. Купон уменьшает цену на процент или на фиксированную сумму и может иметь максимальный размер скидки, минимальную сумму заказа, срок действия, лимит использований и разные проценты для отдельных категорий (обозначаются как «до»). К одному заказу применяется один купон; обменять купоны на деньги нельзя.

## Право на отказ от договора и возврат

Как потребитель вы можете отказаться от покупки в нашем интернет-магазине в течение 14 дней без объяснения причин, считая со дня получения товара. Это право не распространяется на:

- запечатанные табачные изделия, упаковка которых вскрыта после доставки;
- товары, доставленные в запечатанной упаковке, которые после её вскрытия нельзя вернуть по соображениям охраны здоровья или гигиены, например мундштуки.

Чтобы отказаться от договора, отправьте нам до истечения 14 дней однозначное заявление через контакты на сайте, указав номер заказа. Затем в течение 14 дней верните товар, полный и неповреждённый, в один из наших магазинов или по почте; прямые расходы на возврат несёте вы. Мы возвращаем все платежи, включая стоимость самого дешёвого способа доставки, в течение 14 дней с получения заявления тем же способом оплаты, если мы не договоримся иначе. Мы можем задержать возврат средств до получения товара или подтверждения его отправки.

## Рекламации

Мы отвечаем за несоответствие товара договору в течение двух лет с момента его передачи. Подайте рекламацию в магазине или через контакты на сайте, указав номер заказа, описание проблемы и своё требование: ремонт, замену, снижение цены или возврат денег. Ответ мы даём в течение 14 дней.

## Неполученные заказы

Отправляясь за заказом, возьмите с собой его номер и документ, удостоверяющий личность. Магазин хранит готовый заказ три дня после выбранного времени получения. После этого он может отменить заказ и вернуть товары в продажу; онлайн-оплата, если она была, возвращается в полном объёме.

## Персональные данные

Как мы обрабатываем ваши персональные данные, описано в нашей политике конфиденциальности.

## Заключительные положения

Эти условия регулируются польским правом, что не лишает потребителей защиты, которую предоставляет право страны их проживания. Мы можем изменять условия по уважительным причинам; к заказу применяются условия, действующие на момент его оформления.`,
    },
  },
};
export default page;
