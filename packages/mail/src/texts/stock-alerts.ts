// "Notify me when back in stock" (issue 18): the visitor's confirmation (double opt-in) and the one e-mail sent
// when the product is in stock again in the city. Both end with the unsubscribe link.
import type { Template } from "../content";

export const STOCK_ALERT_CONFIRM: Template<"stock-alert-confirm"> = {
  en: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Confirm your back-in-stock alert — ${brand}`,
    preheader: `One click and we will tell you when ${productName} is back.`,
    heading: "Confirm your back-in-stock alert",
    intro: [
      `You asked ${brand} to tell you when “${productName}” is in stock again in ${cityName}. Please confirm that this is your address.`,
    ],
    action: { label: "Confirm the alert", url: link, note: "We will write to you once, when the product is back; nothing else." },
    outro: ["If you did not ask for this, simply ignore this e-mail: without confirmation we will not write to you again."],
    unsubscribe: { text: "Changed your mind?", label: "Cancel this alert", url: unsubscribeLink },
  }),
  uk: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Підтвердьте сповіщення про надходження — ${brand}`,
    preheader: `Один клік — і ми повідомимо, коли «${productName}» знову буде в наявності.`,
    heading: "Підтвердьте сповіщення про надходження",
    intro: [
      `Ви попросили ${brand} повідомити, коли «${productName}» знову з’явиться в наявності в місті ${cityName}. Підтвердьте, будь ласка, що це ваша адреса.`,
    ],
    action: { label: "Підтвердити сповіщення", url: link, note: "Ми напишемо вам один раз, коли товар з’явиться, і більше нічого." },
    outro: ["Якщо ви цього не просили, просто проігноруйте цей лист: без підтвердження ми більше не напишемо."],
    unsubscribe: { text: "Передумали?", label: "Скасувати сповіщення", url: unsubscribeLink },
  }),
  pl: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Potwierdź powiadomienie o dostępności – ${brand}`,
    preheader: `Jedno kliknięcie i damy znać, gdy „${productName}” wróci.`,
    heading: "Potwierdź powiadomienie o dostępności",
    intro: [
      `Poproszono ${brand} o wiadomość, gdy „${productName}” znów będzie dostępny w mieście ${cityName}. Potwierdź, że to Twój adres.`,
    ],
    action: { label: "Potwierdź powiadomienie", url: link, note: "Napiszemy tylko raz, gdy produkt wróci – nic więcej." },
    outro: ["Jeśli to nie Ty, po prostu zignoruj tę wiadomość: bez potwierdzenia nie napiszemy ponownie."],
    unsubscribe: { text: "Zmiana planów?", label: "Anuluj powiadomienie", url: unsubscribeLink },
  }),
  ru: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Подтвердите уведомление о поступлении — ${brand}`,
    preheader: `Один клик — и мы сообщим, когда «${productName}» снова будет в наличии.`,
    heading: "Подтвердите уведомление о поступлении",
    intro: [
      `Вы попросили ${brand} сообщить, когда «${productName}» снова появится в наличии в городе ${cityName}. Подтвердите, пожалуйста, что это ваш адрес.`,
    ],
    action: { label: "Подтвердить уведомление", url: link, note: "Мы напишем вам один раз, когда товар появится, и больше ничего." },
    outro: ["Если вы этого не просили, просто проигнорируйте письмо: без подтверждения мы больше не напишем."],
    unsubscribe: { text: "Передумали?", label: "Отменить уведомление", url: unsubscribeLink },
  }),
};

export const BACK_IN_STOCK: Template<"back-in-stock"> = {
  en: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Back in stock: ${productName} — ${brand}`,
    preheader: `${productName} is available again in ${cityName}.`,
    heading: "Back in stock",
    intro: [`Good news: “${productName}” is in stock again in ${cityName}. Stock is limited, so do not wait too long.`],
    action: {
      label: "See the product",
      url: link,
      note: "This was your one alert for this product; ask again on its page for the next time.",
    },
    outro: [],
    unsubscribe: { text: "Do not want us to keep your address?", label: "Remove it", url: unsubscribeLink },
  }),
  uk: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Знову в наявності: ${productName} — ${brand}`,
    preheader: `«${productName}» знову можна купити в місті ${cityName}.`,
    heading: "Знову в наявності",
    intro: [`Гарна новина: «${productName}» знову в наявності в місті ${cityName}. Кількість обмежена, тож не відкладайте.`],
    action: {
      label: "Переглянути товар",
      url: link,
      note: "Це було ваше єдине сповіщення про цей товар; наступного разу попросіть знову на його сторінці.",
    },
    outro: [],
    unsubscribe: { text: "Не хочете, щоб ми зберігали вашу адресу?", label: "Видалити її", url: unsubscribeLink },
  }),
  pl: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Znów dostępny: ${productName} – ${brand}`,
    preheader: `„${productName}” jest znów dostępny w mieście ${cityName}.`,
    heading: "Znów dostępny",
    intro: [`Dobra wiadomość: „${productName}” jest znów dostępny w mieście ${cityName}. Zapas jest ograniczony, więc nie zwlekaj.`],
    action: {
      label: "Zobacz produkt",
      url: link,
      note: "To było jedyne powiadomienie o tym produkcie; na następny raz poproś ponownie na jego stronie.",
    },
    outro: [],
    unsubscribe: { text: "Nie chcesz, żebyśmy przechowywali Twój adres?", label: "Usuń go", url: unsubscribeLink },
  }),
  ru: ({ link, unsubscribeLink, productName, cityName }, brand) => ({
    subject: `Снова в наличии: ${productName} — ${brand}`,
    preheader: `«${productName}» снова можно купить в городе ${cityName}.`,
    heading: "Снова в наличии",
    intro: [`Хорошая новость: «${productName}» снова в наличии в городе ${cityName}. Количество ограничено, так что не откладывайте.`],
    action: {
      label: "Посмотреть товар",
      url: link,
      note: "Это было ваше единственное уведомление об этом товаре; в следующий раз попросите снова на его странице.",
    },
    outro: [],
    unsubscribe: { text: "Не хотите, чтобы мы хранили ваш адрес?", label: "Удалить его", url: unsubscribeLink },
  }),
};
