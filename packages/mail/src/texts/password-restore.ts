import type { Template } from "../content";

export const PASSWORD_RESTORE: Template<"password-restore"> = {
  en: ({ link }, brand) => ({
    subject: `Reset your password — ${brand}`,
    preheader: "Choose a new password for your account.",
    heading: "Reset your password",
    intro: [`We received a request to reset the password of your ${brand} account. Click the button below to choose a new one.`],
    action: { label: "Choose a new password", url: link, note: "The link is valid for 1 hour and works only once." },
    outro: ["If you did not ask to reset your password, ignore this e-mail: your password stays the same."],
  }),
  uk: ({ link }, brand) => ({
    subject: `Відновлення пароля — ${brand}`,
    preheader: "Задайте новий пароль до свого облікового запису.",
    heading: "Відновлення пароля",
    intro: [
      `Ми отримали запит на відновлення пароля до вашого облікового запису в ${brand}. Натисніть кнопку нижче, щоб задати новий пароль.`,
    ],
    action: {
      label: "Задати новий пароль",
      url: link,
      note: "Посилання дійсне протягом однієї години, і скористатися ним можна лише один раз.",
    },
    outro: ["Якщо ви не надсилали такого запиту, просто проігноруйте цей лист — ваш пароль залишиться без змін."],
  }),
  pl: ({ link }, brand) => ({
    subject: `Resetowanie hasła – ${brand}`,
    preheader: "Ustaw nowe hasło do swojego konta.",
    heading: "Ustaw nowe hasło",
    intro: [`Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w ${brand}. Kliknij przycisk poniżej, aby ustawić nowe hasło.`],
    action: { label: "Ustaw nowe hasło", url: link, note: "Link jest ważny przez godzinę i można go użyć tylko raz." },
    outro: ["Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian."],
  }),
  ru: ({ link }, brand) => ({
    subject: `Восстановление пароля — ${brand}`,
    preheader: "Задайте новый пароль для своей учётной записи.",
    heading: "Восстановление пароля",
    intro: [
      `Мы получили запрос на восстановление пароля к вашей учётной записи в ${brand}. Нажмите кнопку ниже, чтобы задать новый пароль.`,
    ],
    action: {
      label: "Задать новый пароль",
      url: link,
      note: "Ссылка действительна в течение часа, воспользоваться ею можно только один раз.",
    },
    outro: ["Если вы не отправляли такой запрос, просто проигнорируйте это письмо — ваш пароль останется прежним."],
  }),
};
