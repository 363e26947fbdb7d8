// What is wrong with a catalogue file (issue 33), in every language: "Row 3, ean: the check digit (the last one) is
// wrong…", "Image SP-000042-9.jpg: an image number goes from 2 to 8…". The API answers with these (issue paths
// `rows.{row}.{column}`, `rows.{row}`, `images.{file}`, `file`); the back office shows them as they come.
import type { CatalogueImageProblem, CatalogueProblem, Locale, Localized } from "@shop/domain";
import { type PluralForms, plural } from "./messages";

export type CatalogueFileProblem =
  | "fileType"
  | "xlsxUnreadable"
  | "zipUnreadable"
  | "zipTooManyFiles"
  | "imageTooLarge"
  | "imageNotImage"
  | "forbiddenCharacter";
type D = { detail: string };
type Texts = Record<Exclude<CatalogueProblem, "tooManyImages">, (p: D) => string> &
  Record<CatalogueImageProblem | CatalogueFileProblem, (p: D) => string> & {
    row: string;
    image: string;
    images: PluralForms;
    tooManyImages: (p: { images: string }) => string;
  };

const COLUMNS = "sku, slug, ean, kind, category, brand, tpd, vat_rate, attributes, bundle_items, name_en … seo_description_ru";

const en: Texts = {
  row: "Row",
  image: "Image",
  images: { one: "{n} image", other: "{n} images" },
  noHeader: () => "the file is empty: its first row must name the columns (sku, name_en, …).",
  unterminatedQuote: () => 'a quoted cell is not closed (a closing " is missing).',
  textAfterQuote: () => "text follows a closing quote: put the whole cell in quotes and double the quotes inside it.",
  tooManyRows: ({ detail }) => `a file holds at most ${detail} products: split it.`,
  unknownColumn: () => `there is no such column; the columns are ${COLUMNS}.`,
  duplicateColumn: () => "this column is there twice.",
  missingColumn: () => "the file needs this column.",
  fieldCount: () => "this row has more cells than the header has columns.",
  required: () => "fill this in.",
  tooLong: ({ detail }) => `this is longer than ${detail} characters.`,
  skuFormat: () => "an SKU is 1 to 40 Latin letters, digits, dots, underscores, slashes or hyphens, starting with a letter or digit.",
  duplicateSku: ({ detail }) => `row ${detail} has the same SKU (SKUs are compared in any case).`,
  slugFormat: () => "a slug is lower-case Latin letters and digits in words joined by single hyphens, at most 100 characters.",
  eanFormat: () => "an EAN has 13 digits (spaces and dashes are ignored).",
  eanCheckDigit: () => "the check digit (the last one) is wrong: look for a mistyped digit.",
  eanAsNumber: ({ detail }) =>
    `a spreadsheet turned the EAN into a number (${detail}): format the column as text and type the 13 digits again.`,
  duplicateEan: ({ detail }) => `row ${detail} has the same EAN.`,
  notKind: () => "write simple or bundle.",
  notYesNo: () => "write yes or no.",
  notVatRate: () => "write 23, 8, 5, 0 or zw.",
  notAttribute: ({ detail }) => `“${detail}” is not attribute:value (e.g. flavour:mint; several separated by ;).`,
  notBundleItem: ({ detail }) => `“${detail}” is not SKU:quantity (e.g. SP-000012:2; several separated by ;).`,
  itemQuantity: ({ detail }) => `“${detail}”: the quantity must be a whole number from 1 to 99.`,
  newNeedsName: () => "a new product needs its English name.",
  newNeedsCategory: () => "a new product needs a category (its slug).",
  newNeedsTpd: () => "a new product needs yes or no here: is it a tobacco product (TPD)?",
  nameRequired: () => "a translation needs a name (leave all of a language's cells empty to have none); English cannot be left out.",
  unknownCategory: ({ detail }) => `there is no category with the slug “${detail}”.`,
  unknownBrand: ({ detail }) => `there is no brand with the slug “${detail}”.`,
  unknownAttribute: ({ detail }) => `there is no attribute value “${detail}”.`,
  eanTaken: ({ detail }) => `product ${detail} already has this EAN.`,
  slugTaken: ({ detail }) => `product ${detail} already has this slug.`,
  itemsOnlyInBundle: () => "only a bundle has items: empty this cell or make the product a bundle.",
  bundleNeedsItems: () => "a bundle needs at least one item (SKU:quantity).",
  itemUnknown: ({ detail }) => `no product has the SKU ${detail}, in the shop or in this file.`,
  itemItself: () => "a bundle cannot contain itself.",
  itemBundle: ({ detail }) => `${detail} is a bundle; a bundle holds simple products only.`,
  itemTwice: ({ detail }) => `${detail} is listed twice: raise its quantity instead.`,
  inBundle: ({ detail }) => `bundle ${detail} holds this product, so it cannot become a bundle itself.`,
  tooManyImages: ({ images }) => `with the ZIP's images the product would have ${images}; a product has at most 8.`,
  imageType: () => "not an image's name: name images <SKU>.jpg, <SKU>-2.jpg … (.jpg, .jpeg, .png, .webp or .avif).",
  imageUnknownSku: ({ detail }) => `no product has the SKU ${detail}, in the shop or in the file.`,
  imageNumber: ({ detail }) => `an image's number goes from 2 to ${detail} (SKU-2.jpg … SKU-${detail}.jpg).`,
  imageTwice: ({ detail }) => `${detail} takes the same place already.`,
  imageTooLarge: ({ detail }) => `larger than ${detail} MB.`,
  imageNotImage: () => "not a JPEG, PNG, WebP or AVIF image.",
  fileType: () => "choose a .csv or .xlsx file.",
  forbiddenCharacter: () => "holds a character that cannot be stored (a NUL character or a broken Unicode character): remove it.",
  xlsxUnreadable: () => "this is not an XLSX workbook, or it is damaged.",
  zipUnreadable: () => "this is not a ZIP file, or it is damaged.",
  zipTooManyFiles: ({ detail }) => `a ZIP holds at most ${detail} files.`,
};

