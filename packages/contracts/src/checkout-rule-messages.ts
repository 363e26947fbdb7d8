// The message of each checkout rule (decisions.md "Prices and rules": the server enforces every rule, the
// client explains it before the customer hits it, in the same words).

import type { Localized } from "@shop/domain";
import type { CheckoutRefusalCode } from "./orders";

export const CHECKOUT_RULE_MESSAGES: Record<CheckoutRefusalCode, Localized> = {
  "tpd-not-orderable": {
    en: "This shop cannot sell products under the Tobacco Products Directive to retail customers: they can only be picked up and paid for in a store. Remove them from the cart, or order with an approved business account.",
    uk: "Цей магазин не може продавати роздрібним покупцям товари, на які поширюється Директива про тютюнові вироби: їх можна лише забрати й оплатити в магазині. Видаліть їх із кошика або оформіть замовлення з підтвердженого бізнес-акаунта.",
    pl: "Ten sklep nie może sprzedawać klientom detalicznym produktów objętych dyrektywą tytoniową: można je wyłącznie odebrać i opłacić w sklepie. Usuń je z koszyka albo złóż zamówienie z zatwierdzonego konta firmowego.",
    ru: "Этот магазин не может продавать розничным покупателям товары, на которые распространяется Директива о табачных изделиях: их можно только забрать и оплатить в магазине. Удалите их из корзины или оформите заказ с одобренного бизнес-аккаунта.",
  },
  "tpd-pickup-only": {
    en: "Products under the Tobacco Products Directive can only be picked up in a store and paid for there, unless you have an approved business account.",
    uk: "Товари, на які поширюється Директива про тютюнові вироби, можна лише забрати в магазині й оплатити там, якщо у вас немає підтвердженого бізнес-акаунта.",
    pl: "Produkty objęte dyrektywą tytoniową można wyłącznie odebrać w sklepie i tam za nie zapłacić, chyba że masz zatwierdzone konto firmowe.",
    ru: "Товары, на которые распространяется Директива о табачных изделиях, можно только забрать в магазине и оплатить там, если у вас нет одобренного бизнес-аккаунта.",
  },
  "tpd-in-store-payment-only": {
    en: "Products under the Tobacco Products Directive can only be paid for in the store when you pick them up, unless you have an approved business account.",
    uk: "Товари, на які поширюється Директива про тютюнові вироби, можна оплатити лише в магазині під час самовивозу, якщо у вас немає підтвердженого бізнес-акаунта.",
    pl: "Za produkty objęte dyrektywą tytoniową można zapłacić wyłącznie w sklepie przy odbiorze, chyba że masz zatwierdzone konto firmowe.",
    ru: "Товары, на которые распространяется Директива о табачных изделиях, можно оплатить только в магазине при самовывозе, если у вас нет одобренного бизнес-аккаунта.",
  },
  "pickup-unavailable": {
    en: "Pickup in a store is not available in this shop. Please choose a delivery.",
    uk: "Самовивіз із магазину тут недоступний. Оберіть доставку.",
    pl: "Odbiór w sklepie nie jest tu dostępny. Wybierz dostawę.",
    ru: "Самовывоз из магазина здесь недоступен. Выберите доставку.",
  },
  "in-store-payment-unavailable": {
    en: "Payment in a store is not available in this shop. Please pay online or in crypto.",
    uk: "Оплата в магазині тут недоступна. Оплатіть онлайн або криптовалютою.",
    pl: "Płatność w sklepie nie jest tu dostępna. Zapłać online lub kryptowalutą.",
    ru: "Оплата в магазине здесь недоступна. Оплатите онлайн или криптовалютой.",
  },
  "in-store-payment-needs-pickup": {
    en: "Payment in the store is only possible when you pick the order up there. Please choose pickup in a store, or another payment.",
    uk: "Оплатити в магазині можна лише тоді, коли ви забираєте замовлення там. Оберіть самовивіз із магазину або інший спосіб оплати.",
    pl: "Zapłacić w sklepie można tylko wtedy, gdy odbierasz tam zamówienie. Wybierz odbiór w sklepie albo inny sposób płatności.",
    ru: "Оплатить в магазине можно только тогда, когда вы забираете заказ там. Выберите самовывоз из магазина или другой способ оплаты.",
  },
};
