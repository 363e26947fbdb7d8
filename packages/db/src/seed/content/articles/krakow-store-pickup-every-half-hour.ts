import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "krakow-store-pickup-every-half-hour",
  topic: "news",
  publishedAt: "2026-10-27T08:00:00Z",
  texts: {
    en: {
      title: "Our Kraków store: pickup slots every half hour",
      excerpt:
        "Collect your order in our Kraków store at a time that suits you: pickup slots now start every 30 minutes. Bring an ID; tobacco products are picked up in store only.",
      body: `Good news for our customers in Kraków: picking up an order in our Kraków store has become more convenient. From now on, you can choose a pickup slot every half hour throughout the store's opening hours, so you no longer have to plan your day around a wide time window.

## How it works

When you place an order online, choose pickup in our Kraków store and select a time that suits you. Slots start every 30 minutes, for example at 15:00, 15:30 or 16:00. We prepare your order before your slot begins, so it is ready and waiting when you arrive.

- Choose in-store pickup in Kraków at checkout.
- Pick a free half-hour slot.
- Wait for the confirmation that your order is ready.
- Come to the store within your slot and bring an identity document.

If your plans change, please let our store staff know as early as possible, and we will move your pickup to another slot.

Shorter slots also mean shorter queues: orders are spread more evenly over the day, so our staff have more time for you at the counter. If you have a question about a hookah, a bowl or a flavour, feel free to ask when you collect your order.

## Bring your ID: 18+ only

Our shop sells tobacco and related products to adults only. That is why we ask everyone who picks up an order to show an identity document with a photo and date of birth, such as an ID card, a passport or a driving licence. Before handing over the order, our staff will check that you are at least 18 years old. Without a valid document, or if the person collecting the order is under 18, we cannot hand it over. Please do not be offended if we ask for your ID even though you clearly look older: we check everyone.

## Tobacco in store, other goods can be delivered

Under the rules implementing the EU Tobacco Products Directive (TPD), we do not send tobacco products by post or courier. Shisha tobacco, cigars, rolling tobacco and other tobacco products can be reserved online and picked up in one of our stores, where we can verify your age in person.

Other goods are not affected by this rule. Hookahs, bowls, hoses, charcoal, heat management devices and other accessories can be delivered to your address as before, or picked up together with the rest of your order. If your order contains both tobacco and accessories, the simplest option is to collect everything in one visit during your chosen slot.

We are watching how the new slots work in Kraków, and if they prove popular, we would like to offer them in our other stores too. We will announce any changes here on our blog.

We hope the new half-hour slots make shopping with us a little easier. Tobacco harms your health; our products are intended for adults only.`,
    },
    uk: {
      title: "Наш магазин у Кракові: видача замовлень щопівгодини",
      excerpt:
        "Забирайте замовлення в нашому магазині в Кракові у зручний час: слоти видачі тепер починаються кожні 30 хвилин. Візьміть документ; тютюнові вироби — лише в магазині.",
      body: `Добра новина для наших клієнтів у Кракові: отримати замовлення в нашому краківському магазині тепер зручніше. Відтепер ви можете обрати час видачі щопівгодини впродовж усього робочого часу магазину, тож більше не треба підлаштовувати свій день під широкий часовий проміжок.

## Як це працює

Оформлюючи замовлення онлайн, оберіть самовивіз із нашого магазину в Кракові та зручний для вас час. Слоти починаються кожні 30 хвилин, наприклад о 15:00, 15:30 чи 16:00. Ми готуємо замовлення до початку вашого слоту, тож коли ви прийдете, воно вже чекатиме на вас.

- Під час оформлення замовлення оберіть самовивіз у Кракові.
- Виберіть вільний півгодинний слот.
- Дочекайтеся підтвердження, що замовлення готове.
- Прийдіть до магазину у свій слот і візьміть із собою документ, що посвідчує особу.

Якщо ваші плани зміняться, якомога раніше повідомте про це працівників магазину, і ми перенесемо видачу на інший слот.

Коротші слоти означають і коротші черги: замовлення розподіляються рівномірніше протягом дня, тож наші працівники мають більше часу для вас біля каси. Якщо у вас є запитання щодо кальяну, чаші чи смаку, сміливо ставте його, коли забиратимете замовлення.

## Візьміть документ: лише 18+

Наш магазин продає тютюн і супутні товари лише повнолітнім. Тому ми просимо кожного, хто забирає замовлення, показати документ із фотографією та датою народження — наприклад, посвідчення особи, паспорт або посвідчення водія. Перш ніж видати замовлення, наші працівники перевірять, що вам уже виповнилося 18 років. Без чинного документа або якщо по замовлення прийшла особа, молодша за 18 років, ми не можемо його видати. Не ображайтеся, якщо ми попросимо документ, навіть коли ви явно старші: ми перевіряємо всіх.

## Тютюн — у магазині, інші товари можна доставити

Згідно з правилами, що впроваджують Директиву ЄС про тютюнові вироби (TPD), ми не надсилаємо тютюнові вироби поштою чи кур'єром. Тютюн для кальяну, сигари, тютюн для самокруток та інші тютюнові вироби можна зарезервувати онлайн і забрати в одному з наших магазинів, де ми можемо особисто перевірити ваш вік.

Інших товарів це правило не стосується. Кальяни, чаші, шланги, вугілля, пристрої контролю жару та інше приладдя можна, як і раніше, отримати з доставкою на вашу адресу або забрати разом з рештою замовлення. Якщо в замовленні є і тютюн, і приладдя, найпростіше забрати все за один візит в обраний слот.

Ми стежимо за тим, як нові слоти працюють у Кракові, і якщо вони себе виправдають, хотіли б запровадити їх і в інших наших магазинах. Про всі зміни ми повідомимо тут, у нашому блозі.

Сподіваємося, що нові півгодинні слоти зроблять покупки в нас трохи зручнішими. Тютюн шкодить здоров'ю; наші товари призначені лише для повнолітніх.`,
    },
    pl: {
      title: "Nasz sklep w Krakowie: odbiór zamówień co pół godziny",
      excerpt:
        "Odbierz zamówienie w naszym sklepie w Krakowie o dogodnej porze: terminy odbioru zaczynają się teraz co 30 minut. Zabierz dokument; wyroby tytoniowe tylko w sklepie.",
      body: `Dobra wiadomość dla naszych klientów z Krakowa: odbiór zamówienia w naszym krakowskim sklepie jest teraz wygodniejszy. Od teraz możesz wybrać termin odbioru co pół godziny przez cały czas otwarcia sklepu, więc nie musisz już planować dnia pod szerokie okno czasowe.

## Jak to działa

Składając zamówienie online, wybierz odbiór w naszym sklepie w Krakowie i dogodną godzinę. Terminy zaczynają się co 30 minut, na przykład o 15:00, 15:30 lub 16:00. Przygotowujemy zamówienie przed rozpoczęciem twojego terminu, więc gdy przyjdziesz, będzie już na ciebie czekać.

- Przy składaniu zamówienia wybierz odbiór osobisty w Krakowie.
- Wybierz wolny półgodzinny termin.
- Poczekaj na potwierdzenie, że zamówienie jest gotowe.
- Przyjdź do sklepu w wybranym terminie i zabierz dokument tożsamości.

Jeśli twoje plany się zmienią, jak najwcześniej daj znać pracownikom sklepu, a przeniesiemy odbiór na inny termin.

Krótsze terminy to także krótsze kolejki: zamówienia rozkładają się równiej w ciągu dnia, więc nasi pracownicy mają więcej czasu dla ciebie przy ladzie. Jeśli masz pytanie o fajkę wodną, główkę czy smak, śmiało zadaj je przy odbiorze zamówienia.

## Zabierz dokument: tylko 18+

Nasz sklep sprzedaje tytoń i produkty pokrewne wyłącznie osobom dorosłym. Dlatego prosimy każdą osobę odbierającą zamówienie o okazanie dokumentu ze zdjęciem i datą urodzenia, na przykład dowodu osobistego, paszportu lub prawa jazdy. Przed wydaniem zamówienia nasi pracownicy sprawdzą, czy masz ukończone 18 lat. Bez ważnego dokumentu albo jeśli po zamówienie przychodzi osoba poniżej 18 lat, nie możemy go wydać. Prosimy, nie obrażaj się, jeśli poprosimy o dokument, nawet gdy wyraźnie widać, że masz więcej niż 18 lat: sprawdzamy wszystkich.

## Tytoń w sklepie, pozostałe produkty z dostawą

Zgodnie z przepisami wdrażającymi unijną dyrektywę tytoniową (TPD) nie wysyłamy wyrobów tytoniowych pocztą ani kurierem. Tytoń do fajki wodnej, cygara, tytoń do skręcania i inne wyroby tytoniowe możesz zarezerwować online i odebrać w jednym z naszych sklepów, gdzie możemy osobiście sprawdzić twój wiek.

Pozostałych produktów ta zasada nie dotyczy. Fajki wodne, główki, węże, węgiel, systemy kontroli żaru i inne akcesoria możemy jak dotychczas dostarczyć pod twój adres albo możesz odebrać je razem z resztą zamówienia. Jeśli zamówienie zawiera zarówno tytoń, jak i akcesoria, najprościej odebrać wszystko podczas jednej wizyty w wybranym terminie.

Obserwujemy, jak nowe terminy sprawdzają się w Krakowie, i jeśli się przyjmą, chcielibyśmy wprowadzić je również w naszych pozostałych sklepach. O wszelkich zmianach poinformujemy tutaj, na naszym blogu.

Mamy nadzieję, że nowe półgodzinne terminy sprawią, że zakupy u nas będą jeszcze wygodniejsze. Tytoń szkodzi zdrowiu; nasze produkty są przeznaczone wyłącznie dla osób dorosłych.`,
    },
    ru: {
      title: "Наш магазин в Кракове: выдача заказов каждые полчаса",
      excerpt:
        "Забирайте заказ в нашем магазине в Кракове в удобное время: слоты выдачи теперь начинаются каждые 30 минут. Возьмите документ; табачные изделия — только в магазине.",
      body: `Хорошая новость для наших покупателей в Кракове: получить заказ в нашем краковском магазине теперь удобнее. С этого момента вы можете выбрать время выдачи каждые полчаса в течение всего времени работы магазина, так что больше не нужно подстраивать свой день под широкий временной интервал.

## Как это работает

Оформляя заказ онлайн, выберите самовывоз из нашего магазина в Кракове и удобное для вас время. Слоты начинаются каждые 30 минут, например в 15:00, 15:30 или 16:00. Мы готовим заказ до начала вашего слота, так что, когда вы придёте, он уже будет вас ждать.

- При оформлении заказа выберите самовывоз в Кракове.
- Выберите свободный получасовой слот.
- Дождитесь подтверждения, что заказ готов.
- Приходите в магазин в свой слот и возьмите с собой документ, удостоверяющий личность.

Если ваши планы изменятся, как можно раньше сообщите об этом сотрудникам магазина, и мы перенесём выдачу на другой слот.

Более короткие слоты означают и более короткие очереди: заказы распределяются по дню равномернее, так что у наших сотрудников больше времени для вас у кассы. Если у вас есть вопрос о кальяне, чаше или вкусе, смело задавайте его, когда будете забирать заказ.

## Возьмите документ: только 18+

Наш магазин продаёт табак и сопутствующие товары только совершеннолетним. Поэтому мы просим каждого, кто забирает заказ, предъявить документ с фотографией и датой рождения — например, удостоверение личности, паспорт или водительское удостоверение. Прежде чем выдать заказ, наши сотрудники проверят, что вам уже исполнилось 18 лет. Без действительного документа или если за заказом пришёл человек младше 18 лет, мы не можем его выдать. Не обижайтесь, если мы попросим документ, даже когда вы явно старше: мы проверяем всех.

## Табак — в магазине, остальные товары можно доставить

Согласно правилам, внедряющим Директиву ЕС о табачных изделиях (TPD), мы не отправляем табачные изделия почтой или курьером. Табак для кальяна, сигары, табак для самокруток и другие табачные изделия можно зарезервировать онлайн и забрать в одном из наших магазинов, где мы можем лично проверить ваш возраст.

На другие товары это правило не распространяется. Кальяны, чаши, шланги, уголь, устройства контроля жара и другие принадлежности можно, как и раньше, получить с доставкой на ваш адрес или забрать вместе с остальным заказом. Если в заказе есть и табак, и принадлежности, проще всего забрать всё за один визит в выбранный слот.

Мы следим за тем, как новые слоты работают в Кракове, и если они себя оправдают, хотели бы ввести их и в других наших магазинах. Обо всех изменениях мы сообщим здесь, в нашем блоге.

Надеемся, что новые получасовые слоты сделают покупки у нас немного удобнее. Табак вредит здоровью; наши товары предназначены только для совершеннолетних.`,
    },
  },
};
export default article;
