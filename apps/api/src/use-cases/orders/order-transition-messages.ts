// Why a status change was refused, in every language: the message of ORDER_TRANSITION_REFUSED per refusal
// of the status machine (packages/domain order-status.ts).
import type { Localized, TransitionRefusal } from "@shop/domain";

export const TRANSITION_REFUSAL_MESSAGES: Record<TransitionRefusal, Localized> = {
  "final-status": {
    en: "This order is already completed or canceled.",
    uk: "Це замовлення вже виконане або скасоване.",
    pl: "To zamówienie jest już zrealizowane lub anulowane.",
    ru: "Этот заказ уже выполнен или отменён.",
  },
  "not-a-next-status": {
    en: "The order cannot move to this status from its current one.",
    uk: "Замовлення не може перейти в цей статус із поточного.",
    pl: "Zamówienie nie może przejść do tego statusu z obecnego.",
    ru: "Заказ не может перейти в этот статус из текущего.",
  },
  "wrong-payment-method": {
    en: "This status does not fit the order's payment method.",
    uk: "Цей статус не відповідає способу оплати замовлення.",
    pl: "Ten status nie pasuje do sposobu płatności zamówienia.",
    ru: "Этот статус не подходит к способу оплаты заказа.",
  },
  "wrong-delivery-method": {
    en: "This status does not fit the order's delivery method.",
    uk: "Цей статус не відповідає способу доставки замовлення.",
    pl: "Ten status nie pasuje do sposobu dostawy zamówienia.",
    ru: "Этот статус не подходит к способу доставки заказа.",
  },
  "not-allowed-for-actor": {
    en: "You can't make this change to the order at its current stage.",
    uk: "Ви не можете внести цю зміну на поточному етапі замовлення.",
    pl: "Nie możesz wprowadzić tej zmiany na obecnym etapie zamówienia.",
    ru: "Вы не можете внести это изменение на текущем этапе заказа.",
  },
  "id-check-required": {
    en: "Confirm that you checked the customer's ID (18+) before handing over an order with TPD products.",
    uk: "Підтвердьте, що ви перевірили документ покупця (18+), перш ніж видати замовлення з товарами TPD.",
    pl: "Potwierdź sprawdzenie dokumentu tożsamości klienta (18+) przed wydaniem zamówienia z produktami TPD.",
    ru: "Подтвердите, что вы проверили документ покупателя (18+), прежде чем выдать заказ с товарами TPD.",
  },
  "payment-not-expired": {
    en: "The time to pay for this order has not run out yet.",
    uk: "Час на оплату цього замовлення ще не минув.",
    pl: "Czas na opłacenie tego zamówienia jeszcze nie minął.",
    ru: "Время на оплату этого заказа ещё не истекло.",
  },
};
