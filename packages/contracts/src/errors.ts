import type { Locale, Localized } from "@shop/domain";
import { z } from "zod";

/** Every machine code the API can answer with, mapped to its HTTP status in this one place. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BLOCKED: 403,
  EMAIL_TAKEN: 409,
  TOKEN_INVALID: 400,
  CALLBACK_NOT_ALLOWED: 400,
  WRONG_PASSWORD: 400,
  BUSINESS_NOT_EDITABLE: 409,
  CART_EMPTY: 409,
  NOT_ENOUGH_STOCK: 409,
  PRODUCT_NOT_OFFERED: 409,
  CART_CHANGED: 409,
  PRICE_CHANGED: 409,
  CHECKOUT_RULE: 422,
  PICKUP_SLOT_INVALID: 400,
  COUPON_NOT_FOUND: 404,
  COUPON_EXPIRED: 409,
  COUPON_USED_UP: 409,
  COUPON_MIN_ORDER: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  ORDER_TRANSITION_REFUSED: 409,
  PAYMENT_NOT_RETRYABLE: 409,
  SIGNATURE_INVALID: 400,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The default message of each code, in every language. */
export const ERROR_MESSAGES: Record<ErrorCode, Localized> = {
  BAD_REQUEST: {
    en: "The request could not be understood.",
    uk: "Запит не вдалося зрозуміти.",
    pl: "Nie udało się zrozumieć żądania.",
    ru: "Не удалось понять запрос.",
  },
  VALIDATION_FAILED: {
    en: "Some values are missing or invalid.",
    uk: "Деякі значення відсутні або неправильні.",
    pl: "Niektórych wartości brakuje lub są nieprawidłowe.",
    ru: "Некоторые значения отсутствуют или неверны.",
  },
  UNAUTHORIZED: {
    en: "Please sign in to continue.",
    uk: "Увійдіть, щоб продовжити.",
    pl: "Zaloguj się, aby kontynuować.",
    ru: "Войдите, чтобы продолжить.",
  },
  FORBIDDEN: {
    en: "You are not allowed to do this.",
    uk: "У вас немає дозволу на цю дію.",
    pl: "Nie masz uprawnień do tej czynności.",
    ru: "У вас нет разрешения на это действие.",
  },
  NOT_FOUND: {
    en: "Not found.",
    uk: "Не знайдено.",
    pl: "Nie znaleziono.",
    ru: "Не найдено.",
  },
  METHOD_NOT_ALLOWED: {
    en: "This method is not allowed here.",
    uk: "Цей метод тут не дозволено.",
    pl: "Ta metoda nie jest tu dozwolona.",
    ru: "Этот метод здесь не разрешён.",
  },
  CONFLICT: {
    en: "The request conflicts with the current state.",
    uk: "Запит суперечить поточному стану.",
    pl: "Żądanie jest sprzeczne z bieżącym stanem.",
    ru: "Запрос противоречит текущему состоянию.",
  },
  PAYLOAD_TOO_LARGE: {
    en: "The request is too large.",
    uk: "Запит завеликий.",
    pl: "Żądanie jest zbyt duże.",
    ru: "Запрос слишком большой.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: "The request body has a content type this endpoint does not take.",
    uk: "Тіло запиту має тип вмісту, якого ця адреса не приймає.",
    pl: "Treść żądania ma typ zawartości, którego ten adres nie przyjmuje.",
    ru: "Тело запроса имеет тип содержимого, который этот адрес не принимает.",
  },
  TOO_MANY_REQUESTS: {
    en: "Too many requests. Please try again later.",
    uk: "Забагато запитів. Спробуйте пізніше.",
    pl: "Zbyt wiele żądań. Spróbuj ponownie później.",
    ru: "Слишком много запросов. Попробуйте позже.",
  },
  INVALID_CREDENTIALS: {
    en: "Wrong e-mail or password.",
    uk: "Неправильний e-mail або пароль.",
    pl: "Nieprawidłowy e-mail lub hasło.",
    ru: "Неверный e-mail или пароль.",
  },
  EMAIL_NOT_VERIFIED: {
    en: "Please confirm your e-mail first: follow the link we sent you, or ask for a new one.",
    uk: "Спершу підтвердьте e-mail: перейдіть за посиланням з листа або попросіть нове.",
    pl: "Najpierw potwierdź e-mail: kliknij link z wiadomości albo poproś o nowy.",
    ru: "Сначала подтвердите e-mail: перейдите по ссылке из письма или запросите новую.",
  },
  ACCOUNT_BLOCKED: {
    en: "This account has been blocked. Please contact the shop.",
    uk: "Цей обліковий запис заблоковано. Зверніться до магазину.",
    pl: "To konto zostało zablokowane. Skontaktuj się ze sklepem.",
    ru: "Эта учётная запись заблокирована. Свяжитесь с магазином.",
  },
  EMAIL_TAKEN: {
    en: "User with entered e-mail already exists!",
    uk: "Користувач із введеним e-mail уже існує!",
    pl: "Użytkownik z podanym adresem e-mail już istnieje!",
    ru: "Пользователь с введённым e-mail уже существует!",
  },
  TOKEN_INVALID: {
    en: "This link is no longer valid. Please ask for a new one.",
    uk: "Це посилання вже недійсне. Попросіть нове.",
    pl: "Ten link jest już nieważny. Poproś o nowy.",
    ru: "Эта ссылка больше не действительна. Запросите новую.",
  },
  CALLBACK_NOT_ALLOWED: {
    en: "The link address must be on the shop's own site.",
    uk: "Адреса посилання має бути на сайті магазину.",
    pl: "Adres linku musi prowadzić do strony sklepu.",
    ru: "Адрес ссылки должен вести на сайт магазина.",
  },
  WRONG_PASSWORD: {
    en: "The current password is wrong.",
    uk: "Поточний пароль неправильний.",
    pl: "Obecne hasło jest nieprawidłowe.",
    ru: "Текущий пароль неверен.",
  },
  BUSINESS_NOT_EDITABLE: {
    en: "Your business account is approved; its details can no longer be changed here. Please contact the shop.",
    uk: "Ваш бізнес-акаунт схвалено; його дані тут більше не можна змінити. Зверніться до магазину.",
    pl: "Twoje konto firmowe jest zatwierdzone; jego danych nie można już tu zmienić. Skontaktuj się ze sklepem.",
    ru: "Ваш бизнес-аккаунт одобрен; его данные здесь больше нельзя изменить. Свяжитесь с магазином.",
  },
  CART_EMPTY: {
    en: "Your cart is empty.",
    uk: "Ваш кошик порожній.",
    pl: "Twój koszyk jest pusty.",
    ru: "Ваша корзина пуста.",
  },
  NOT_ENOUGH_STOCK: {
    en: "There is not that much of this product in stock.",
    uk: "Такої кількості цього товару немає в наявності.",
    pl: "Tego produktu nie ma w takiej ilości na stanie.",
    ru: "Такого количества этого товара нет в наличии.",
  },
  PRODUCT_NOT_OFFERED: {
    en: "This product is not sold in this city.",
    uk: "Цей товар не продається в цьому місті.",
    pl: "Ten produkt nie jest sprzedawany w tym mieście.",
    ru: "Этот товар не продаётся в этом городе.",
  },
  CART_CHANGED: {
    en: "Some products in your cart are no longer available as they were; the cart has been updated. Please check it and try again.",
    uk: "Деякі товари у вашому кошику вже недоступні в такій кількості; кошик оновлено. Перевірте його та спробуйте ще раз.",
    pl: "Niektóre produkty w Twoim koszyku nie są już dostępne w tej ilości; koszyk został zaktualizowany. Sprawdź go i spróbuj ponownie.",
    ru: "Некоторые товары в вашей корзине больше недоступны в таком количестве; корзина обновлена. Проверьте её и попробуйте ещё раз.",
  },
  PRICE_CHANGED: {
    en: "The total has changed since you last saw it. Please check the new total and confirm again.",
    uk: "Сума змінилася відтоді, як ви її бачили. Перевірте нову суму та підтвердьте ще раз.",
    pl: "Kwota zmieniła się od czasu, gdy ją widziałeś. Sprawdź nową kwotę i potwierdź ponownie.",
    ru: "Сумма изменилась с тех пор, как вы её видели. Проверьте новую сумму и подтвердите ещё раз.",
  },
  CHECKOUT_RULE: {
    en: "This delivery or payment cannot be chosen for this order.",
    uk: "Цей спосіб доставки або оплати не можна обрати для цього замовлення.",
    pl: "Tego sposobu dostawy lub płatności nie można wybrać dla tego zamówienia.",
    ru: "Этот способ доставки или оплаты нельзя выбрать для этого заказа.",
  },
  PICKUP_SLOT_INVALID: {
    en: "Choose a pickup time from the list: within the store's opening hours, from one hour to seven days ahead.",
    uk: "Оберіть час самовивозу зі списку: у години роботи магазину, від години до семи днів наперед.",
    pl: "Wybierz godzinę odbioru z listy: w godzinach otwarcia sklepu, od godziny do siedmiu dni naprzód.",
    ru: "Выберите время самовывоза из списка: в часы работы магазина, от часа до семи дней вперёд.",
  },
  COUPON_NOT_FOUND: {
    en: "Coupon not found",
    uk: "Купон не знайдено",
    pl: "Nie znaleziono kuponu",
    ru: "Купон не найден",
  },
  COUPON_EXPIRED: {
    en: "This coupon has expired.",
    uk: "Термін дії цього купона минув.",
    pl: "Ten kupon stracił ważność.",
    ru: "Срок действия этого купона истёк.",
  },
  COUPON_USED_UP: {
    en: "This coupon has already been used up.",
    uk: "Цей купон уже використано.",
    pl: "Ten kupon został już wykorzystany.",
    ru: "Этот купон уже использован.",
  },
  COUPON_MIN_ORDER: {
    en: "This coupon needs a larger order.",
    uk: "Для цього купона потрібне більше замовлення.",
    pl: "Ten kupon wymaga większego zamówienia.",
    ru: "Для этого купона нужен заказ побольше.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    en: "This request key was already used for a different order.",
    uk: "Цей ключ запиту вже використано для іншого замовлення.",
    pl: "Ten klucz żądania został już użyty dla innego zamówienia.",
    ru: "Этот ключ запроса уже использован для другого заказа.",
  },
  ORDER_TRANSITION_REFUSED: {
    en: "The order cannot move to this status now.",
    uk: "Замовлення зараз не може перейти в цей статус.",
    pl: "Zamówienie nie może teraz przejść do tego statusu.",
    ru: "Заказ сейчас не может перейти в этот статус.",
  },
  PAYMENT_NOT_RETRYABLE: {
    en: "This order is not waiting for a payment.",
    uk: "Це замовлення не очікує на оплату.",
    pl: "To zamówienie nie oczekuje na płatność.",
    ru: "Этот заказ не ожидает оплаты.",
  },
  SIGNATURE_INVALID: {
    en: "The signature of this notification is not valid.",
    uk: "Підпис цього повідомлення недійсний.",
    pl: "Podpis tego powiadomienia jest nieprawidłowy.",
    ru: "Подпись этого уведомления недействительна.",
  },

  INTERNAL: {
    en: "Something went wrong on our side. Please try again.",
    uk: "Щось пішло не так з нашого боку. Спробуйте ще раз.",
    pl: "Coś poszło nie tak po naszej stronie. Spróbuj ponownie.",
    ru: "Что-то пошло не так с нашей стороны. Попробуйте ещё раз.",
  },
  DATABASE_UNAVAILABLE: {
    en: "The shop's database is not available right now.",
    uk: "База даних магазину зараз недоступна.",
    pl: "Baza danych sklepu jest teraz niedostępna.",
    ru: "База данных магазина сейчас недоступна.",
  },
};

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERROR_MESSAGES[code][locale];
}

/** The body of every API error: `{ statusCode, message, code }`. */
export const ApiErrorBody = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    message: z.string(),
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("Which values were wrong (validation errors only)"),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("More about the error: CART_CHANGED `changes`, PRICE_CHANGED `quote`, NOT_ENOUGH_STOCK `available`"),
    stack: z.string().optional().describe("Only when NODE_ENV=development"),
  })
  .meta({ id: "ApiError" });
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
