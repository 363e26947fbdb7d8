// Why the back office refuses a product or image change, in every language (the caller's is shown).
import type { Locale, Localized } from "@shop/domain";
import { AppError } from "../../../core/app-error";

const PRODUCT_MESSAGES = {
  slugFormat: {
    en: "The slug may hold only lower-case Latin letters and digits, in words joined by single hyphens (e.g. mint-breeze-250g).",
    uk: "Slug може містити лише малі латинські літери й цифри, слова через один дефіс (наприклад, mint-breeze-250g).",
    pl: "Slug może zawierać tylko małe litery łacińskie i cyfry, słowa połączone pojedynczym myślnikiem (np. mint-breeze-250g).",
    ru: "Slug может содержать только строчные латинские буквы и цифры, слова через один дефис (например, mint-breeze-250g).",
  },
  slugTaken: {
    en: "Another product already has this slug.",
    uk: "Інший товар уже має цей slug.",
    pl: "Inny produkt ma już ten slug.",
    ru: "У другого товара уже есть этот slug.",
  },
  noCategory: {
    en: "Choose an existing category.",
    uk: "Оберіть наявну категорію.",
    pl: "Wybierz istniejącą kategorię.",
    ru: "Выберите существующую категорию.",
  },
  noBrand: {
    en: "Choose an existing brand (or none).",
    uk: "Оберіть наявний бренд (або жодного).",
    pl: "Wybierz istniejącą markę (lub żadną).",
    ru: "Выберите существующий бренд (или никакой).",
  },
  noAttributeValue: {
    en: "One of the attribute values does not exist (any more).",
    uk: "Одного зі значень атрибутів не існує (більше).",
    pl: "Jedna z wartości atrybutów nie istnieje (już).",
    ru: "Одного из значений атрибутов не существует (больше).",
  },
  itemsOnlyInBundle: {
    en: "Only a bundle has items: remove them or make the product a bundle.",
    uk: "Склад має лише набір: видаліть позиції або зробіть товар набором.",
    pl: "Tylko zestaw ma składniki: usuń je albo zmień produkt w zestaw.",
    ru: "Состав есть только у набора: удалите позиции или сделайте товар набором.",
  },
  bundleNeedsItems: {
    en: "A bundle needs at least one item.",
    uk: "Набір має містити щонайменше одну позицію.",
    pl: "Zestaw musi mieć co najmniej jeden składnik.",
    ru: "Набор должен содержать хотя бы одну позицию.",
  },
  itemUnknown: {
    en: "A bundle item is not a known product.",
    uk: "Позиція набору не є відомим товаром.",
    pl: "Składnik zestawu nie jest znanym produktem.",
    ru: "Позиция набора не является известным товаром.",
  },
  itemItself: {
    en: "A bundle cannot contain itself.",
    uk: "Набір не може містити сам себе.",
    pl: "Zestaw nie może zawierać samego siebie.",
    ru: "Набор не может содержать сам себя.",
  },
  itemBundle: {
    en: "A bundle cannot contain another bundle.",
    uk: "Набір не може містити інший набір.",
    pl: "Zestaw nie może zawierać innego zestawu.",
    ru: "Набор не может содержать другой набор.",
  },
  itemTwice: {
    en: "Each product may appear only once among the items: raise its quantity instead.",
    uk: "Кожен товар може бути в складі лише раз: збільште його кількість.",
    pl: "Każdy produkt może wystąpić w składzie tylko raz: zwiększ jego ilość.",
    ru: "Каждый товар может быть в составе только один раз: увеличьте его количество.",
  },
  inBundle: {
    en: "This product is an item of a bundle, so it cannot become a bundle itself.",
    uk: "Цей товар входить до набору, тому сам не може стати набором.",
    pl: "Ten produkt jest składnikiem zestawu, więc sam nie może stać się zestawem.",
    ru: "Этот товар входит в набор, поэтому сам не может стать набором.",
  },
  changedMeanwhile: {
    en: "Someone else saved this product in the meantime. Reload it and make your changes again.",
    uk: "Хтось інший тим часом зберіг цей товар. Перезавантажте його та внесіть зміни знову.",
    pl: "Ktoś inny zapisał w międzyczasie ten produkt. Wczytaj go ponownie i wprowadź zmiany jeszcze raz.",
    ru: "Кто-то другой тем временем сохранил этот товар. Перезагрузите его и внесите изменения снова.",
  },
  tooManyImages: {
    en: "A product has at most 8 images: delete one first.",
    uk: "Товар має щонайбільше 8 зображень: спершу видаліть одне.",
    pl: "Produkt może mieć najwyżej 8 obrazów: najpierw usuń jeden.",
    ru: "У товара не больше 8 изображений: сначала удалите одно.",
  },
  noFile: {
    en: "Choose an image file to upload.",
    uk: "Оберіть файл зображення для завантаження.",
    pl: "Wybierz plik obrazu do przesłania.",
    ru: "Выберите файл изображения для загрузки.",
  },
  imagesChanged: {
    en: "The product's images changed in the meantime. Reload the page and try again.",
    uk: "Зображення товару тим часом змінилися. Перезавантажте сторінку та спробуйте знову.",
    pl: "Obrazy produktu zmieniły się w międzyczasie. Odśwież stronę i spróbuj ponownie.",
    ru: "Изображения товара тем временем изменились. Перезагрузите страницу и попробуйте снова.",
  },
} satisfies Record<string, Localized>;

export type ProductMessage = keyof typeof PRODUCT_MESSAGES;

/** A refusal about one field: its message in the caller's language as the issue, in every language as the answer. */
export function productRefusal(code: "VALIDATION_FAILED" | "CONFLICT", path: string, message: ProductMessage, locale: Locale): AppError {
  const messages = PRODUCT_MESSAGES[message];
  return new AppError(code, { messages, issues: [{ path, message: messages[locale] }] });
}
