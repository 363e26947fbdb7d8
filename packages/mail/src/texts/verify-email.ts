import type { Template } from "../content";

export const VERIFY_EMAIL: Template<"verify-email"> = {
  en: ({ link }, brand) => ({
    subject: `Confirm your e-mail address — ${brand}`,
    preheader: "One click and your account is ready.",
    heading: "Confirm your e-mail address",
    intro: [`Thank you for signing up at ${brand}! To finish creating your account, please confirm your e-mail address.`],
    action: { label: "Confirm e-mail", url: link, note: "The link is valid for 24 hours and works only once." },
    outro: [`If you did not sign up at ${brand}, simply ignore this e-mail: the account will not be activated.`],
  }),
  uk: ({ link }, brand) => ({
    subject: `Підтвердьте адресу електронної пошти — ${brand}`,
    preheader: "Один клік — і ваш обліковий запис готовий.",
    heading: "Підтвердьте адресу електронної пошти",
    intro: [
      `Дякуємо за реєстрацію в ${brand}! Щоб завершити створення облікового запису, підтвердьте, будь ласка, свою адресу електронної пошти.`,
    ],
    action: { label: "Підтвердити пошту", url: link, note: "Посилання дійсне протягом 24 годин, і скористатися ним можна лише один раз." },
    outro: [`Якщо ви не реєструвалися в ${brand}, просто проігноруйте цей лист — обліковий запис не буде активовано.`],
  }),
  pl: ({ link }, brand) => ({
    subject: `Potwierdź swój adres e-mail – ${brand}`,
    preheader: "Jedno kliknięcie i Twoje konto jest gotowe.",
    heading: "Potwierdź swój adres e-mail",
    intro: [`Dziękujemy za rejestrację w ${brand}! Aby dokończyć zakładanie konta, potwierdź swój adres e-mail.`],
    action: { label: "Potwierdź adres e-mail", url: link, note: "Link jest ważny przez 24 godziny i można go użyć tylko raz." },
    outro: [`Jeśli konto w ${brand} zostało założone bez Twojej wiedzy, po prostu zignoruj tę wiadomość – nie zostanie ono aktywowane.`],
  }),
  ru: ({ link }, brand) => ({
    subject: `Подтвердите адрес электронной почты — ${brand}`,
    preheader: "Один клик — и ваша учётная запись готова.",
    heading: "Подтвердите адрес электронной почты",
    intro: [
      `Спасибо за регистрацию в ${brand}! Чтобы завершить создание учётной записи, подтвердите, пожалуйста, свой адрес электронной почты.`,
    ],
    action: { label: "Подтвердить почту", url: link, note: "Ссылка действительна 24 часа, воспользоваться ею можно только один раз." },
    outro: [`Если вы не регистрировались в ${brand}, просто проигнорируйте это письмо — учётная запись не будет активирована.`],
  }),
};
