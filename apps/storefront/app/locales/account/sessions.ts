// Signed-in devices (issue 35, docs/accounts.md "Sessions"): the cabinet's and the back office's list of the account's
// sessions, each with "sign out", and "sign out everywhere else".
import type { PluralForms, Texts } from "../types";

const en = {
  title: "Signed-in devices",
  lead: "Where your account is signed in now. Sign out a device you do not know, then change your password.",
  device: "Device",
  address: "Address",
  signedIn: "Signed in",
  lastSeen: "Last used",
  thisDevice: "This device",
  unknownDevice: "Unknown device",
  type: { desktop: "computer", mobile: "phone", tablet: "tablet", other: "device" },
  signOut: "Sign out",
  signOutOthers: "Sign out everywhere else",
  onlyThis: "Your account is signed in on this device only.",
  signedOutOne: "That device was signed out.",
  signedOutOthers_one: "{{count}} other device was signed out.",
  signedOutOthers_other: "{{count}} other devices were signed out.",
};

/** With the plural forms uk, pl and ru need (few, many) beside English's one and other. */
type SessionsTexts = Texts<typeof en> & PluralForms;

const uk: SessionsTexts = {
  title: "Пристрої, на яких виконано вхід",
  lead: "Де зараз виконано вхід у ваш обліковий запис. Вийдіть на пристрої, якого не знаєте, і змініть пароль.",
  device: "Пристрій",
  address: "Адреса",
  signedIn: "Вхід виконано",
  lastSeen: "Останнє використання",
  thisDevice: "Цей пристрій",
  unknownDevice: "Невідомий пристрій",
  type: { desktop: "комп'ютер", mobile: "телефон", tablet: "планшет", other: "пристрій" },
  signOut: "Вийти",
  signOutOthers: "Вийти на всіх інших пристроях",
  onlyThis: "Вхід у ваш обліковий запис виконано лише на цьому пристрої.",
  signedOutOne: "На цьому пристрої виконано вихід.",
  signedOutOthers_one: "Виконано вихід на {{count}} іншому пристрої.",
  signedOutOthers_few: "Виконано вихід на {{count}} інших пристроях.",
  signedOutOthers_many: "Виконано вихід на {{count}} інших пристроях.",
  signedOutOthers_other: "Виконано вихід на {{count}} іншого пристрою.",
};

const pl: SessionsTexts = {
  title: "Zalogowane urządzenia",
  lead: "Gdzie Twoje konto jest teraz zalogowane. Wyloguj urządzenie, którego nie znasz, a potem zmień hasło.",
  device: "Urządzenie",
  address: "Adres",
  signedIn: "Zalogowano",
  lastSeen: "Ostatnio używane",
  thisDevice: "To urządzenie",
  unknownDevice: "Nieznane urządzenie",
  type: { desktop: "komputer", mobile: "telefon", tablet: "tablet", other: "urządzenie" },
  signOut: "Wyloguj",
  signOutOthers: "Wyloguj wszędzie indziej",
  onlyThis: "Twoje konto jest zalogowane tylko na tym urządzeniu.",
  signedOutOne: "To urządzenie zostało wylogowane.",
  signedOutOthers_one: "Wylogowano {{count}} inne urządzenie.",
  signedOutOthers_few: "Wylogowano {{count}} inne urządzenia.",
  signedOutOthers_many: "Wylogowano {{count}} innych urządzeń.",
  signedOutOthers_other: "Wylogowano {{count}} innego urządzenia.",
};

const ru: SessionsTexts = {
  title: "Устройства, на которых выполнен вход",
  lead: "Где сейчас выполнен вход в вашу учётную запись. Выйдите на устройстве, которого не знаете, и смените пароль.",
  device: "Устройство",
  address: "Адрес",
  signedIn: "Вход выполнен",
  lastSeen: "Последнее использование",
  thisDevice: "Это устройство",
  unknownDevice: "Неизвестное устройство",
  type: { desktop: "компьютер", mobile: "телефон", tablet: "планшет", other: "устройство" },
  signOut: "Выйти",
  signOutOthers: "Выйти на всех остальных устройствах",
  onlyThis: "Вход в вашу учётную запись выполнен только на этом устройстве.",
  signedOutOne: "На том устройстве выполнен выход.",
  signedOutOthers_one: "Выполнен выход на {{count}} другом устройстве.",
  signedOutOthers_few: "Выполнен выход на {{count}} других устройствах.",
  signedOutOthers_many: "Выполнен выход на {{count}} других устройствах.",
  signedOutOthers_other: "Выполнен выход на {{count}} другого устройства.",
};

export const SESSIONS_TEXTS = { en, uk, pl, ru };
