// The one e-mail asking for a review some days after an order was completed (issue 38): each product of the order
// links to its review form; the footer's link stops these e-mails with one click.
import type { Template } from "../content";

export const REVIEW_REQUEST: Template<"review-request"> = {
  en: ({ orderId, products, unsubscribeLink }, brand) => ({
    subject: `How did you like your order? — ${brand}`,
    preheader: "A few words help other customers choose.",
    heading: "How did you like your order?",
    intro: [
      `Your order ${orderId} was completed a few days ago. Would you tell other customers what you think of what you bought? Only customers who bought a product can review it, and our staff read every review before it is shown.`,
    ],
    facts: products.map((product) => ({ label: product.name, value: "Write a review", url: product.link })),
    outro: ["This is the only e-mail about this order's reviews."],
    unsubscribe: { text: "Do not want these e-mails?", label: "Stop asking me for reviews", url: unsubscribeLink },
  }),
  uk: ({ orderId, products, unsubscribeLink }, brand) => ({
    subject: `Як вам ваше замовлення? — ${brand}`,
    preheader: "Кілька слів допоможуть іншим покупцям обрати.",
    heading: "Як вам ваше замовлення?",
    intro: [
      `Ваше замовлення ${orderId} виконано кілька днів тому. Розкажете іншим покупцям, що думаєте про покупку? Відгук можуть залишити лише покупці товару, і наші працівники читають кожен відгук, перш ніж його показати.`,
    ],
    facts: products.map((product) => ({ label: product.name, value: "Написати відгук", url: product.link })),
    outro: ["Це єдиний лист про відгуки до цього замовлення."],
    unsubscribe: { text: "Не хочете таких листів?", label: "Не просити мене про відгуки", url: unsubscribeLink },
  }),
  pl: ({ orderId, products, unsubscribeLink }, brand) => ({
    subject: `Jak Ci się podoba zamówienie? – ${brand}`,
    preheader: "Kilka słów pomoże innym klientom wybrać.",
    heading: "Jak Ci się podoba zamówienie?",
    intro: [
      `Twoje zamówienie ${orderId} zostało zrealizowane kilka dni temu. Czy opowiesz innym klientom, co myślisz o zakupie? Opinie mogą wystawiać tylko osoby, które kupiły produkt, a nasi pracownicy czytają każdą opinię, zanim ją pokażemy.`,
    ],
    facts: products.map((product) => ({ label: product.name, value: "Napisz opinię", url: product.link })),
    outro: ["To jedyna wiadomość o opiniach do tego zamówienia."],
    unsubscribe: { text: "Nie chcesz takich wiadomości?", label: "Nie proś mnie o opinie", url: unsubscribeLink },
  }),
  ru: ({ orderId, products, unsubscribeLink }, brand) => ({
    subject: `Как вам ваш заказ? — ${brand}`,
    preheader: "Несколько слов помогут другим покупателям выбрать.",
    heading: "Как вам ваш заказ?",
    intro: [
      `Ваш заказ ${orderId} выполнен несколько дней назад. Расскажете другим покупателям, что думаете о покупке? Отзыв могут оставить только покупатели товара, и наши сотрудники читают каждый отзыв, прежде чем его показать.`,
    ],
    facts: products.map((product) => ({ label: product.name, value: "Написать отзыв", url: product.link })),
    outro: ["Это единственное письмо об отзывах к этому заказу."],
    unsubscribe: { text: "Не хотите таких писем?", label: "Не просить меня об отзывах", url: unsubscribeLink },
  }),
};
