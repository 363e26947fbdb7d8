import type { CommonTemplate } from "../content";

const named = (hello: string) => (firstName: string) => (firstName.trim() ? `${hello}, ${firstName.trim()}!` : `${hello}!`);

export const COMMON: CommonTemplate = {
  en: {
    greeting: named("Hello"),
    linkFallback: "If the button does not work, copy this link into your browser:",
    signoff: (brand) => ["Best regards,", `The ${brand} team`],
    contacts: "Questions? Write to us at {email} or call {phone}.",
    automatic: "This message was sent automatically.",
  },
  uk: {
    greeting: named("Вітаємо"),
    linkFallback: "Якщо кнопка не працює, скопіюйте це посилання в адресний рядок браузера:",
    signoff: (brand) => ["З повагою,", `команда ${brand}`],
    contacts: "Маєте запитання? Пишіть нам на {email} або телефонуйте: {phone}.",
    automatic: "Цей лист надіслано автоматично.",
  },
  pl: {
    greeting: named("Dzień dobry"),
    linkFallback: "Jeśli przycisk nie działa, skopiuj ten link i wklej go w pasku adresu przeglądarki:",
    signoff: (brand) => ["Pozdrawiamy,", `zespół ${brand}`],
    contacts: "Masz pytania? Napisz do nas na adres {email} lub zadzwoń: {phone}.",
    automatic: "Ta wiadomość została wysłana automatycznie.",
  },
  ru: {
    greeting: named("Здравствуйте"),
    linkFallback: "Если кнопка не работает, скопируйте эту ссылку в адресную строку браузера:",
    signoff: (brand) => ["С уважением,", `команда ${brand}`],
    contacts: "Есть вопросы? Пишите нам на {email} или звоните: {phone}.",
    automatic: "Это письмо отправлено автоматически.",
  },
};
