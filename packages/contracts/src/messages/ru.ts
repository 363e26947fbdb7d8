import type { Messages } from "./types";

export const errors: Messages["errors"] = {
  BAD_REQUEST: "Не удалось понять запрос.",
  VALIDATION_FAILED: "Некоторые значения отсутствуют или неверны.",
  UNAUTHORIZED: "Войдите, чтобы продолжить.",
  FORBIDDEN: "У вас нет разрешения на это действие.",
  NOT_FOUND: "Не найдено.",
  METHOD_NOT_ALLOWED: "Этот метод здесь не разрешён.",
  CONFLICT: "Запрос противоречит текущему состоянию.",
  PAYLOAD_TOO_LARGE: "Запрос слишком большой.",
  UNSUPPORTED_MEDIA_TYPE: "Тело запроса имеет тип содержимого, который этот адрес не принимает.",
  TOO_MANY_REQUESTS: "Слишком много запросов. Попробуйте позже.",
  INVALID_CREDENTIALS: "Неверный e-mail или пароль.",
  EMAIL_NOT_VERIFIED: "Сначала подтвердите e-mail: перейдите по ссылке из письма или запросите новую.",
  ACCOUNT_BLOCKED: "Эта учётная запись заблокирована. Свяжитесь с магазином.",
  EMAIL_TAKEN: "Пользователь с введённым e-mail уже существует!",
  TOKEN_INVALID: "Эта ссылка больше не действительна. Запросите новую.",
  CALLBACK_NOT_ALLOWED: "Адрес ссылки должен вести на сайт магазина.",
  WRONG_PASSWORD: "Текущий пароль неверен.",
  BUSINESS_NOT_EDITABLE: "Ваш бизнес-аккаунт одобрен; его данные здесь больше нельзя изменить. Свяжитесь с магазином.",
  CART_EMPTY: "Ваша корзина пуста.",
  NOT_ENOUGH_STOCK: "Такого количества этого товара нет в наличии.",
  PRODUCT_NOT_OFFERED: "Этот товар не продаётся в этом городе.",
  CART_CHANGED:
    "Некоторые товары в вашей корзине больше недоступны в таком количестве; корзина обновлена. Проверьте её и попробуйте ещё раз.",
  PRICE_CHANGED: "Сумма изменилась с тех пор, как вы её видели. Проверьте новую сумму и подтвердите ещё раз.",
  CHECKOUT_RULE: "Этот способ доставки или оплаты нельзя выбрать для этого заказа.",
  PICKUP_SLOT_INVALID: "Выберите время самовывоза из списка: в часы работы магазина, от часа до семи дней вперёд.",
  COUPON_NOT_FOUND: "Купон не найден",
  COUPON_EXPIRED: "Срок действия этого купона истёк.",
  COUPON_USED_UP: "Этот купон уже использован.",
  COUPON_MIN_ORDER: "Для этого купона нужен заказ побольше.",
  IDEMPOTENCY_KEY_REUSED: "Этот ключ запроса уже использован для другого заказа.",
  ORDER_TRANSITION_REFUSED: "Заказ сейчас не может перейти в этот статус.",
  PAYMENT_NOT_RETRYABLE: "Этот заказ не ожидает оплаты.",
  SIGNATURE_INVALID: "Подпись этого уведомления недействительна.",
  STOCK_ALERT_EXISTS:
    "Вы уже просили сообщить, когда этот товар появится в этом городе. Если ещё не подтвердили, перейдите по ссылке из письма, которое мы отправили.",
  PRODUCT_IN_STOCK: "Этот товар есть в наличии в этом городе: его можно заказать уже сейчас.",
  INTERNAL: "Что-то пошло не так с нашей стороны. Попробуйте ещё раз.",
  DATABASE_UNAVAILABLE: "База данных магазина сейчас недоступна.",
  DATABASE_BUSY: "Сейчас магазин очень загружен. Попробуйте ещё раз через мгновение.",
  PAYMENT_PROVIDER_UNAVAILABLE:
    "Сервис онлайн-оплаты сейчас не отвечает. Ничего не списано, а заказ не оформлен; попробуйте ещё раз через несколько минут или выберите другой способ оплаты.",
};

