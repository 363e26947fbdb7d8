// Passkeys' texts (issue 35): signing in with one, the second step and step-up with one, adding, listing and removing.
import type { Texts } from "../types";

const en = {
  title: "Passkeys",
  lead: "A passkey signs you in with your fingerprint, face or screen lock instead of a code, and without a password too.",
  none: "No passkeys yet.",
  added: "Added {{date}}",
  lastUsed: "last used {{date}}",
  neverUsed: "never used",
  name: "Passkey name",
  namePlaceholder: "e.g. Work laptop",
  add: "Add a passkey",
  addedNotice: "The passkey was added.",
  remove: "Remove",
  removeLabel: "Remove passkey {{name}}",
  removed: "The passkey was removed.",
  needsScript: "Passkeys need JavaScript and a browser that supports them.",
  signIn: "Sign in with a passkey",
  use: "Use a passkey",
  or: "or",
  failed: "The passkey was not used: the browser cancelled or could not reach it. Please try again.",
};

type PasskeyTexts = Texts<typeof en>;

const uk: PasskeyTexts = {
  title: "Ключі доступу",
  lead: "Ключ доступу дає змогу увійти відбитком пальця, обличчям або блокуванням екрана замість коду, а також без пароля.",
  none: "Ключів доступу ще немає.",
  added: "Додано {{date}}",
  lastUsed: "востаннє використано {{date}}",
  neverUsed: "ще не використовувався",
  name: "Назва ключа",
  namePlaceholder: "напр. Робочий ноутбук",
  add: "Додати ключ доступу",
  addedNotice: "Ключ доступу додано.",
  remove: "Видалити",
  removeLabel: "Видалити ключ доступу {{name}}",
  removed: "Ключ доступу видалено.",
  needsScript: "Для ключів доступу потрібні JavaScript і браузер, що їх підтримує.",
  signIn: "Увійти з ключем доступу",
  use: "Використати ключ доступу",
  or: "або",
  failed: "Ключ доступу не використано: браузер скасував дію або не зміг до нього звернутися. Спробуйте ще раз.",
};

const pl: PasskeyTexts = {
  title: "Klucze dostępu",
  lead: "Klucz dostępu pozwala zalogować się odciskiem palca, twarzą lub blokadą ekranu zamiast kodu, a także bez hasła.",
  none: "Brak kluczy dostępu.",
  added: "Dodano {{date}}",
  lastUsed: "ostatnio użyty {{date}}",
  neverUsed: "jeszcze nieużyty",
  name: "Nazwa klucza",
  namePlaceholder: "np. Laptop służbowy",
  add: "Dodaj klucz dostępu",
  addedNotice: "Klucz dostępu został dodany.",
  remove: "Usuń",
  removeLabel: "Usuń klucz dostępu {{name}}",
  removed: "Klucz dostępu został usunięty.",
  needsScript: "Klucze dostępu wymagają JavaScriptu i przeglądarki, która je obsługuje.",
  signIn: "Zaloguj się kluczem dostępu",
  use: "Użyj klucza dostępu",
  or: "albo",
  failed: "Klucz dostępu nie został użyty: przeglądarka anulowała operację lub nie mogła się z nim połączyć. Spróbuj ponownie.",
};

const ru: PasskeyTexts = {
  title: "Ключи доступа",
  lead: "Ключ доступа позволяет войти отпечатком пальца, лицом или блокировкой экрана вместо кода, а также без пароля.",
  none: "Ключей доступа пока нет.",
  added: "Добавлен {{date}}",
  lastUsed: "последнее использование {{date}}",
  neverUsed: "ещё не использовался",
  name: "Название ключа",
  namePlaceholder: "напр. Рабочий ноутбук",
  add: "Добавить ключ доступа",
  addedNotice: "Ключ доступа добавлен.",
  remove: "Удалить",
  removeLabel: "Удалить ключ доступа {{name}}",
  removed: "Ключ доступа удалён.",
  needsScript: "Для ключей доступа нужны JavaScript и браузер, который их поддерживает.",
  signIn: "Войти с ключом доступа",
  use: "Использовать ключ доступа",
  or: "или",
  failed: "Ключ доступа не использован: браузер отменил действие или не смог к нему обратиться. Попробуйте ещё раз.",
};

export const PASSKEY_TEXTS = { en, uk, pl, ru };
