// What the API says about a transfer between stores (issue 33; docs/inventory.md "Transfers"), in every language:
// a step its status does not allow, a step that belongs to the other store, products the receiving city does not
// sell, a receipt's problems by line ("Line 2: say why 3 units did not arrive.").
import type { Locale, Localized, ReceiptProblem, TransferRefusal } from "@shop/domain";
import { localized, type PluralForms, plural } from "./messages";

const en = {
  line: "Line",
  sameStore: "Choose another store to send to: a transfer goes from one store to another.",
  noStore: "There is no such store.",
  refusals: {
    shipped: "This transfer was shipped already: it can only be received now.",
    received: "This transfer was received already.",
    canceled: "This transfer was canceled.",
    notShipped: "This transfer has not been shipped: there is nothing to receive yet.",
    notReceived: "This transfer has not been received: a discrepancy is settled after the receipt.",
  } satisfies Record<TransferRefusal, string>,
  changedMeanwhile: "Someone changed this transfer meanwhile: look at it again, then save or ship it.",
  notSender: "Only the sending store's staff (its city's manager or an admin) edit, ship or cancel a transfer.",
  notReceiver: "Only the receiving store's staff (its city's manager or an admin) receive a transfer and settle its discrepancies.",
  destinationLacks: ({ city, names }: { city: string; names: string }) =>
    `${city} does not sell ${names}: add them to its offers, or take them off the transfer, before shipping.`,
  noLongerOffered: ({ city, names }: { city: string; names: string }) =>
    `${city} no longer sells ${names}: add them to its offers again, then receive (the units stay in transit meanwhile).`,
  missing: "say how many units arrived.",
  badReceived: ({ max }: { max: number }) => `the units received must be a whole number from 0 to ${max}.`,
  reasonRequired: { one: "say why {n} unit did not arrive.", other: "say why {n} units did not arrive." } as PluralForms,
  notOnTransfer: ({ id }: { id: number }) => `Product #${id} is not on this transfer.`,
  twice: ({ id }: { id: number }) => `Product #${id} is given twice.`,
  noDiscrepancy: ({ name }: { name: string }) => `All units of “${name}” arrived: there is nothing to settle.`,
  resolved: ({ name }: { name: string }) => `The discrepancy of “${name}” was settled already.`,
};
export type TransferMessages = typeof en;

const uk: TransferMessages = {
  line: "Рядок",
  sameStore: "Оберіть інший магазин-отримувач: переміщення йде з одного магазину до іншого.",
  noStore: "Такого магазину немає.",
  refusals: {
    shipped: "Це переміщення вже відправлено: тепер його можна лише прийняти.",
    received: "Це переміщення вже прийнято.",
    canceled: "Це переміщення скасовано.",
    notShipped: "Це переміщення ще не відправлено: приймати поки нічого.",
    notReceived: "Це переміщення ще не прийнято: розбіжність врегульовують після приймання.",
  },
  changedMeanwhile: "Хтось тим часом змінив це переміщення: перегляньте його ще раз, тоді збережіть або відправте.",
  notSender:
    "Редагують, відправляють і скасовують переміщення лише працівники магазину-відправника (менеджер його міста або адміністратор).",
  notReceiver:
    "Приймають переміщення й врегульовують розбіжності лише працівники магазину-отримувача (менеджер його міста або адміністратор).",
  destinationLacks: ({ city, names }) =>
    `Місто ${city} не продає ${names}: додайте їх до пропозицій міста або приберіть із переміщення, перш ніж відправляти.`,
  noLongerOffered: ({ city, names }) =>
    `Місто ${city} більше не продає ${names}: знову додайте їх до пропозицій міста, тоді приймайте (доти одиниці в дорозі).`,
  missing: "вкажіть, скільки одиниць прибуло.",
  badReceived: ({ max }) => `прийнята кількість має бути цілим числом від 0 до ${max}.`,
  reasonRequired: {
    one: "вкажіть, чому не прибула {n} одиниця.",
    few: "вкажіть, чому не прибули {n} одиниці.",
    many: "вкажіть, чому не прибуло {n} одиниць.",
    other: "вкажіть, чому не прибуло {n} одиниці.",
  },
  notOnTransfer: ({ id }) => `Товару #${id} немає в цьому переміщенні.`,
  twice: ({ id }) => `Товар #${id} вказано двічі.`,
  noDiscrepancy: ({ name }) => `Усі одиниці «${name}» прибули: врегульовувати нічого.`,
  resolved: ({ name }) => `Розбіжність щодо «${name}» уже врегульовано.`,
};