export const validation: Messages["validation"] = {
  required: "Поле обязательно",
  invalidEmail: "Введите правильный адрес e-mail",
  passwordTooShort: ({ min }: { min: number }) => `Пароль должен содержать не менее ${min} символов`,
  passwordTooLong: ({ max }: { max: number }) => `Пароль может содержать не более ${max} символов`,
  passwordTooCommon: "Этот пароль слишком распространён; выберите другой",
  passwordsDoNotMatch: "Пароли не совпадают",
  mustAcceptTerms: "Примите политику конфиденциальности и условия использования",
  mustBeAdult: "Вам должно быть 18 лет или больше",
  invalidPhone: "Введите номер телефона из 7–15 цифр",
  tooLong: "Это слишком длинно",
  invalidPostalIndex: "Введите почтовый индекс, например 00-001",
  invalidZipCode: "Введите правильный почтовый индекс",
};

export const checkoutRules: Messages["checkoutRules"] = {
  "tpd-not-orderable":
    "Этот магазин не может продавать розничным покупателям товары, на которые распространяется Директива о табачных изделиях: их можно только забрать и оплатить в магазине. Удалите их из корзины или оформите заказ с одобренного бизнес-аккаунта.",
  "tpd-pickup-only":
    "Товары, на которые распространяется Директива о табачных изделиях, можно только забрать в магазине и оплатить там, если у вас нет одобренного бизнес-аккаунта.",
  "tpd-in-store-payment-only":
    "Товары, на которые распространяется Директива о табачных изделиях, можно оплатить только в магазине при самовывозе, если у вас нет одобренного бизнес-аккаунта.",
  "pickup-unavailable": "Самовывоз из магазина здесь недоступен. Выберите доставку.",
  "in-store-payment-unavailable": "Оплата в магазине здесь недоступна. Оплатите онлайн или криптовалютой.",
  "in-store-payment-needs-pickup":
    "Оплатить в магазине можно только тогда, когда вы забираете заказ там. Выберите самовывоз из магазина или другой способ оплаты.",
};

export const staffCustomers: Messages["staffCustomers"] = {
  customerMessages: {
    staffNotBlockable: "Учётные записи сотрудников нельзя заблокировать.",
  },
};

export const staffCities: Messages["staffCities"] = {
  cityFieldMessages: {
    slugFormat: "Используйте строчные латинские буквы, цифры и одиночные дефисы, например nowy-sacz",
    slugTaken: "Город с таким адресом уже существует",
    hoursFormat: "Введите время, например 09:30",
    closesAfterOpens: "Время закрытия должно быть позже времени открытия",
    dayTwice: "Каждый день недели можно указать только один раз",
    dayRange: "День недели должен быть от 1 (понедельник) до 7 (воскресенье)",
    latitudeRange: "Введите широту от -90 до 90",
    longitudeRange: "Введите долготу от -180 до 180",
    capacityRange: "Введите целое число заказов от 1 до 1000 или оставьте пустым — без ограничения",
    sortOrderRange: "Введите целое число от 0 до 100000",
    moneyRange: "Введите сумму в злотых от 0 до 10000, не более двух знаков после запятой",
    freeFromRange: "Введите сумму больше 0 zł или оставьте пустым — никогда не бесплатно",
    methodTwice: "Каждый способ доставки можно указать только один раз",
  },
};

export const staffTaxonomy: Messages["staffTaxonomy"] = {
  taxonomyMessages: {
    slugFormat: "Используйте строчные латинские буквы, цифры и одинарные дефисы, например hookah-bowls.",
    categorySlugTaken: "У другой категории уже есть такой slug.",
    brandSlugTaken: "У другого бренда уже есть такой slug.",
    parentUnknown: "Такой родительской категории нет.",
    parentCycle: "Категорию нельзя поместить в неё саму или в её подкатегорию.",
    colourFormat: "Укажите цвет, например #7c3aed.",
    countryFormat: "Укажите двухбуквенный код страны, например PL, или оставьте пустым.",
  },
  categoryInUseMessage: ({ products, children, coupons }: { products: number; children: number; coupons: number }) =>
    `Эту категорию нельзя удалить, пока она используется (товаров: ${products}, подкатегорий: ${children}, скидок купонов: ${coupons}). Сначала перенесите или удалите их.`,
  brandInUseMessage: ({ products }: { products: number }) =>
    `Этот бренд нельзя удалить, пока он есть у товаров (${products}). Сначала назначьте им другой бренд.`,
};

