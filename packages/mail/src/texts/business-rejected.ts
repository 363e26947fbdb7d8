import type { Template } from "../content";

export const BUSINESS_REJECTED: Template<"business-rejected"> = {
  en: ({ reason }, brand) => ({
    subject: `About your business account application — ${brand}`,
    preheader: "Your application needs a correction.",
    heading: "We could not approve your application",
    intro: [`Thank you for applying for a business account at ${brand}. Unfortunately, we cannot approve the application as it stands.`],
    highlight: { label: "Reason", value: reason },
    outro: [
      "You can correct the details in your account, under “Business information”, and send the application again.",
      "Your regular account keeps working as before.",
    ],
  }),
  uk: ({ reason }, brand) => ({
    subject: `Щодо вашої заявки на бізнес-акаунт — ${brand}`,
    preheader: "Заявку потрібно виправити.",
    heading: "Ми не змогли схвалити вашу заявку",
    intro: [`Дякуємо за заявку на бізнес-акаунт у ${brand}. На жаль, у такому вигляді ми не можемо її схвалити.`],
    highlight: { label: "Причина", value: reason },
    outro: [
      "Ви можете виправити дані в особистому кабінеті, у розділі «Інформація про бізнес», і надіслати заявку ще раз.",
      "Ваш звичайний акаунт працює, як і раніше.",
    ],
  }),
  pl: ({ reason }, brand) => ({
    subject: `Twój wniosek o konto firmowe – ${brand}`,
    preheader: "Wniosek wymaga poprawienia.",
    heading: "Nie możemy zatwierdzić Twojego wniosku",
    intro: [`Dziękujemy za złożenie wniosku o konto firmowe w ${brand}. Niestety w obecnej postaci nie możemy go zatwierdzić.`],
    highlight: { label: "Powód", value: reason },
    outro: [
      "Możesz poprawić dane w panelu klienta, w sekcji „Informacje o firmie”, i ponownie wysłać wniosek.",
      "Twoje zwykłe konto działa tak jak dotychczas.",
    ],
  }),
  ru: ({ reason }, brand) => ({
    subject: `О вашей заявке на бизнес-аккаунт — ${brand}`,
    preheader: "Заявку нужно исправить.",
    heading: "Мы не смогли одобрить вашу заявку",
    intro: [`Спасибо за заявку на бизнес-аккаунт в ${brand}. К сожалению, в нынешнем виде мы не можем её одобрить.`],
    highlight: { label: "Причина", value: reason },
    outro: [
      "Вы можете исправить данные в личном кабинете, в разделе «Информация о бизнесе», и отправить заявку повторно.",
      "Ваш обычный аккаунт работает как прежде.",
    ],
  }),
};
