import type { SeedArticle } from "../types";

const article: SeedArticle = {
  slug: "business-accounts-and-usdt-payments",
  topic: "news",
  publishedAt: "2026-10-14T12:00:00.000Z",
  texts: {
    en: {
      title: "Business accounts for wholesale and franchise partners, and payment in USDT",
      excerpt:
        "Companies can now apply for a wholesale or franchise account right in the customer cabinet. We also accept USDT (TRC20), with 60 minutes to complete the payment.",
      body: `We have two pieces of news: one for companies, and one for everyone who orders from us.

## Business accounts: wholesale and franchise

If you run a shop, a hookah lounge or another business, you can now apply for a business account directly on our website. There are two types of account: wholesale, for companies that buy larger quantities, and franchise, for our franchise partners. The application takes only a few minutes:

- Sign in to your account, or create one if you do not have it yet.
- Open My account, the customer cabinet, and go to the Business account section.
- Fill in your company details: company name, company address, tax number (for Polish companies, the NIP) and postal code.
- Send the application.

While we review it, the section shows the status Under review. We check every application by hand and send you the decision by e-mail. If something is missing or incorrect, the application is rejected with the reason stated, and you can correct the details and send them again from the same place.

## What changes after approval

Once your business account is approved, you will see business prices in the catalogue as soon as you sign in. For a wholesale account these are wholesale prices, which apply from the quantity stated on each product page: when a line in your cart reaches that quantity, the lower price is used automatically. For a franchise account the catalogue shows franchise prices. Everything else stays the same: you order through the usual checkout and follow your orders in the cabinet as before.

We also confirm the approval by e-mail, stating your account type: wholesale or franchise. If you have any questions about the terms, we will be glad to help.

## Paying with USDT (TRC20)

Alongside the usual payment methods, we accept the USDT stablecoin on the TRON network (TRC20). Choose USDT (TRC20) at checkout; after placing the order you will see our wallet address, the exact amount and a QR code, together with a countdown.

- You have 60 minutes from placing the order to send the payment; the pay-by time is shown in Warsaw time.
- Send exactly the amount shown, to the last digit, in one transfer: this is how we recognise your payment, so do not round it.
- Make sure your wallet or exchange does not deduct its fee from that amount.
- Use only the TRON network (TRC20).
- If the 60 minutes run out before the payment arrives, the order is cancelled automatically, and you can simply place it again.

The same details, with the amount, the address and the deadline, also come in the order e-mail. The order page in your cabinet updates by itself while we wait for the transfer, so you can see at once when the payment has arrived.

Business customers can pay with USDT as well. As always, our shop sells tobacco products to adults only (18+), and we remind you that smoking harms your health.`,
    },
    uk: {
      title: "Бізнес-акаунти для оптових і франчайзингових партнерів та оплата в USDT",
      excerpt:
        "Компанії тепер можуть подати заявку на оптовий чи франчайзинговий акаунт просто в особистому кабінеті. А ще ми приймаємо USDT (TRC20) — на оплату є 60 хвилин.",
      body: `У нас дві новини: одна для компаній, а друга — для всіх, хто замовляє в нас.

## Бізнес-акаунти: оптовий і франчайзинговий

Якщо у вас магазин, кальянна чи інший бізнес, тепер ви можете подати заявку на бізнес-акаунт прямо на нашому сайті. Є два типи акаунтів: оптовий — для компаній, які купують більші обсяги, і франчайзинговий — для наших партнерів за франшизою. Заявка займає лише кілька хвилин:

- Увійдіть у свій обліковий запис або створіть його, якщо ще не маєте.
- Відкрийте «Мій кабінет» і перейдіть до розділу «Бізнес-акаунт».
- Заповніть дані компанії: назву компанії, адресу компанії, податковий номер (для польських компаній — NIP) і поштовий індекс.
- Надішліть заявку.

Поки ми її розглядаємо, у розділі відображається статус «На розгляді». Кожну заявку ми перевіряємо вручну й надсилаємо рішення на e-mail. Якщо чогось бракує або дані неправильні, заявку відхиляють із зазначенням причини, і ви можете виправити дані та надіслати їх ще раз там само.

## Що зміниться після схвалення

Щойно ваш бізнес-акаунт схвалять, після входу ви побачите в каталозі бізнес-ціни. Для оптового акаунта це оптові ціни, які діють від кількості, зазначеної на сторінці кожного товару: коли позиція в кошику досягає цієї кількості, нижча ціна застосовується автоматично. Для франчайзингового акаунта каталог показує франчайзингові ціни. Усе інше залишається як було: ви оформлюєте замовлення через звичайний кошик і, як і раніше, стежите за ними в кабінеті.

Про схвалення ми також повідомимо листом, у якому буде вказано тип вашого акаунта: оптовий чи франчайзинговий. Якщо у вас виникнуть запитання щодо умов співпраці, ми залюбки допоможемо.

## Оплата в USDT (TRC20)

Окрім звичних способів оплати, ми приймаємо стейблкоїн USDT у мережі TRON (TRC20). Оберіть USDT (TRC20) під час оформлення замовлення; після цього ви побачите адресу нашого гаманця, точну суму та QR-код, а також зворотний відлік часу.

- На оплату є 60 хвилин з моменту оформлення замовлення; кінцевий час показано за варшавським часом.
- Надішліть рівно вказану суму, до останньої цифри, одним переказом: саме за нею ми розпізнаємо ваш платіж, тож не округлюйте її.
- Переконайтеся, що гаманець чи біржа не віднімуть свою комісію з цієї суми.
- Використовуйте лише мережу TRON (TRC20).
- Якщо 60 хвилин минуть, а платіж не надійде, замовлення автоматично скасується, і ви зможете просто оформити його знову.

Ті самі реквізити — суму, адресу й кінцевий час — ми також надсилаємо в листі із замовленням. Сторінка замовлення в кабінеті оновлюється сама, поки ми чекаємо на переказ, тож ви одразу побачите, що платіж надійшов.

Бізнес-клієнти також можуть платити в USDT. Як завжди, наш магазин продає тютюнові вироби лише повнолітнім (18+), і нагадуємо: куріння шкодить здоров'ю.`,
    },
    pl: {
      title: "Konta firmowe dla partnerów hurtowych i franczyzowych oraz płatność w USDT",
      excerpt:
        "Firmy mogą teraz złożyć wniosek o konto hurtowe lub franczyzowe bezpośrednio w panelu klienta. Przyjmujemy też USDT (TRC20) – na płatność masz 60 minut.",
      body: `Mamy dwie nowości: jedną dla firm, a drugą dla wszystkich, którzy u nas zamawiają.

## Konta firmowe: hurtowe i franczyzowe

Jeśli prowadzisz sklep, lokal z fajkami wodnymi lub inną działalność, możesz teraz złożyć wniosek o konto firmowe bezpośrednio na naszej stronie. Są dwa rodzaje kont: hurtowe – dla firm kupujących większe ilości, oraz franczyzowe – dla naszych partnerów franczyzowych. Wypełnienie wniosku zajmuje tylko kilka minut:

- Zaloguj się na swoje konto albo je załóż, jeśli jeszcze go nie masz.
- Otwórz „Moje konto”, czyli panel klienta, i przejdź do sekcji „Konto firmowe”.
- Podaj dane firmy: nazwę firmy, adres firmy, numer podatkowy (w przypadku polskich firm – NIP) i kod pocztowy.
- Wyślij wniosek.

Dopóki rozpatrujemy wniosek, w sekcji widnieje status „W trakcie rozpatrywania”. Każdy wniosek sprawdzamy ręcznie, a decyzję wysyłamy e-mailem. Jeśli czegoś brakuje lub dane są błędne, wniosek zostaje odrzucony z podaniem przyczyny – możesz wtedy poprawić dane i wysłać je ponownie w tym samym miejscu.

## Co się zmienia po zatwierdzeniu

Gdy Twoje konto firmowe zostanie zatwierdzone, po zalogowaniu zobaczysz w katalogu ceny dla firm. Przy koncie hurtowym są to ceny hurtowe, obowiązujące od ilości podanej na stronie każdego produktu: gdy pozycja w koszyku osiągnie tę ilość, niższa cena zostanie naliczona automatycznie. Przy koncie franczyzowym katalog pokazuje ceny franczyzowe. Poza tym wszystko zostaje po staremu: zamawiasz przez zwykły koszyk i, tak jak dotąd, śledzisz zamówienia w panelu klienta.

O zatwierdzeniu poinformujemy Cię również e-mailem, w którym podamy rodzaj Twojego konta: hurtowe lub franczyzowe. Jeśli masz pytania dotyczące warunków współpracy, chętnie pomożemy.

## Płatność w USDT (TRC20)

Oprócz dotychczasowych metod płatności przyjmujemy stablecoin USDT w sieci TRON (TRC20). Wybierz USDT (TRC20) przy składaniu zamówienia; potem zobaczysz adres naszego portfela, dokładną kwotę i kod QR, a także licznik pozostałego czasu.

- Na płatność masz 60 minut od złożenia zamówienia; termin jest podany według czasu warszawskiego.
- Wyślij dokładnie podaną kwotę, co do ostatniej cyfry, jednym przelewem: właśnie po niej rozpoznajemy Twoją płatność, więc jej nie zaokrąglaj.
- Upewnij się, że portfel lub giełda nie potrąci swojej prowizji z tej kwoty.
- Korzystaj wyłącznie z sieci TRON (TRC20).
- Jeśli 60 minut minie, zanim płatność dotrze, zamówienie zostanie automatycznie anulowane i możesz po prostu złożyć je ponownie.

Te same dane – kwotę, adres i termin płatności – znajdziesz też w e-mailu z zamówieniem. Strona zamówienia w panelu klienta odświeża się sama, dopóki czekamy na przelew, więc od razu zobaczysz, że płatność dotarła.

Z płatności w USDT mogą korzystać także klienci firmowi. Jak zawsze, nasz sklep sprzedaje wyroby tytoniowe wyłącznie osobom pełnoletnim (18+), a my przypominamy, że palenie szkodzi zdrowiu.`,
    },
    ru: {
      title: "Бизнес-аккаунты для оптовых и франчайзинговых партнёров и оплата в USDT",
      excerpt:
        "Компании теперь могут подать заявку на оптовый или франчайзинговый аккаунт прямо в личном кабинете. А ещё мы принимаем USDT (TRC20) — на оплату есть 60 минут.",
      body: `У нас две новости: одна для компаний, а другая — для всех, кто у нас заказывает.

## Бизнес-аккаунты: оптовый и франчайзинговый

Если у вас магазин, кальянная или другой бизнес, теперь вы можете подать заявку на бизнес-аккаунт прямо на нашем сайте. Есть два типа аккаунтов: оптовый — для компаний, которые покупают большие объёмы, и франчайзинговый — для наших партнёров по франшизе. Заявка занимает всего несколько минут:

- Войдите в свой аккаунт или создайте его, если у вас его ещё нет.
- Откройте «Личный кабинет» и перейдите в раздел «Бизнес-аккаунт».
- Укажите данные компании: название компании, адрес компании, налоговый номер (для польских компаний — NIP) и почтовый индекс.
- Отправьте заявку.

Пока мы её рассматриваем, в разделе отображается статус «На рассмотрении». Каждую заявку мы проверяем вручную и отправляем решение по e-mail. Если чего-то не хватает или данные указаны неверно, заявку отклоняют с указанием причины, и вы можете исправить данные и отправить их снова там же.

## Что изменится после одобрения

Как только ваш бизнес-аккаунт одобрят, после входа вы увидите в каталоге бизнес-цены. Для оптового аккаунта это оптовые цены, которые действуют от количества, указанного на странице каждого товара: когда позиция в корзине достигает этого количества, более низкая цена применяется автоматически. Для франчайзингового аккаунта каталог показывает франчайзинговые цены. Всё остальное остаётся прежним: вы оформляете заказы через обычную корзину и, как и раньше, следите за ними в личном кабинете.

Об одобрении мы также сообщим письмом, в котором будет указан тип вашего аккаунта: оптовый или франчайзинговый. Если у вас появятся вопросы об условиях сотрудничества, мы с радостью поможем.

## Оплата в USDT (TRC20)

Помимо привычных способов оплаты, мы принимаем стейблкоин USDT в сети TRON (TRC20). Выберите USDT (TRC20) при оформлении заказа; после этого вы увидите адрес нашего кошелька, точную сумму и QR-код, а также обратный отсчёт времени.

- На оплату есть 60 минут с момента оформления заказа; крайний срок указан по варшавскому времени.
- Отправьте ровно указанную сумму, до последней цифры, одним переводом: именно по ней мы распознаём ваш платёж, поэтому не округляйте её.
- Убедитесь, что кошелёк или биржа не вычтут свою комиссию из этой суммы.
- Используйте только сеть TRON (TRC20).
- Если 60 минут истекут, а платёж не поступит, заказ автоматически отменится, и вы сможете просто оформить его заново.

Те же реквизиты — сумму, адрес и крайний срок — мы также присылаем в письме с заказом. Страница заказа в личном кабинете обновляется сама, пока мы ждём перевод, поэтому вы сразу увидите, что платёж поступил.

Бизнес-клиенты тоже могут платить в USDT. Как всегда, наш магазин продаёт табачные изделия только совершеннолетним (18+), и напоминаем: курение вредит здоровью.`,
    },
  },
};
export default article;
