// Words shared by the order e-mails: names of deliveries and payments, the table's and the facts' labels,
// and the paragraphs on how to pay. Deadlines arrive formatted, with the shop's time zone named.
import type { Localized } from "@shop/domain";
import type { OrderMail } from "../message";

export interface OrderWords {
  delivery: Record<OrderMail["delivery"], string>;
  payment: Record<OrderMail["payment"], string>;
  /** An item count by plural form, "{n}" standing for the number. */
  items: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  caption: string;
  subtotal: string;
  discount: string;
  deliveryFee: string;
  total: string;
  free: string;
  orderNumber: string;
  orderTotal: string;
  city: string;
  deliveryMethod: string;
  store: string;
  pickupAt: string;
  paymentMethod: string;
  note: string;
  /** Names the time zone of a deadline: "(Polish time)". */
  shopTime: string;
  track: { label: string; note: string };
  crypto: { label: string; amount: string; address: string; payBy: string; howTo: string; confirm(deadline: string): string };
  online: { payBy(deadline: string): string; anyTime: string; afterPayment: string };
  inStore: string;
  idCheck: string;
}

export const ORDER_WORDS: Localized<OrderWords> = {
  en: {
    delivery: {
      "local-pickup": "Pickup in store",
      "parcel-locker": "InPost parcel locker",
      "post-box": "PO box",
      "weekend-delivery": "Weekend delivery",
      courier: "Courier",
    },
    payment: { "in-store": "Payment in store", online: "Online payment", crypto: "Cryptocurrency (USDT, TRC20)" },
    items: { one: "{n} item", other: "{n} items" },
    caption: "Your order",
    subtotal: "Subtotal",
    discount: "Discount",
    deliveryFee: "Delivery",
    total: "Total",
    free: "Free",
    orderNumber: "Order number",
    orderTotal: "Order total",
    city: "City",
    deliveryMethod: "Delivery method",
    store: "Store",
    pickupAt: "Pickup time",
    paymentMethod: "Payment method",
    note: "Comment",
    shopTime: "(Polish time)",
    track: { label: "Track your order", note: "The order page always shows its current status." },
    crypto: {
      label: "Payment in USDT (TRC20)",
      amount: "Amount",
      address: "Address",
      payBy: "Pay by",
      howTo:
        "Send exactly the amount below in USDT on the TRON network (TRC20) to the shop's address, in one transfer. We recognise your payment by this exact amount, so do not round it, and make sure your wallet or exchange does not deduct its fee from it.",
      confirm: (deadline) =>
        `A transfer is usually confirmed within 5 to 30 minutes, and we will e-mail you as soon as the payment arrives. If no payment arrives by ${deadline}, the order is canceled automatically, and a transfer made after that time is lost: it cannot be credited to the order.`,
    },
    online: {
      payBy: (deadline) =>
        `Please pay for the order online by ${deadline}; you can do it on the order page (the button below). If it is not paid by then, the order is canceled automatically and the goods reserved for you are released.`,
      anyTime: "You can pay for the order online on the order page (the button below).",
      afterPayment: "As soon as the payment arrives, we will confirm the order and let you know by e-mail.",
    },
    inStore: "You pay in the store when you pick up the order.",
    idCheck: "Please bring an ID document: we hand over tobacco products only after an age check (18+).",
  },
  uk: {
    delivery: {
      "local-pickup": "Самовивіз із магазину",
      "parcel-locker": "Поштомат InPost",
      "post-box": "Абонентська поштова скринька",
      "weekend-delivery": "Доставка у вихідні",
      courier: "Кур'єр",
    },
    payment: { "in-store": "Оплата в магазині", online: "Онлайн-оплата", crypto: "Криптовалюта (USDT, TRC20)" },
    items: { one: "{n} товар", few: "{n} товари", many: "{n} товарів", other: "{n} товару" },
    caption: "Ваше замовлення",
    subtotal: "Вартість товарів",
    discount: "Знижка",
    deliveryFee: "Доставка",
    total: "Разом",
    free: "Безкоштовно",
    orderNumber: "Номер замовлення",
    orderTotal: "Сума замовлення",
    city: "Місто",
    deliveryMethod: "Спосіб доставки",
    store: "Магазин",
    pickupAt: "Час отримання",
    paymentMethod: "Спосіб оплати",
    note: "Коментар",
    shopTime: "(за польським часом)",
    track: { label: "Відстежити замовлення", note: "На сторінці замовлення завжди видно його актуальний статус." },
    crypto: {
      label: "Оплата в USDT (TRC20)",
      amount: "Сума",
      address: "Адреса",
      payBy: "Оплатити до",
      howTo:
        "Надішліть рівно вказану нижче суму в USDT у мережі TRON (TRC20) на адресу магазину одним переказом. Ми розпізнаємо ваш платіж саме за цією сумою, тож не округлюйте її та переконайтеся, що гаманець чи біржа не віднімуть із неї свою комісію.",
      confirm: (deadline) =>
        `Переказ зазвичай підтверджується протягом 5–30 хвилин, і щойно платіж надійде, ми надішлемо вам лист. Якщо оплата не надійде до ${deadline}, замовлення буде автоматично скасовано, а переказ, зроблений після цього часу, буде втрачено: зарахувати його на замовлення неможливо.`,
    },
    online: {
      payBy: (deadline) =>
        `Будь ласка, оплатіть замовлення онлайн до ${deadline} — це можна зробити на сторінці замовлення (кнопка нижче). Якщо до цього часу оплата не надійде, замовлення буде автоматично скасовано, а зарезервовані для вас товари повернуться у продаж.`,
      anyTime: "Оплатити замовлення онлайн можна на сторінці замовлення (кнопка нижче).",
      afterPayment: "Щойно оплата надійде, ми підтвердимо замовлення й повідомимо вас листом.",
    },
    inStore: "Оплата — у магазині під час отримання замовлення.",
    idCheck: "Візьміть із собою документ, що посвідчує особу: тютюнові вироби ми видаємо лише після перевірки віку (18+).",
  },
  pl: {
    delivery: {
      "local-pickup": "Odbiór osobisty w sklepie",
      "parcel-locker": "Paczkomat InPost",
      "post-box": "Skrytka pocztowa",
      "weekend-delivery": "Dostawa w weekend",
      courier: "Kurier",
    },
    payment: { "in-store": "Płatność w sklepie", online: "Płatność online", crypto: "Kryptowaluta (USDT, TRC20)" },
    items: { one: "{n} produkt", few: "{n} produkty", many: "{n} produktów", other: "{n} produktu" },
    caption: "Twoje zamówienie",
    subtotal: "Wartość produktów",
    discount: "Rabat",
    deliveryFee: "Dostawa",
    total: "Razem",
    free: "Gratis",
    orderNumber: "Numer zamówienia",
    orderTotal: "Wartość zamówienia",
    city: "Miasto",
    deliveryMethod: "Sposób dostawy",
    store: "Sklep",
    pickupAt: "Termin odbioru",
    paymentMethod: "Metoda płatności",
    note: "Komentarz",
    shopTime: "(czas polski)",
    track: { label: "Śledź zamówienie", note: "Na stronie zamówienia zawsze zobaczysz jego aktualny status." },
    crypto: {
      label: "Płatność w USDT (TRC20)",
      amount: "Kwota",
      address: "Adres",
      payBy: "Zapłać do",
      howTo:
        "Wyślij dokładnie podaną niżej kwotę w USDT w sieci TRON (TRC20) na adres sklepu, jednym przelewem. Rozpoznajemy Twoją płatność właśnie po tej kwocie, więc jej nie zaokrąglaj i upewnij się, że portfel lub giełda nie potrąci z niej swojej prowizji.",
      confirm: (deadline) =>
        `Przelew jest zwykle potwierdzany w ciągu 5–30 minut, a gdy tylko płatność dotrze, wyślemy Ci e-mail. Jeśli płatność nie dotrze do ${deadline}, zamówienie zostanie automatycznie anulowane, a przelew wykonany po tym terminie przepadnie: nie da się go zaliczyć na poczet zamówienia.`,
    },
    online: {
      payBy: (deadline) =>
        `Opłać zamówienie online do ${deadline} – możesz to zrobić na stronie zamówienia (przycisk poniżej). Jeśli do tego czasu płatność nie wpłynie, zamówienie zostanie automatycznie anulowane, a zarezerwowane dla Ciebie produkty wrócą do sprzedaży.`,
      anyTime: "Zamówienie możesz opłacić online na stronie zamówienia (przycisk poniżej).",
      afterPayment: "Gdy tylko płatność wpłynie, potwierdzimy zamówienie i damy Ci znać e-mailem.",
    },
    inStore: "Za zamówienie zapłacisz w sklepie przy odbiorze.",
    idCheck: "Zabierz ze sobą dokument tożsamości: wyroby tytoniowe wydajemy wyłącznie po weryfikacji wieku (18+).",
  },
  ru: {
    delivery: {
      "local-pickup": "Самовывоз из магазина",
      "parcel-locker": "Постамат InPost",
      "post-box": "Абонентский почтовый ящик",
      "weekend-delivery": "Доставка в выходные",
      courier: "Курьер",
    },
    payment: { "in-store": "Оплата в магазине", online: "Онлайн-оплата", crypto: "Криптовалюта (USDT, TRC20)" },
    items: { one: "{n} товар", few: "{n} товара", many: "{n} товаров", other: "{n} товара" },
    caption: "Ваш заказ",
    subtotal: "Стоимость товаров",
    discount: "Скидка",
    deliveryFee: "Доставка",
    total: "Итого",
    free: "Бесплатно",
    orderNumber: "Номер заказа",
    orderTotal: "Сумма заказа",
    city: "Город",
    deliveryMethod: "Способ доставки",
    store: "Магазин",
    pickupAt: "Время получения",
    paymentMethod: "Способ оплаты",
    note: "Комментарий",
    shopTime: "(по польскому времени)",
    track: { label: "Отследить заказ", note: "На странице заказа всегда виден его актуальный статус." },
    crypto: {
      label: "Оплата в USDT (TRC20)",
      amount: "Сумма",
      address: "Адрес",
      payBy: "Оплатить до",
      howTo:
        "Отправьте ровно указанную ниже сумму в USDT в сети TRON (TRC20) на адрес магазина одним переводом. Мы распознаём ваш платёж именно по этой сумме, поэтому не округляйте её и убедитесь, что кошелёк или биржа не вычтут из неё свою комиссию.",
      confirm: (deadline) =>
        `Перевод обычно подтверждается в течение 5–30 минут, и как только платёж поступит, мы пришлём вам письмо. Если оплата не поступит до ${deadline}, заказ будет автоматически отменён, а перевод, сделанный после этого времени, будет потерян: зачесть его в счёт заказа невозможно.`,
    },
    online: {
      payBy: (deadline) =>
        `Пожалуйста, оплатите заказ онлайн до ${deadline} — это можно сделать на странице заказа (кнопка ниже). Если к этому времени оплата не поступит, заказ будет автоматически отменён, а зарезервированные для вас товары вернутся в продажу.`,
      anyTime: "Оплатить заказ онлайн можно на странице заказа (кнопка ниже).",
      afterPayment: "Как только оплата поступит, мы подтвердим заказ и сообщим вам об этом письмом.",
    },
    inStore: "Оплата — в магазине при получении заказа.",
    idCheck: "Возьмите с собой документ, удостоверяющий личность: табачные изделия мы выдаём только после проверки возраста (18+).",
  },
};
