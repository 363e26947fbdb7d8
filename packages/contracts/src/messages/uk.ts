import type { Messages } from "./types";

export const errors: Messages["errors"] = {
  BAD_REQUEST: "Запит не вдалося зрозуміти.",
  VALIDATION_FAILED: "Деякі значення відсутні або неправильні.",
  UNAUTHORIZED: "Увійдіть, щоб продовжити.",
  FORBIDDEN: "У вас немає дозволу на цю дію.",
  NOT_FOUND: "Не знайдено.",
  METHOD_NOT_ALLOWED: "Цей метод тут не дозволено.",
  CONFLICT: "Запит суперечить поточному стану.",
  PAYLOAD_TOO_LARGE: "Запит завеликий.",
  UNSUPPORTED_MEDIA_TYPE: "Тіло запиту має тип вмісту, якого ця адреса не приймає.",
  TOO_MANY_REQUESTS: "Забагато запитів. Спробуйте пізніше.",
  INVALID_CREDENTIALS: "Неправильний e-mail або пароль.",
  EMAIL_NOT_VERIFIED: "Спершу підтвердьте e-mail: перейдіть за посиланням з листа або попросіть нове.",
  ACCOUNT_BLOCKED: "Цей обліковий запис заблоковано. Зверніться до магазину.",
  EMAIL_TAKEN: "Користувач із введеним e-mail уже існує!",
  TOKEN_INVALID: "Це посилання вже недійсне. Попросіть нове.",
  CALLBACK_NOT_ALLOWED: "Адреса посилання має бути на сайті магазину.",
  WRONG_PASSWORD: "Поточний пароль неправильний.",
  BUSINESS_NOT_EDITABLE: "Ваш бізнес-акаунт схвалено; його дані тут більше не можна змінити. Зверніться до магазину.",
  CART_EMPTY: "Ваш кошик порожній.",
  NOT_ENOUGH_STOCK: "Такої кількості цього товару немає в наявності.",
  PRODUCT_NOT_OFFERED: "Цей товар не продається в цьому місті.",
  CART_CHANGED: "Деякі товари у вашому кошику вже недоступні в такій кількості; кошик оновлено. Перевірте його та спробуйте ще раз.",
  PRICE_CHANGED: "Сума змінилася відтоді, як ви її бачили. Перевірте нову суму та підтвердьте ще раз.",
  CHECKOUT_RULE: "Цей спосіб доставки або оплати не можна обрати для цього замовлення.",
  PICKUP_SLOT_INVALID: "Оберіть час самовивозу зі списку: у години роботи магазину, від години до семи днів наперед.",
  COUPON_NOT_FOUND: "Купон не знайдено",
  COUPON_EXPIRED: "Термін дії цього купона минув.",
  COUPON_USED_UP: "Цей купон уже використано.",
  COUPON_MIN_ORDER: "Для цього купона потрібне більше замовлення.",
  IDEMPOTENCY_KEY_REUSED: "Цей ключ запиту вже використано для іншого замовлення.",
  ORDER_TRANSITION_REFUSED: "Замовлення зараз не може перейти в цей статус.",
  PAYMENT_NOT_RETRYABLE: "Це замовлення не очікує на оплату.",
  SIGNATURE_INVALID: "Підпис цього повідомлення недійсний.",
  STOCK_ALERT_EXISTS:
    "Ви вже просили повідомити, коли цей товар з’явиться в цьому місті. Якщо ще не підтвердили, перейдіть за посиланням з листа, який ми надіслали.",
  PRODUCT_IN_STOCK: "Цей товар є в наявності в цьому місті: його можна замовити вже зараз.",
  INTERNAL: "Щось пішло не так з нашого боку. Спробуйте ще раз.",
  DATABASE_UNAVAILABLE: "База даних магазину зараз недоступна.",
  DATABASE_BUSY: "Зараз магазин дуже завантажений. Спробуйте ще раз за мить.",
  PAYMENT_PROVIDER_UNAVAILABLE:
    "Сервіс онлайн-оплати зараз не відповідає. Нічого не списано, а замовлення не оформлено; спробуйте ще раз за кілька хвилин або оберіть інший спосіб оплати.",
};

