import { type Locale, SHOP_TIME_ZONE } from "@shop/domain";
import type { Template } from "../content";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

// Issue 35: a staff account signed in from a device it had not used before; told in the account's language.
const when = (at: string, locale: Locale) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
    hourCycle: "h23",
  }).format(new Date(at));

export const NEW_DEVICE_SIGN_IN: Template<"new-device-sign-in"> = {
  en: (m, brand) => ({
    subject: `Sign-in from a new device — ${brand}`,
    preheader: "Your staff account was signed in from a device it had not used before.",
    heading: "A sign-in from a new device",
    intro: [
      `Your ${brand} staff account was signed in on ${when(m.at, "en")} from ${m.device}, address ${m.ip}.`,
      "If it was you, there is nothing to do.",
    ],
    outro: ["If it was not you, sign that session out under Security in the back office, change your password at once and tell an admin."],
  }),
  uk: (m, brand) => ({
    subject: `Вхід із нового пристрою — ${brand}`,
    preheader: "У ваш службовий обліковий запис увійшли з пристрою, якого раніше не було.",
    heading: "Вхід із нового пристрою",
    intro: [
      `У ваш службовий обліковий запис ${brand} увійшли ${when(m.at, "uk")} з пристрою ${m.device}, адреса ${m.ip}.`,
      "Якщо це були ви, нічого робити не потрібно.",
    ],
    outro: ["Якщо це були не ви, завершіть цей сеанс у розділі «Безпека» адмінпанелі, негайно змініть пароль і повідомте адміністратора."],
  }),
  pl: (m, brand) => ({
    subject: `Logowanie z nowego urządzenia – ${brand}`,
    preheader: "Na Twoje konto pracownika zalogowano się z urządzenia, którego wcześniej nie używano.",
    heading: "Logowanie z nowego urządzenia",
    intro: [
      `Na Twoje konto pracownika w ${brand} zalogowano się ${when(m.at, "pl")} z urządzenia ${m.device}, adres ${m.ip}.`,
      "Jeśli to Ty, nie musisz nic robić.",
    ],
    outro: ["Jeśli to nie Ty, wyloguj tę sesję w sekcji „Bezpieczeństwo” panelu, od razu zmień hasło i powiadom administratora."],
  }),
  ru: (m, brand) => ({
    subject: `Вход с нового устройства — ${brand}`,
    preheader: "В вашу служебную учётную запись вошли с устройства, которого раньше не было.",
    heading: "Вход с нового устройства",
    intro: [
      `В вашу служебную учётную запись ${brand} вошли ${when(m.at, "ru")} с устройства ${m.device}, адрес ${m.ip}.`,
      "Если это были вы, ничего делать не нужно.",
    ],
    outro: [
      "Если это были не вы, завершите этот сеанс в разделе «Безопасность» панели, немедленно смените пароль и сообщите администратору.",
    ],
  }),
};