const pl: TransferMessages = {
  line: "Wiersz",
  sameStore: "Wybierz inny sklep docelowy: przesunięcie idzie z jednego sklepu do drugiego.",
  noStore: "Nie ma takiego sklepu.",
  refusals: {
    shipped: "To przesunięcie zostało już wysłane: teraz można je tylko przyjąć.",
    received: "To przesunięcie zostało już przyjęte.",
    canceled: "To przesunięcie zostało anulowane.",
    notShipped: "To przesunięcie nie zostało wysłane: nie ma jeszcze czego przyjmować.",
    notReceived: "To przesunięcie nie zostało przyjęte: rozbieżność rozlicza się po przyjęciu.",
  },
  changedMeanwhile: "Ktoś w międzyczasie zmienił to przesunięcie: obejrzyj je jeszcze raz, potem zapisz lub wyślij.",
  notSender: "Przesunięcie edytuje, wysyła i anuluje tylko personel sklepu wysyłającego (kierownik jego miasta lub administrator).",
  notReceiver:
    "Przesunięcie przyjmuje i rozlicza jego rozbieżności tylko personel sklepu docelowego (kierownik jego miasta lub administrator).",
  destinationLacks: ({ city, names }) =>
    `Miasto ${city} nie sprzedaje: ${names}. Dodaj je do ofert miasta albo usuń z przesunięcia przed wysłaniem.`,
  noLongerOffered: ({ city, names }) =>
    `Miasto ${city} już nie sprzedaje: ${names}. Dodaj je ponownie do ofert miasta, potem przyjmij (do tego czasu sztuki są w drodze).`,
  missing: "podaj, ile sztuk dotarło.",
  badReceived: ({ max }) => `przyjęta ilość musi być liczbą całkowitą od 0 do ${max}.`,
  reasonRequired: {
    one: "podaj, dlaczego nie dotarła {n} sztuka.",
    few: "podaj, dlaczego nie dotarły {n} sztuki.",
    many: "podaj, dlaczego nie dotarło {n} sztuk.",
    other: "podaj, dlaczego nie dotarło {n} sztuki.",
  },
  notOnTransfer: ({ id }) => `Produktu #${id} nie ma w tym przesunięciu.`,
  twice: ({ id }) => `Produkt #${id} podano dwa razy.`,
  noDiscrepancy: ({ name }) => `Wszystkie sztuki „${name}” dotarły: nie ma czego rozliczać.`,
  resolved: ({ name }) => `Rozbieżność dotycząca „${name}” została już rozliczona.`,
};

const ru: TransferMessages = {
  line: "Строка",
  sameStore: "Выберите другой магазин-получатель: перемещение идёт из одного магазина в другой.",
  noStore: "Такого магазина нет.",
  refusals: {
    shipped: "Это перемещение уже отправлено: теперь его можно только принять.",
    received: "Это перемещение уже принято.",
    canceled: "Это перемещение отменено.",
    notShipped: "Это перемещение ещё не отправлено: принимать пока нечего.",
    notReceived: "Это перемещение ещё не принято: расхождение урегулируют после приёмки.",
  },
  changedMeanwhile: "Кто-то тем временем изменил это перемещение: посмотрите его ещё раз, затем сохраните или отправьте.",
  notSender:
    "Редактируют, отправляют и отменяют перемещение только сотрудники магазина-отправителя (менеджер его города или администратор).",
  notReceiver:
    "Принимают перемещение и урегулируют расхождения только сотрудники магазина-получателя (менеджер его города или администратор).",
  destinationLacks: ({ city, names }) =>
    `Город ${city} не продаёт ${names}: добавьте их в предложения города или уберите из перемещения, прежде чем отправлять.`,
  noLongerOffered: ({ city, names }) =>
    `Город ${city} больше не продаёт ${names}: снова добавьте их в предложения города, затем принимайте (до тех пор единицы в пути).`,
  missing: "укажите, сколько единиц прибыло.",
  badReceived: ({ max }) => `принятое количество должно быть целым числом от 0 до ${max}.`,
  reasonRequired: {
    one: "укажите, почему не прибыла {n} единица.",
    few: "укажите, почему не прибыли {n} единицы.",
    many: "укажите, почему не прибыло {n} единиц.",
    other: "укажите, почему не прибыло {n} единицы.",
  },
  notOnTransfer: ({ id }) => `Товара #${id} нет в этом перемещении.`,
  twice: ({ id }) => `Товар #${id} указан дважды.`,
  noDiscrepancy: ({ name }) => `Все единицы «${name}» прибыли: урегулировать нечего.`,
  resolved: ({ name }) => `Расхождение по «${name}» уже урегулировано.`,
};

export const TRANSFER_MESSAGES: Localized<TransferMessages> = { en, uk, pl, ru };

/** Every language's text of one message. */
export const transferTexts = (pick: (m: TransferMessages, locale: Locale) => string): Localized => localized(TRANSFER_MESSAGES, pick);

/** Product names as a message lists them: “A”, “B” (quotes of the language). */
export const quotedNames = (locale: Locale, names: readonly string[]): string =>
  names.map((name) => (locale === "en" ? `“${name}”` : locale === "pl" ? `„${name}”` : `«${name}»`)).join(", ");

/** A receipt's problem as an issue's message ("Line 2: …", or about the whole receipt). */
export function receiptProblemMessage(locale: Locale, problem: ReceiptProblem): string {
  const m = TRANSFER_MESSAGES[locale];
  switch (problem.problem) {
    case "notOnTransfer":
      return m.notOnTransfer({ id: problem.productId });
    case "twice":
      return m.twice({ id: problem.productId });
    case "missing":
      return `${m.line} ${problem.line}: ${m.missing}`;
    case "badReceived":
      return `${m.line} ${problem.line}: ${m.badReceived(problem)}`;
    case "reasonRequired":
      return `${m.line} ${problem.line}: ${plural(locale, m.reasonRequired, problem.missing)}`;
  }
}