export const validation: Messages["validation"] = {
  required: "Поле обов'язкове",
  invalidEmail: "Введіть правильну адресу e-mail",
  passwordTooShort: ({ min }: { min: number }) => `Пароль має містити щонайменше ${min} символів`,
  passwordTooLong: ({ max }: { max: number }) => `Пароль може містити щонайбільше ${max} символів`,
  passwordTooCommon: "Цей пароль надто поширений; оберіть інший",
  passwordsDoNotMatch: "Паролі не збігаються",
  mustAcceptTerms: "Прийміть політику конфіденційності та умови користування",
  mustBeAdult: "Вам має бути 18 років або більше",
  invalidPhone: "Введіть номер телефону з 7–15 цифр",
  tooLong: "Це задовго",
  invalidPostalIndex: "Введіть поштовий індекс, наприклад 00-001",
  invalidZipCode: "Введіть правильний поштовий індекс",
};

export const checkoutRules: Messages["checkoutRules"] = {
  "tpd-not-orderable":
    "Цей магазин не може продавати роздрібним покупцям товари, на які поширюється Директива про тютюнові вироби: їх можна лише забрати й оплатити в магазині. Видаліть їх із кошика або оформіть замовлення з підтвердженого бізнес-акаунта.",
  "tpd-pickup-only":
    "Товари, на які поширюється Директива про тютюнові вироби, можна лише забрати в магазині й оплатити там, якщо у вас немає підтвердженого бізнес-акаунта.",
  "tpd-in-store-payment-only":
    "Товари, на які поширюється Директива про тютюнові вироби, можна оплатити лише в магазині під час самовивозу, якщо у вас немає підтвердженого бізнес-акаунта.",
  "pickup-unavailable": "Самовивіз із магазину тут недоступний. Оберіть доставку.",
  "in-store-payment-unavailable": "Оплата в магазині тут недоступна. Оплатіть онлайн або криптовалютою.",
  "in-store-payment-needs-pickup":
    "Оплатити в магазині можна лише тоді, коли ви забираєте замовлення там. Оберіть самовивіз із магазину або інший спосіб оплати.",
};

export const staffCustomers: Messages["staffCustomers"] = {
  customerMessages: {
    staffNotBlockable: "Облікові записи персоналу не можна заблокувати.",
  },
};

export const staffCities: Messages["staffCities"] = {
  cityFieldMessages: {
    slugFormat: "Використовуйте малі латинські літери, цифри й поодинокі дефіси, наприклад nowy-sacz",
    slugTaken: "Місто з такою адресою вже існує",
    hoursFormat: "Введіть час, наприклад 09:30",
    closesAfterOpens: "Час закриття має бути пізніше за час відкриття",
    dayTwice: "Кожен день тижня можна вказати лише один раз",
    dayRange: "День тижня має бути від 1 (понеділок) до 7 (неділя)",
    latitudeRange: "Введіть широту від -90 до 90",
    longitudeRange: "Введіть довготу від -180 до 180",
    capacityRange: "Введіть ціле число замовлень від 1 до 1000 або залиште порожнім — без обмеження",
    sortOrderRange: "Введіть ціле число від 0 до 100000",
    moneyRange: "Введіть суму в злотих від 0 до 10000, не більше двох знаків після коми",
    freeFromRange: "Введіть суму більше 0 zł або залиште порожнім — ніколи не безкоштовно",
    methodTwice: "Кожен спосіб доставки можна вказати лише один раз",
  },
};

export const staffTaxonomy: Messages["staffTaxonomy"] = {
  taxonomyMessages: {
    slugFormat: "Використовуйте малі латинські літери, цифри й одинарні дефіси, наприклад hookah-bowls.",
    categorySlugTaken: "Інша категорія вже має такий slug.",
    brandSlugTaken: "Інший бренд уже має такий slug.",
    parentUnknown: "Такої батьківської категорії немає.",
    parentCycle: "Категорію не можна розмістити в ній самій або в її підкатегорії.",
    colourFormat: "Вкажіть колір, наприклад #7c3aed.",
    countryFormat: "Вкажіть дволітерний код країни, наприклад PL, або залиште порожнім.",
  },
  categoryInUseMessage: ({ products, children, coupons }: { products: number; children: number; coupons: number }) =>
    `Цю категорію не можна видалити, поки вона використовується (товарів: ${products}, підкатегорій: ${children}, знижок купонів: ${coupons}). Спершу перенесіть або видаліть їх.`,
  brandInUseMessage: ({ products }: { products: number }) =>
    `Цей бренд не можна видалити, поки його мають товари (${products}). Спершу призначте їм інший бренд.`,
};