const pl: Texts = {
  row: "Wiersz",
  image: "Obraz",
  images: { one: "{n} obraz", few: "{n} obrazy", many: "{n} obrazów", other: "{n} obrazu" },
  noHeader: () => "plik jest pusty: pierwszy wiersz musi nazywać kolumny (sku, name_en, …).",
  unterminatedQuote: () => 'komórka w cudzysłowie nie jest zamknięta (brakuje końcowego ").',
  textAfterQuote: () => "po cudzysłowie zamykającym jest tekst: ujmij całą komórkę w cudzysłów i podwój cudzysłowy w środku.",
  tooManyRows: ({ detail }) => `plik może mieć najwyżej ${detail} produktów: podziel go.`,
  unknownColumn: () => `nie ma takiej kolumny; kolumny to ${COLUMNS}.`,
  duplicateColumn: () => "ta kolumna występuje dwa razy.",
  missingColumn: () => "plik musi mieć tę kolumnę.",
  fieldCount: () => "ten wiersz ma więcej komórek, niż nagłówek ma kolumn.",
  required: () => "uzupełnij to pole.",
  tooLong: ({ detail }) => `tekst jest dłuższy niż ${detail} znaków.`,
  skuFormat: () => "SKU ma od 1 do 40 liter łacińskich, cyfr, kropek, podkreśleń, ukośników lub myślników i zaczyna się literą lub cyfrą.",
  duplicateSku: ({ detail }) => `wiersz ${detail} ma to samo SKU (wielkość liter nie ma znaczenia).`,
  slugFormat: () => "slug to małe litery łacińskie i cyfry, słowa połączone pojedynczym myślnikiem, najwyżej 100 znaków.",
  eanFormat: () => "EAN ma 13 cyfr (spacje i myślniki są pomijane).",
  eanCheckDigit: () => "cyfra kontrolna (ostatnia) się nie zgadza: sprawdź, czy nie ma literówki.",
  eanAsNumber: ({ detail }) => `arkusz zamienił EAN w liczbę (${detail}): ustaw format kolumny na tekst i wpisz 13 cyfr ponownie.`,
  duplicateEan: ({ detail }) => `wiersz ${detail} ma ten sam EAN.`,
  notKind: () => "wpisz simple albo bundle.",
  notYesNo: () => "wpisz yes albo no.",
  notVatRate: () => "wpisz 23, 8, 5, 0 albo zw.",
  notAttribute: ({ detail }) => `„${detail}” to nie atrybut:wartość (np. flavour:mint; kilka rozdziel znakiem ;).`,
  notBundleItem: ({ detail }) => `„${detail}” to nie SKU:ilość (np. SP-000012:2; kilka rozdziel znakiem ;).`,
  itemQuantity: ({ detail }) => `„${detail}”: ilość musi być liczbą całkowitą od 1 do 99.`,
  newNeedsName: () => "nowy produkt potrzebuje nazwy po angielsku.",
  newNeedsCategory: () => "nowy produkt potrzebuje kategorii (jej sluga).",
  newNeedsTpd: () => "przy nowym produkcie wpisz yes albo no: czy to wyrób tytoniowy (TPD)?",
  nameRequired: () =>
    "tłumaczenie potrzebuje nazwy (zostaw puste wszystkie komórki języka, aby go nie mieć); angielskiego nie można pominąć.",
  unknownCategory: ({ detail }) => `nie ma kategorii o slugu „${detail}”.`,
  unknownBrand: ({ detail }) => `nie ma marki o slugu „${detail}”.`,
  unknownAttribute: ({ detail }) => `nie ma wartości atrybutu „${detail}”.`,
  eanTaken: ({ detail }) => `produkt ${detail} ma już ten EAN.`,
  slugTaken: ({ detail }) => `produkt ${detail} ma już ten slug.`,
  itemsOnlyInBundle: () => "tylko zestaw ma składniki: opróżnij tę komórkę albo zmień produkt w zestaw.",
  bundleNeedsItems: () => "zestaw potrzebuje co najmniej jednego składnika (SKU:ilość).",
  itemUnknown: ({ detail }) => `żaden produkt nie ma SKU ${detail}, ani w sklepie, ani w tym pliku.`,
  itemItself: () => "zestaw nie może zawierać samego siebie.",
  itemBundle: ({ detail }) => `${detail} to zestaw; zestaw składa się tylko z pojedynczych produktów.`,
  itemTwice: ({ detail }) => `${detail} występuje dwa razy: zwiększ jego ilość.`,
  inBundle: ({ detail }) => `zestaw ${detail} zawiera ten produkt, więc sam nie może stać się zestawem.`,
  tooManyImages: ({ images }) => `z obrazami z ZIP-a produkt miałby ${images}; produkt może mieć najwyżej 8.`,
  imageType: () => "to nie nazwa obrazu: nazwij obrazy <SKU>.jpg, <SKU>-2.jpg … (.jpg, .jpeg, .png, .webp lub .avif).",
  imageUnknownSku: ({ detail }) => `żaden produkt nie ma SKU ${detail}, ani w sklepie, ani w pliku.`,
  imageNumber: ({ detail }) => `numer obrazu to od 2 do ${detail} (SKU-2.jpg … SKU-${detail}.jpg).`,
  imageTwice: ({ detail }) => `${detail} zajmuje już to samo miejsce.`,
  imageTooLarge: ({ detail }) => `większy niż ${detail} MB.`,
  imageNotImage: () => "to nie obraz JPEG, PNG, WebP ani AVIF.",
  fileType: () => "wybierz plik .csv albo .xlsx.",
  forbiddenCharacter: () => "zawiera znak, którego nie można zapisać (znak NUL albo uszkodzony znak Unicode): usuń go.",
  xlsxUnreadable: () => "to nie jest skoroszyt XLSX albo jest uszkodzony.",
  zipUnreadable: () => "to nie jest plik ZIP albo jest uszkodzony.",
  zipTooManyFiles: ({ detail }) => `ZIP może mieć najwyżej ${detail} plików.`,
};