export const staffOffers: Messages["staffOffers"] = {
  offerProblemMessages: {
    required: "нужно значение.",
    notYesNo: 'напишите "yes" или "no".',
    notPrice: "укажите сумму в злотых больше 0, например 19.90.",
    priceTooHigh: "сумма слишком велика (не больше 100000.00).",
    notStock: "укажите целое число, 0 или больше.",
    stockTooHigh: "число слишком велико (не больше 1000000).",
    notTiers: "запишите пороги как 10:17.90;50:15.90 (минимальное количество больше 1, двоеточие, цена в злотых).",
    tooManyTiers: "не больше 10 порогов.",
    tierDuplicate: "у двух порогов одинаковое минимальное количество.",
    saleNotBelowPrice: "цена со скидкой должна быть ниже цены.",
    tierNotBelowPrice: "цена каждого порога должна быть ниже цены.",
    unknownProduct: "товара с таким slug нет.",
    duplicateProduct: "этот товар уже есть в одной из предыдущих строк.",
    unterminatedQuote: "значение в кавычках не закрыто кавычкой.",
    textAfterQuote: "после закрывающей кавычки есть текст; возьмите всё значение в кавычки.",
    noHeader: "файл пуст; первая строка должна быть заголовком (product_slug, price, …).",
    unknownColumn:
      "неизвестный столбец; столбцы: product_slug, product_name_en, visible, price, sale_price, stock, franchise_price, wholesale_tiers.",
    duplicateColumn: "этот столбец дважды встречается в заголовке.",
    missingColumn: "в заголовке должен быть этот столбец.",
    fieldCount: "в строке другое количество значений, чем в заголовке.",
    tooManyLines: "в файле слишком много строк (не больше 20000 за один импорт).",
  },
  offerFieldLabels: {
    visible: "видимость",
    price: "цена",
    salePrice: "цена со скидкой",
    stock: "остаток",
    franchisePrice: "цена для франшизы",
    wholesaleTiers: "оптовые пороги",
  },
  line: "Строка",
  offerConflictMessage: ({ city, names }: { city: string; names: string }) =>
    `${city}: кто-то другой тем временем изменил: ${names}. Проверьте текущие значения и сохраните ещё раз.`,
  cityTwice: "Этот город дважды есть в списке.",
  notImported: "Файл не импортирован: исправьте указанные строки и попробуйте ещё раз. Ничего не изменено.",
};

export const orderTransitions: Messages["orderTransitions"] = {
  transitionRefusalMessages: {
    "final-status": "Этот заказ уже выполнен или отменён.",
    "not-a-next-status": "Заказ не может перейти в этот статус из текущего.",
    "wrong-payment-method": "Этот статус не подходит к способу оплаты заказа.",
    "wrong-delivery-method": "Этот статус не подходит к способу доставки заказа.",
    "not-allowed-for-actor": "Вы не можете внести это изменение на текущем этапе заказа.",
    "id-check-required": "Подтвердите, что вы проверили документ покупателя (18+), прежде чем выдать заказ с товарами TPD.",
    "payment-not-expired": "Время на оплату этого заказа ещё не истекло.",
  },
};

export const staffArticles: Messages["staffArticles"] = {
  languageNames: { en: "английский", uk: "украинский", pl: "польский", ru: "русский" },
  slug: "Используйте строчные латинские буквы a–z, цифры и одиночные дефисы, напр. how-to-pack-a-bowl.",
  english: "Английский обязателен: напишите английский заголовок, анонс и текст.",
  publishDate: "Опубликованной статье нужна дата публикации (будущая дата планирует её).",
  allLanguages: ({ missing }: { missing: string }) =>
    `Для публикации нужны все четыре языка; не хватает: ${missing}. Сохраните черновик, пока переводы не готовы.`,
  slugTaken: ({ slug }: { slug: string }) => `Другая статья уже имеет адрес ${slug}.`,
  noMedia: "Этот магазин не хранит загруженные изображения (хранилище медиа не настроено).",
};

export const staffProducts: Messages["staffProducts"] = {
  productMessages: {
    slugFormat: "Slug может содержать только строчные латинские буквы и цифры, слова через один дефис (например, mint-breeze-250g).",
    slugTaken: "У другого товара уже есть этот slug.",
    noCategory: "Выберите существующую категорию.",
    noBrand: "Выберите существующий бренд (или никакой).",
    noAttributeValue: "Одного из значений атрибутов не существует (больше).",
    itemsOnlyInBundle: "Состав есть только у набора: удалите позиции или сделайте товар набором.",
    bundleNeedsItems: "Набор должен содержать хотя бы одну позицию.",
    itemUnknown: "Позиция набора не является известным товаром.",
    itemItself: "Набор не может содержать сам себя.",
    itemBundle: "Набор не может содержать другой набор.",
    itemTwice: "Каждый товар может быть в составе только один раз: увеличьте его количество.",
    inBundle: "Этот товар входит в набор, поэтому сам не может стать набором.",
    changedMeanwhile: "Кто-то другой тем временем сохранил этот товар. Перезагрузите его и внесите изменения снова.",
    tooManyImages: "У товара не больше 8 изображений: сначала удалите одно.",
    noFile: "Выберите файл изображения для загрузки.",
    imagesChanged: "Изображения товара тем временем изменились. Перезагрузите страницу и попробуйте снова.",
  },
};

