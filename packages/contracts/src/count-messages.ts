// What the API says about a stock count (issue 33; docs/inventory.md "Stock counts"), in every language: a second
// open count, a count no longer open, a product outside the count's category, a negative or impossible count.
// Lines' other problems (an unknown code, a bundle, a product the city does not sell) are stock-line-messages.ts's.
import type { Locale, Localized } from "@shop/domain";

const en = {
  openExists: ({ id, store }: { id: number; store: string }) =>
    `${store} already has an open count (No. ${id}): finish or cancel it before starting another.`,
  applied: ({ id }: { id: number }) => `Count No. ${id} has been applied: nothing can be counted in it or changed any more.`,
  canceled: ({ id }: { id: number }) => `Count No. ${id} was canceled: it can no longer be counted or applied.`,
  cancelApplied: ({ id }: { id: number }) =>
    `Count No. ${id} has been applied and cannot be canceled: put a mistake right with a new count.`,
  noCategory: "There is no such category.",
  nothingToCount: ({ city }: { city: string }) => `No product of this scope is sold in ${city}: there is nothing to count.`,
  outsideCategory: ({ name, category }: { name: string; category: string }) =>
    `“${name}” is not in ${category}, the category of this count: count it in a count of all products or of its own category.`,
  negative: ({ name, quantity }: { name: string; quantity: number }) =>
    `the counted units of “${name}” cannot be negative (${quantity}): type 0 when there are none.`,
  tooMany: ({ name, max }: { name: string; max: number }) => `the counted units of “${name}” must be a whole number from 0 to ${max}.`,
  badEan: ({ code }: { code: string }) => `“${code}” is not a valid EAN: its check digit is wrong. Scan it again or type it.`,
};
export type CountMessages = typeof en;

const uk: CountMessages = {
  openExists: ({ id, store }) =>
    `У магазині ${store} уже є відкрита інвентаризація (№ ${id}): завершіть або скасуйте її, перш ніж почати іншу.`,
  applied: ({ id }) => `Інвентаризацію № ${id} застосовано: у ній більше нічого не можна рахувати чи змінювати.`,
  canceled: ({ id }) => `Інвентаризацію № ${id} скасовано: її більше не можна рахувати чи застосувати.`,
  cancelApplied: ({ id }) => `Інвентаризацію № ${id} застосовано, її не можна скасувати: виправте помилку новою інвентаризацією.`,
  noCategory: "Такої категорії немає.",
  nothingToCount: ({ city }) => `У місті ${city} не продається жоден товар цього обсягу: рахувати нічого.`,
  outsideCategory: ({ name, category }) =>
    `«${name}» не належить до категорії ${category} цієї інвентаризації: порахуйте його в інвентаризації всіх товарів або його категорії.`,
  negative: ({ name, quantity }) => `пораховане число одиниць «${name}» не може бути від’ємним (${quantity}): введіть 0, якщо їх немає.`,
  tooMany: ({ name, max }) => `пораховане число одиниць «${name}» має бути цілим числом від 0 до ${max}.`,
  badEan: ({ code }) => `«${code}» — не дійсний EAN: неправильна контрольна цифра. Відскануйте його ще раз або введіть.`,
};

const pl: CountMessages = {
  openExists: ({ id, store }) =>
    `Sklep ${store} ma już otwartą inwentaryzację (nr ${id}): zakończ ją lub anuluj, zanim zaczniesz następną.`,
  applied: ({ id }) => `Inwentaryzacja nr ${id} została zastosowana: nie można w niej już niczego liczyć ani zmieniać.`,
  canceled: ({ id }) => `Inwentaryzacja nr ${id} została anulowana: nie można jej już liczyć ani zastosować.`,
  cancelApplied: ({ id }) => `Inwentaryzacja nr ${id} została zastosowana i nie można jej anulować: błąd popraw nową inwentaryzacją.`,
  noCategory: "Nie ma takiej kategorii.",
  nothingToCount: ({ city }) => `W mieście ${city} nie jest sprzedawany żaden produkt z tego zakresu: nie ma czego liczyć.`,
  outsideCategory: ({ name, category }) =>
    `„${name}” nie należy do kategorii ${category} tej inwentaryzacji: policz go w inwentaryzacji wszystkich produktów lub jego kategorii.`,
  negative: ({ name, quantity }) => `policzona liczba sztuk „${name}” nie może być ujemna (${quantity}): wpisz 0, gdy ich nie ma.`,
  tooMany: ({ name, max }) => `policzona liczba sztuk „${name}” musi być liczbą całkowitą od 0 do ${max}.`,
  badEan: ({ code }) => `„${code}” nie jest poprawnym EAN: cyfra kontrolna się nie zgadza. Zeskanuj go jeszcze raz lub wpisz.`,
};

const ru: CountMessages = {
  openExists: ({ id, store }) =>
    `В магазине ${store} уже есть открытая инвентаризация (№ ${id}): завершите или отмените её, прежде чем начать другую.`,
  applied: ({ id }) => `Инвентаризация № ${id} применена: в ней больше ничего нельзя считать или менять.`,
  canceled: ({ id }) => `Инвентаризация № ${id} отменена: её больше нельзя считать или применить.`,
  cancelApplied: ({ id }) => `Инвентаризация № ${id} применена, её нельзя отменить: исправьте ошибку новой инвентаризацией.`,
  noCategory: "Такой категории нет.",
  nothingToCount: ({ city }) => `В городе ${city} не продаётся ни один товар этого объёма: считать нечего.`,
  outsideCategory: ({ name, category }) =>
    `«${name}» не входит в категорию ${category} этой инвентаризации: посчитайте его в инвентаризации всех товаров или его категории.`,
  negative: ({ name, quantity }) => `посчитанное число единиц «${name}» не может быть отрицательным (${quantity}): введите 0, если их нет.`,
  tooMany: ({ name, max }) => `посчитанное число единиц «${name}» должно быть целым числом от 0 до ${max}.`,
  badEan: ({ code }) => `«${code}» — недействительный EAN: неверная контрольная цифра. Отсканируйте его ещё раз или введите.`,
};

export const COUNT_MESSAGES: Localized<CountMessages> = { en, uk, pl, ru };

/** One message in every language (for AppError's `messages`). */
export function countMessage(pick: (m: CountMessages) => string): Localized {
  const all = {} as Localized;
  for (const locale of Object.keys(COUNT_MESSAGES) as Locale[]) all[locale] = pick(COUNT_MESSAGES[locale]);
  return all;
}