const uk: Texts = {
  row: "Рядок",
  image: "Зображення",
  images: { one: "{n} зображення", few: "{n} зображення", many: "{n} зображень", other: "{n} зображення" },
  noHeader: () => "файл порожній: перший рядок має називати стовпці (sku, name_en, …).",
  unterminatedQuote: () => 'клітинку в лапках не закрито (бракує закривальної ").',
  textAfterQuote: () => "після закривальної лапки є текст: візьміть усю клітинку в лапки й подвойте лапки всередині.",
  tooManyRows: ({ detail }) => `файл містить щонайбільше ${detail} товарів: розділіть його.`,
  unknownColumn: () => `такого стовпця немає; стовпці: ${COLUMNS}.`,
  duplicateColumn: () => "цей стовпець є двічі.",
  missingColumn: () => "файлу потрібен цей стовпець.",
  fieldCount: () => "у цьому рядку більше клітинок, ніж стовпців у заголовку.",
  required: () => "заповніть це поле.",
  tooLong: ({ detail }) => `текст довший за ${detail} символів.`,
  skuFormat: () =>
    "SKU — це від 1 до 40 латинських літер, цифр, крапок, підкреслень, скісних рисок чи дефісів, що починається з літери або цифри.",
  duplicateSku: ({ detail }) => `у рядку ${detail} той самий SKU (регістр літер не має значення).`,
  slugFormat: () => "slug — це малі латинські літери й цифри, слова через один дефіс, щонайбільше 100 символів.",
  eanFormat: () => "EAN має 13 цифр (пробіли й дефіси не враховуються).",
  eanCheckDigit: () => "контрольна цифра (остання) не збігається: перевірте, чи немає описки.",
  eanAsNumber: ({ detail }) => `таблиця перетворила EAN на число (${detail}): задайте стовпцю текстовий формат і введіть 13 цифр знову.`,
  duplicateEan: ({ detail }) => `у рядку ${detail} той самий EAN.`,
  notKind: () => "напишіть simple або bundle.",
  notYesNo: () => "напишіть yes або no.",
  notVatRate: () => "напишіть 23, 8, 5, 0 або zw.",
  notAttribute: ({ detail }) => `«${detail}» — не атрибут:значення (напр. flavour:mint; кілька — через ;).`,
  notBundleItem: ({ detail }) => `«${detail}» — не SKU:кількість (напр. SP-000012:2; кілька — через ;).`,
  itemQuantity: ({ detail }) => `«${detail}»: кількість має бути цілим числом від 1 до 99.`,
  newNeedsName: () => "новому товару потрібна англійська назва.",
  newNeedsCategory: () => "новому товару потрібна категорія (її slug).",
  newNeedsTpd: () => "для нового товару напишіть yes або no: чи це тютюновий виріб (TPD)?",
  nameRequired: () => "перекладу потрібна назва (залиште порожніми всі клітинки мови, щоб його не було); англійську пропустити не можна.",
  unknownCategory: ({ detail }) => `немає категорії зі slug «${detail}».`,
  unknownBrand: ({ detail }) => `немає бренду зі slug «${detail}».`,
  unknownAttribute: ({ detail }) => `немає значення атрибута «${detail}».`,
  eanTaken: ({ detail }) => `товар ${detail} уже має цей EAN.`,
  slugTaken: ({ detail }) => `товар ${detail} уже має цей slug.`,
  itemsOnlyInBundle: () => "склад має лише набір: очистьте цю клітинку або зробіть товар набором.",
  bundleNeedsItems: () => "набору потрібен принаймні один товар (SKU:кількість).",
  itemUnknown: ({ detail }) => `немає товару з SKU ${detail} ні в магазині, ні в цьому файлі.`,
  itemItself: () => "набір не може містити сам себе.",
  itemBundle: ({ detail }) => `${detail} — це набір; набір складається лише з простих товарів.`,
  itemTwice: ({ detail }) => `${detail} указано двічі: збільште його кількість.`,
  inBundle: ({ detail }) => `набір ${detail} містить цей товар, тож він сам не може стати набором.`,
  tooManyImages: ({ images }) => `із зображеннями з ZIP товар мав би ${images}; товар має щонайбільше 8.`,
  imageType: () => "це не назва зображення: називайте зображення <SKU>.jpg, <SKU>-2.jpg … (.jpg, .jpeg, .png, .webp або .avif).",
  imageUnknownSku: ({ detail }) => `немає товару з SKU ${detail} ні в магазині, ні у файлі.`,
  imageNumber: ({ detail }) => `номер зображення — від 2 до ${detail} (SKU-2.jpg … SKU-${detail}.jpg).`,
  imageTwice: ({ detail }) => `${detail} уже займає це місце.`,
  imageTooLarge: ({ detail }) => `більше за ${detail} МБ.`,
  imageNotImage: () => "це не зображення JPEG, PNG, WebP чи AVIF.",
  fileType: () => "оберіть файл .csv або .xlsx.",
  forbiddenCharacter: () => "містить символ, який не можна зберегти (символ NUL або пошкоджений символ Unicode): видаліть його.",
  xlsxUnreadable: () => "це не книга XLSX або її пошкоджено.",
  zipUnreadable: () => "це не файл ZIP або його пошкоджено.",
  zipTooManyFiles: ({ detail }) => `ZIP містить щонайбільше ${detail} файлів.`,
};