export const staffOffers: Messages["staffOffers"] = {
  offerProblemMessages: {
    required: "потрібне значення.",
    notYesNo: 'напишіть "yes" або "no".',
    notPrice: "вкажіть суму в злотих, більшу за 0, наприклад 19.90.",
    priceTooHigh: "сума завелика (щонайбільше 100000.00).",
    notStock: "вкажіть ціле число, 0 або більше.",
    stockTooHigh: "число завелике (щонайбільше 1000000).",
    notTiers: "запишіть пороги як 10:17.90;50:15.90 (мінімальна кількість більша за 1, двокрапка, ціна в злотих).",
    tooManyTiers: "щонайбільше 10 порогів.",
    tierDuplicate: "два пороги мають однакову мінімальну кількість.",
    saleNotBelowPrice: "ціна зі знижкою має бути нижчою за ціну.",
    tierNotBelowPrice: "ціна кожного порогу має бути нижчою за ціну.",
    unknownProduct: "товару з таким slug немає.",
    duplicateProduct: "цей товар уже є в одному з попередніх рядків.",
    unterminatedQuote: "значення в лапках не закрито лапкою.",
    textAfterQuote: "після закривальної лапки є текст; візьміть усе значення в лапки.",
    noHeader: "файл порожній; перший рядок має бути заголовком (product_slug, price, …).",
    unknownColumn:
      "невідомий стовпець; стовпці: product_slug, product_name_en, visible, price, sale_price, stock, franchise_price, wholesale_tiers.",
    duplicateColumn: "цей стовпець двічі є в заголовку.",
    missingColumn: "у заголовку має бути цей стовпець.",
    fieldCount: "у рядку інша кількість значень, ніж у заголовку.",
    tooManyLines: "у файлі забагато рядків (щонайбільше 20000 за один імпорт).",
  },
  offerFieldLabels: {
    visible: "видимість",
    price: "ціна",
    salePrice: "ціна зі знижкою",
    stock: "залишок",
    franchisePrice: "ціна для франшизи",
    wholesaleTiers: "оптові пороги",
  },
  line: "Рядок",
  offerConflictMessage: ({ city, names }: { city: string; names: string }) =>
    `${city}: хтось інший тим часом змінив: ${names}. Перевірте поточні значення та збережіть ще раз.`,
  cityTwice: "Це місто двічі є в списку.",
  notImported: "Файл не імпортовано: виправте вказані рядки та спробуйте ще раз. Нічого не змінено.",
};

export const orderTransitions: Messages["orderTransitions"] = {
  transitionRefusalMessages: {
    "final-status": "Це замовлення вже виконане або скасоване.",
    "not-a-next-status": "Замовлення не може перейти в цей статус із поточного.",
    "wrong-payment-method": "Цей статус не відповідає способу оплати замовлення.",
    "wrong-delivery-method": "Цей статус не відповідає способу доставки замовлення.",
    "not-allowed-for-actor": "Ви не можете внести цю зміну на поточному етапі замовлення.",
    "id-check-required": "Підтвердьте, що ви перевірили документ покупця (18+), перш ніж видати замовлення з товарами TPD.",
    "payment-not-expired": "Час на оплату цього замовлення ще не минув.",
  },
};

export const staffArticles: Messages["staffArticles"] = {
  languageNames: { en: "англійська", uk: "українська", pl: "польська", ru: "російська" },
  slug: "Використовуйте малі латинські літери a–z, цифри та одинарні дефіси, напр. how-to-pack-a-bowl.",
  english: "Англійська обов'язкова: напишіть англійський заголовок, анонс і текст.",
  publishDate: "Опублікована стаття потребує дати публікації (майбутня дата планує її).",
  allLanguages: ({ missing }: { missing: string }) =>
    `Для публікації потрібні всі чотири мови; бракує: ${missing}. Збережіть чернетку, доки переклади не готові.`,
  slugTaken: ({ slug }: { slug: string }) => `Інша стаття вже має адресу ${slug}.`,
  noMedia: "Цей магазин не зберігає завантажені зображення (сховище медіа не налаштовано).",
};

export const staffProducts: Messages["staffProducts"] = {
  productMessages: {
    slugFormat: "Slug може містити лише малі латинські літери й цифри, слова через один дефіс (наприклад, mint-breeze-250g).",
    slugTaken: "Інший товар уже має цей slug.",
    noCategory: "Оберіть наявну категорію.",
    noBrand: "Оберіть наявний бренд (або жодного).",
    noAttributeValue: "Одного зі значень атрибутів не існує (більше).",
    itemsOnlyInBundle: "Склад має лише набір: видаліть позиції або зробіть товар набором.",
    bundleNeedsItems: "Набір має містити щонайменше одну позицію.",
    itemUnknown: "Позиція набору не є відомим товаром.",
    itemItself: "Набір не може містити сам себе.",
    itemBundle: "Набір не може містити інший набір.",
    itemTwice: "Кожен товар може бути в складі лише раз: збільште його кількість.",
    inBundle: "Цей товар входить до набору, тому сам не може стати набором.",
    changedMeanwhile: "Хтось інший тим часом зберіг цей товар. Перезавантажте його та внесіть зміни знову.",
    tooManyImages: "Товар має щонайбільше 8 зображень: спершу видаліть одне.",
    noFile: "Оберіть файл зображення для завантаження.",
    imagesChanged: "Зображення товару тим часом змінилися. Перезавантажте сторінку та спробуйте знову.",
  },
};

