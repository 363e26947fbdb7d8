import type { Template } from "../content";

// Issue 35: an admin removed every second factor of the account (the owner lost them); told in the account's language.
export const SECOND_FACTOR_REMOVED: Template<"second-factor-removed"> = {
  en: (_message, brand) => ({
    subject: `Two-step sign-in was switched off — ${brand}`,
    preheader: "The shop removed the second factor of your account.",
    heading: "Your second factor was removed",
    intro: [
      `At your request, the shop's staff removed the authenticator app and recovery codes of your ${brand} account.`,
      "You now sign in with your password alone. You can switch two-step sign-in on again in your account.",
    ],
    outro: ["If you did not ask for this, change your password at once and contact the shop."],
  }),
  uk: (_message, brand) => ({
    subject: `Двоетапний вхід вимкнено — ${brand}`,
    preheader: "Магазин видалив другий фактор вашого облікового запису.",
    heading: "Ваш другий фактор видалено",
    intro: [
      `На ваше прохання працівники магазину видалили застосунок-автентифікатор і коди відновлення вашого облікового запису ${brand}.`,
      "Тепер ви входите лише з паролем. Двоетапний вхід можна знову ввімкнути в особистому кабінеті.",
    ],
    outro: ["Якщо ви цього не просили, негайно змініть пароль і зверніться до магазину."],
  }),
  pl: (_message, brand) => ({
    subject: `Logowanie dwuetapowe zostało wyłączone – ${brand}`,
    preheader: "Sklep usunął drugi składnik Twojego konta.",
    heading: "Twój drugi składnik został usunięty",
    intro: [
      `Na Twoją prośbę pracownicy sklepu usunęli aplikację uwierzytelniającą i kody odzyskiwania Twojego konta w ${brand}.`,
      "Teraz logujesz się samym hasłem. Logowanie dwuetapowe możesz ponownie włączyć na swoim koncie.",
    ],
    outro: ["Jeśli to nie Ty o to prosiłeś, od razu zmień hasło i skontaktuj się ze sklepem."],
  }),
  ru: (_message, brand) => ({
    subject: `Двухэтапный вход отключён — ${brand}`,
    preheader: "Магазин удалил второй фактор вашей учётной записи.",
    heading: "Ваш второй фактор удалён",
    intro: [
      `По вашей просьбе сотрудники магазина удалили приложение-аутентификатор и коды восстановления вашей учётной записи ${brand}.`,
      "Теперь вы входите только с паролем. Двухэтапный вход можно снова включить в личном кабинете.",
    ],
    outro: ["Если вы этого не просили, немедленно смените пароль и свяжитесь с магазином."],
  }),
};