const ru: Texts = {
  row: "Строка",
  image: "Изображение",
  images: { one: "{n} изображение", few: "{n} изображения", many: "{n} изображений", other: "{n} изображения" },
  noHeader: () => "файл пуст: первая строка должна называть столбцы (sku, name_en, …).",
  unterminatedQuote: () => 'ячейка в кавычках не закрыта (не хватает закрывающей ").',
  textAfterQuote: () => "после закрывающей кавычки есть текст: возьмите всю ячейку в кавычки и удвойте кавычки внутри.",
  tooManyRows: ({ detail }) => `в файле не больше ${detail} товаров: разделите его.`,
  unknownColumn: () => `такого столбца нет; столбцы: ${COLUMNS}.`,
  duplicateColumn: () => "этот столбец есть дважды.",
  missingColumn: () => "файлу нужен этот столбец.",
  fieldCount: () => "в этой строке больше ячеек, чем столбцов в заголовке.",
  required: () => "заполните это поле.",
  tooLong: ({ detail }) => `текст длиннее ${detail} символов.`,
  skuFormat: () => "SKU — это от 1 до 40 латинских букв, цифр, точек, подчёркиваний, косых черт или дефисов, начиная с буквы или цифры.",
  duplicateSku: ({ detail }) => `в строке ${detail} тот же SKU (регистр букв не важен).`,
  slugFormat: () => "slug — это строчные латинские буквы и цифры, слова через один дефис, не больше 100 символов.",
  eanFormat: () => "EAN состоит из 13 цифр (пробелы и дефисы не учитываются).",
  eanCheckDigit: () => "контрольная цифра (последняя) не сходится: проверьте, нет ли опечатки.",
  eanAsNumber: ({ detail }) => `таблица превратила EAN в число (${detail}): задайте столбцу текстовый формат и введите 13 цифр снова.`,
  duplicateEan: ({ detail }) => `в строке ${detail} тот же EAN.`,
  notKind: () => "напишите simple или bundle.",
  notYesNo: () => "напишите yes или no.",
  notVatRate: () => "напишите 23, 8, 5, 0 или zw.",
  notAttribute: ({ detail }) => `«${detail}» — не атрибут:значение (напр. flavour:mint; несколько — через ;).`,
  notBundleItem: ({ detail }) => `«${detail}» — не SKU:количество (напр. SP-000012:2; несколько — через ;).`,
  itemQuantity: ({ detail }) => `«${detail}»: количество должно быть целым числом от 1 до 99.`,
  newNeedsName: () => "новому товару нужно английское название.",
  newNeedsCategory: () => "новому товару нужна категория (её slug).",
  newNeedsTpd: () => "для нового товара напишите yes или no: это табачное изделие (TPD)?",
  nameRequired: () => "переводу нужно название (оставьте пустыми все ячейки языка, чтобы его не было); английский пропустить нельзя.",
  unknownCategory: ({ detail }) => `нет категории со slug «${detail}».`,
  unknownBrand: ({ detail }) => `нет бренда со slug «${detail}».`,
  unknownAttribute: ({ detail }) => `нет значения атрибута «${detail}».`,
  eanTaken: ({ detail }) => `у товара ${detail} уже есть этот EAN.`,
  slugTaken: ({ detail }) => `у товара ${detail} уже есть этот slug.`,
  itemsOnlyInBundle: () => "состав есть только у набора: очистите эту ячейку или сделайте товар набором.",
  bundleNeedsItems: () => "набору нужен хотя бы один товар (SKU:количество).",
  itemUnknown: ({ detail }) => `нет товара с SKU ${detail} ни в магазине, ни в этом файле.`,
  itemItself: () => "набор не может содержать сам себя.",
  itemBundle: ({ detail }) => `${detail} — это набор; набор состоит только из простых товаров.`,
  itemTwice: ({ detail }) => `${detail} указан дважды: увеличьте его количество.`,
  inBundle: ({ detail }) => `набор ${detail} содержит этот товар, поэтому он сам не может стать набором.`,
  tooManyImages: ({ images }) => `с изображениями из ZIP у товара было бы ${images}; у товара не больше 8.`,
  imageType: () => "это не имя изображения: называйте изображения <SKU>.jpg, <SKU>-2.jpg … (.jpg, .jpeg, .png, .webp или .avif).",
  imageUnknownSku: ({ detail }) => `нет товара с SKU ${detail} ни в магазине, ни в файле.`,
  imageNumber: ({ detail }) => `номер изображения — от 2 до ${detail} (SKU-2.jpg … SKU-${detail}.jpg).`,
  imageTwice: ({ detail }) => `${detail} уже занимает это место.`,
  imageTooLarge: ({ detail }) => `больше ${detail} МБ.`,
  imageNotImage: () => "это не изображение JPEG, PNG, WebP или AVIF.",
  fileType: () => "выберите файл .csv или .xlsx.",
  forbiddenCharacter: () => "содержит символ, который нельзя сохранить (символ NUL или повреждённый символ Unicode): удалите его.",
  xlsxUnreadable: () => "это не книга XLSX, или она повреждена.",
  zipUnreadable: () => "это не файл ZIP, или он повреждён.",
  zipTooManyFiles: ({ detail }) => `в ZIP не больше ${detail} файлов.`,
};