export const staffPayments: Messages["staffPayments"] = {
  alreadyResolved: "Цей переказ уже позначено як вирішений.",
  notRefundable: "Тут можна повернути лише онлайн-оплату, отриману через Przelewy24.",
  refundTooLarge: "Для цього замовлення можна повернути ще щонайбільше {left}.",
  refundUnavailable: "Przelewy24 зараз не відповідає, тож нічого не повернуто. Спробуйте ще раз за кілька хвилин.",
  refundRefused: "Przelewy24 відхилила повернення: {reason}",
};

export const checkout: Messages["checkout"] = {
  pickupSlotFullMessages: "На цю годину самовивіз у цьому магазині вже повністю заброньовано. Оберіть інший час.",
  couponApplied: "Купон застосовано",
};

export const cart: Messages["cart"] = {
  onlyLeft: {
    one: "У наявності лише {n} штука.",
    few: "У наявності лише {n} штуки.",
    many: "У наявності лише {n} штук.",
    other: "У наявності лише {n} штуки.",
  },
  noneLeft: "Цього товару немає в наявності.",
};

export const coupons: Messages["coupons"] = {
  minOrderError: ({ amount }: { amount: string }) => `Цей купон діє для замовлень від ${amount}.`,
};

export const staffCoupons: Messages["staffCoupons"] = {
  amountRange: ({ max }: { max: string }) => `Введіть суму від 0,01 до ${max}.`,
  percentRange: "Введіть цілий відсоток від 1 до 100.",
  atLeastOne: "Введіть ціле число не менше 1 або залиште поле порожнім, щоб не обмежувати.",
  codeFormat: "Код містить латинські літери A–Z, цифри, «-» і «_» (до 40) та починається й закінчується літерою або цифрою.",
  categoryTwice: "Цю категорію вказано двічі.",
  unknownCategory: "Такої категорії немає.",
  noSuchCustomer: "Немає облікового запису покупця з таким e-mail.",
  usesBelowUsed: ({ used }: { used: number }) => `Замовлення вже використали цей купон: ${used}; ліміт не може бути меншим.`,
  codeTaken: ({ code }: { code: string }) => `Купон із кодом ${code} уже існує.`,
  used: "Цей купон уже використано в замовленнях, тому його не можна видалити. Вимкніть його натомість.",
};

export const staffRedirects: Messages["staffRedirects"] = {
  notAPath: "Введіть шлях цього магазину, що починається з одного «/» (без адреси іншого сайту, пробілів і «\\»).",
  sourceQuery: "Джерело порівнюється без параметрів запиту: приберіть «?», «#» і все, що після них.",
  samePage: "Ціль — та сама сторінка, що й джерело: переадресація зациклиться.",
  redirectLoop: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `${fromPath} уже переадресовує на ${toPath}: ця переадресація створить цикл.`,
  chainedTarget: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `Ціль ${fromPath} сама переадресовує на ${toPath}: вкажіть одразу ${toPath}.`,
  chainedSource: ({ otherPath, fromPath }: { otherPath: string; fromPath: string }) =>
    `${otherPath} переадресовує на ${fromPath}: переадресація з ${fromPath} створить ланцюжок. Спершу змініть ту переадресацію.`,
  sourceTaken: ({ fromPath }: { fromPath: string }) => `Переадресація з ${fromPath} уже існує.`,
};

export const media: Messages["media"] = {
  tooLarge: "Зображення має бути файлом не більше 10 МБ.",
  notAnImage: "Завантажте зображення JPEG, PNG, WebP або AVIF.",
};

export const inputHygiene: Messages["inputHygiene"] = {
  forbiddenCharacter: "Значення містить недозволений символ (символ NUL або пошкоджений символ Unicode).",
};

export const onlinePayment: Messages["onlinePayment"] = {
  methodUnavailable: "Цей спосіб оплати зараз недоступний для цього замовлення. Оберіть інший.",
};
