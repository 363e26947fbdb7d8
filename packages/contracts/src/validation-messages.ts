// The field messages of forms in every language, without zod (the browser imports them).
import type { Localized } from "@shop/domain";

/** The keys of field messages; their texts in every language are VALIDATION_MESSAGES. */
export const VALIDATION_KEYS = [
  "required",
  "invalidEmail",
  "passwordTooShort",
  "passwordTooLong",
  "passwordTooCommon",
  "passwordsDoNotMatch",
  "mustAcceptTerms",
  "mustBeAdult",
  "invalidPhone",
  "tooLong",
  "invalidPostalIndex",
  "invalidZipCode",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const VALIDATION_MESSAGES: Record<ValidationKey, Localized> = {
  required: { en: "Field is required", uk: "Поле обов'язкове", pl: "Pole jest wymagane", ru: "Поле обязательно" },
  invalidEmail: {
    en: "Enter a valid e-mail address",
    uk: "Введіть правильну адресу e-mail",
    pl: "Podaj poprawny adres e-mail",
    ru: "Введите правильный адрес e-mail",
  },
  passwordTooShort: {
    en: `The password needs at least ${PASSWORD_MIN} characters`,
    uk: `Пароль має містити щонайменше ${PASSWORD_MIN} символів`,
    pl: `Hasło musi mieć co najmniej ${PASSWORD_MIN} znaków`,
    ru: `Пароль должен содержать не менее ${PASSWORD_MIN} символов`,
  },
  passwordTooLong: {
    en: `The password may have at most ${PASSWORD_MAX} characters`,
    uk: `Пароль може містити щонайбільше ${PASSWORD_MAX} символів`,
    pl: `Hasło może mieć najwyżej ${PASSWORD_MAX} znaków`,
    ru: `Пароль может содержать не более ${PASSWORD_MAX} символов`,
  },
  passwordTooCommon: {
    en: "This password is too common; choose another",
    uk: "Цей пароль надто поширений; оберіть інший",
    pl: "To hasło jest zbyt popularne; wybierz inne",
    ru: "Этот пароль слишком распространён; выберите другой",
  },
  passwordsDoNotMatch: { en: "Passwords do not match", uk: "Паролі не збігаються", pl: "Hasła nie są zgodne", ru: "Пароли не совпадают" },
  mustAcceptTerms: {
    en: "Please accept the privacy policy and the terms and conditions",
    uk: "Прийміть політику конфіденційності та умови користування",
    pl: "Zaakceptuj politykę prywatności i regulamin",
    ru: "Примите политику конфиденциальности и условия использования",
  },
  mustBeAdult: {
    en: "You must be 18 or older",
    uk: "Вам має бути 18 років або більше",
    pl: "Musisz mieć ukończone 18 lat",
    ru: "Вам должно быть 18 лет или больше",
  },
  invalidPhone: {
    en: "Enter a phone number with 7 to 15 digits",
    uk: "Введіть номер телефону з 7–15 цифр",
    pl: "Podaj numer telefonu z 7–15 cyframi",
    ru: "Введите номер телефона из 7–15 цифр",
  },
  tooLong: { en: "This is too long", uk: "Це задовго", pl: "To jest za długie", ru: "Это слишком длинно" },
  invalidPostalIndex: {
    en: "Enter a postal code such as 00-001",
    uk: "Введіть поштовий індекс, наприклад 00-001",
    pl: "Podaj kod pocztowy, np. 00-001",
    ru: "Введите почтовый индекс, например 00-001",
  },
  invalidZipCode: {
    en: "Enter a valid zip code",
    uk: "Введіть правильний поштовий індекс",
    pl: "Podaj poprawny kod pocztowy",
    ru: "Введите правильный почтовый индекс",
  },
};