const TEXTS: Localized<Texts> = { en, uk, pl, ru };

export type CatalogueIssueWhere = { row: number; column: string | null } | { image: string } | { file: string };

/** "Row 3, ean: …", "Row 3: …" (the whole row), "Image SP-1-9.jpg: …", "products.xlsx: …". */
export function catalogueIssueMessage(
  locale: Locale,
  where: CatalogueIssueWhere,
  problem: CatalogueProblem | CatalogueImageProblem | CatalogueFileProblem,
  detail = "",
): string {
  const m = TEXTS[locale];
  const text = problem === "tooManyImages" ? m.tooManyImages({ images: plural(locale, m.images, Number(detail)) }) : m[problem]({ detail });
  if ("row" in where) return `${m.row} ${where.row}${where.column ? `, ${where.column}` : ""}: ${text}`;
  if ("image" in where) return `${m.image} ${where.image}: ${text}`;
  return `${where.file}: ${text}`;
}

/** The issue's path in the API's answer: rows.3.ean, rows.3, images.SP-1-9.jpg, file. */
export function catalogueIssuePath(where: CatalogueIssueWhere): string {
  if ("row" in where) return where.column ? `rows.${where.row}.${where.column}` : `rows.${where.row}`;
  if ("image" in where) return `images.${where.image}`;
  return "file";
}