export const staffPayments: Messages["staffPayments"] = {
  alreadyResolved: "Этот перевод уже отмечен как решённый.",
  notRefundable: "Здесь можно вернуть только онлайн-оплату, полученную через Przelewy24.",
  refundTooLarge: "По этому заказу можно вернуть ещё не более {left}.",
  refundUnavailable: "Przelewy24 сейчас не отвечает, поэтому ничего не возвращено. Попробуйте ещё раз через несколько минут.",
  refundRefused: "Przelewy24 отклонила возврат: {reason}",
};

export const checkout: Messages["checkout"] = {
  pickupSlotFullMessages: "На этот час самовывоз в этом магазине уже полностью забронирован. Выберите другое время.",
  couponApplied: "Купон применён",
};

export const cart: Messages["cart"] = {
  onlyLeft: {
    one: "В наличии только {n} штука.",
    few: "В наличии только {n} штуки.",
    many: "В наличии только {n} штук.",
    other: "В наличии только {n} штуки.",
  },
  noneLeft: "Этого товара нет в наличии.",
};

export const coupons: Messages["coupons"] = {
  minOrderError: ({ amount }: { amount: string }) => `Этот купон действует для заказов от ${amount}.`,
};

export const staffCoupons: Messages["staffCoupons"] = {
  amountRange: ({ max }: { max: string }) => `Введите сумму от 0,01 до ${max}.`,
  percentRange: "Введите целый процент от 1 до 100.",
  atLeastOne: "Введите целое число не меньше 1 или оставьте поле пустым, чтобы не ограничивать.",
  codeFormat: "Код состоит из латинских букв A–Z, цифр, «-» и «_» (до 40) и начинается и заканчивается буквой или цифрой.",
  categoryTwice: "Эта категория указана дважды.",
  unknownCategory: "Такой категории нет.",
  noSuchCustomer: "Нет аккаунта покупателя с таким e-mail.",
  usesBelowUsed: ({ used }: { used: number }) => `Заказы уже использовали этот купон: ${used}; лимит не может быть меньше.`,
  codeTaken: ({ code }: { code: string }) => `Купон с кодом ${code} уже существует.`,
  used: "Этот купон уже использован в заказах, поэтому его нельзя удалить. Вместо этого отключите его.",
};

export const staffRedirects: Messages["staffRedirects"] = {
  notAPath: "Введите путь этого магазина, начинающийся с одного «/» (без адреса другого сайта, пробелов и «\\»).",
  sourceQuery: "Источник сравнивается без параметров запроса: уберите «?», «#» и всё, что после них.",
  samePage: "Цель — та же страница, что и источник: переадресация зациклится.",
  redirectLoop: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `${fromPath} уже переадресует на ${toPath}: эта переадресация создаст цикл.`,
  chainedTarget: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `Цель ${fromPath} сама переадресует на ${toPath}: укажите сразу ${toPath}.`,
  chainedSource: ({ otherPath, fromPath }: { otherPath: string; fromPath: string }) =>
    `${otherPath} переадресует на ${fromPath}: переадресация с ${fromPath} создаст цепочку. Сначала измените ту переадресацию.`,
  sourceTaken: ({ fromPath }: { fromPath: string }) => `Переадресация с ${fromPath} уже существует.`,
};

export const media: Messages["media"] = {
  tooLarge: "Изображение должно быть файлом не больше 10 МБ.",
  notAnImage: "Загрузите изображение JPEG, PNG, WebP или AVIF.",
};

export const inputHygiene: Messages["inputHygiene"] = {
  forbiddenCharacter: "Значение содержит недопустимый символ (символ NUL или повреждённый символ Unicode).",
};

export const onlinePayment: Messages["onlinePayment"] = {
  methodUnavailable: "Этот способ оплаты сейчас недоступен для этого заказа. Выберите другой.",
};