/** The answer's message when a file has problems (each one is an issue of its own). */
export const CATALOGUE_NOT_IMPORTED: Localized = {
  en: "Nothing was imported: correct the problems listed (row and column) and upload the file again.",
  uk: "Нічого не імпортовано: виправте перелічені помилки (рядок і стовпець) і завантажте файл знову.",
  pl: "Nic nie zostało zaimportowane: popraw wymienione błędy (wiersz i kolumna) i prześlij plik ponownie.",
  ru: "Ничего не импортировано: исправьте перечисленные ошибки (строка и столбец) и загрузите файл снова.",
};

/** The answer's message when the upload to apply is gone (applied already, expired, or never there). */
export const CATALOGUE_UPLOAD_GONE: Localized = {
  en: "This upload is no longer waiting to be applied (it was applied already, or a day has passed): upload the file again.",
  uk: "Це завантаження вже не чекає застосування (його вже застосовано або минула доба): завантажте файл знову.",
  pl: "To przesłanie nie czeka już na zastosowanie (zostało już zastosowane albo minęła doba): prześlij plik ponownie.",
  ru: "Эта загрузка больше не ждёт применения (она уже применена или прошли сутки): загрузите файл снова.",
};

/** 413: the upload is larger than the import takes (CATALOGUE_IMPORT_LIMITS). */
export const CATALOGUE_TOO_LARGE: Localized = {
  en: "Too large: the products file may have at most 10 MB and the images' ZIP at most 200 MB. Split the import into several.",
  uk: "Завеликий: файл товарів може мати щонайбільше 10 МБ, а ZIP зображень — 200 МБ. Розділіть імпорт на кілька.",
  pl: "Za duży: plik produktów może mieć najwyżej 10 MB, a ZIP z obrazami 200 MB. Podziel import na kilka.",
  ru: "Слишком большой: файл товаров может быть не больше 10 МБ, а ZIP изображений — 200 МБ. Разделите импорт на несколько.",
};

/** 400: the upload has no products file. */
export const CATALOGUE_NO_FILE: Localized = {
  en: "Choose the products file (.csv or .xlsx) to import.",
  uk: "Оберіть файл товарів (.csv або .xlsx) для імпорту.",
  pl: "Wybierz plik produktów (.csv lub .xlsx) do zaimportowania.",
  ru: "Выберите файл товаров (.csv или .xlsx) для импорта.",
};
