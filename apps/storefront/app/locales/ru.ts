import account from "./account/ru";
import alerts from "./alerts/ru";
import blog from "./blog/ru";
import cart from "./cart/ru";
import catalogue from "./catalogue/ru";
import checkout from "./checkout/ru";
import content from "./content/ru";
import type en from "./en";
import favourites from "./favourites/ru";
import invoices from "./invoices/ru";
import orders from "./orders/ru";
import reviews from "./reviews/ru";
import type { Texts } from "./types";
import { validationTexts } from "./validation";

export default {
  brand: {
    tagline: "Табак, кальяны и аксессуары",
    description: "Табак, кальяны, кальянные смеси и аксессуары для курения с самовывозом в Варшаве, Кракове, Вроцлаве и Гданьске.",
    logoAlt: "{{name}} — главная страница",
  },
  nav: {
    language: "Язык",
    skipToContent: "Перейти к содержимому",
    demoShop: "Демо-магазин: оплаты имитируются, ничего не списывается и не доставляется.",
    main: "Основная навигация",
    menu: "Меню",
    city: "Город",
    chooseCity: "Выберите город",
    currentCity: "Город: {{city}}",
    brands: "Бренды",
    sale: "Распродажа",
    blog: "Блог",
    orderTracking: "Отслеживание заказа",
    account: "Личный кабинет",
    signIn: "Войти",
    myAccount: "Мой кабинет, {{name}}",
    cart: "Корзина",
    cartItems_one: "Корзина, {{count}} товар",
    cartItems_few: "Корзина, {{count}} товара",
    cartItems_many: "Корзина, {{count}} товаров",
    cartItems_other: "Корзина, {{count}} товара",
    breadcrumbs: "Навигационная цепочка",
    categories: "Категории",
    allInCategory: "Всё в разделе «{{name}}»",
  },
  search: {
    label: "Поиск товаров",
    placeholder: "Ищите табак, кальяны, смеси…",
    submit: "Найти",
  },
  cities: {
    title: "Выберите свой город",
    lead: "В каждом городе свой каталог, цены и магазины. Выберите свой, чтобы начать покупки.",
    count_one: "{{count}} город",
    count_few: "{{count}} города",
    count_many: "{{count}} городов",
    count_other: "{{count}} города",
    metaDescription: "Табак, кальяны, кальянные смеси и аксессуары для курения с самовывозом в Варшаве, Кракове, Вроцлаве и Гданьске.",
    empty: "Сейчас нет доступных городов. Загляните позже.",
    listLabel: "Города",
    stores_one: "{{count}} магазин",
    stores_few: "{{count}} магазина",
    stores_many: "{{count}} магазинов",
    stores_other: "{{count}} магазина",
    current: "Ваш текущий город",
  },
  hero: {
    title: "Всё для приятного курения — в вашем городе",
    lead: "Табак, кальяны, кальянные смеси и аксессуары. Заказывайте онлайн и забирайте в ближайшем магазине.",
    cta: "Смотреть распродажу",
  },
  home: {
    title: "Магазин табака и кальянов — {{city}}",
    description:
      "Табак, кальяны, кальянные смеси и аксессуары в городе {{city}}: хиты продаж, распродажа и выгодные наборы с самовывозом из магазина.",
    sections: {
      bestSellers: "Хиты продаж в городе {{city}}",
      categories: "Категории",
      brands: "Популярные бренды",
      bundles: "Выгодные наборы",
      sale: "Товары со скидкой",
      blog: "Из нашего блога",
      contacts: "Магазины и контакты",
    },
  },
  pages: {
    cart: {
      title: "Корзина",
      description: "Ваша корзина в городе {{city}}.",
    },
    checkout: {
      title: "Оформление заказа",
      description: "Оформите заказ в городе {{city}}.",
    },
    cabinet: { title: "Личный кабинет", description: "Ваш личный кабинет покупателя." },
    cabinetFavourites: {
      title: "Моё избранное",
      description: "Ваши избранные товары.",
    },
    cabinetCoupons: {
      title: "Мои купоны",
      description: "Ваши купоны.",
    },
    cabinetPersonalData: {
      title: "Личные данные",
      description: "Ваши личные данные.",
    },
    cabinetOrders: { title: "Мои заказы", description: "Ваши заказы." },
    cabinetBusiness: { title: "Бизнес-аккаунт", description: "Данные вашей компании и бизнес-цены." },
    cabinetChangePassword: { title: "Смена пароля", description: "Смените пароль своего аккаунта." },
    cabinetReferrals: { title: "Приглашения друзей", description: "Приглашайте друзей в магазин." },
    cabinetReviews: { title: "Мои отзывы", description: "Ваши отзывы о товарах и их состояние." },
    signIn: { title: "Вход", description: "Войдите в свой аккаунт." },
    signInSecondStep: { title: "Двухэтапный вход", description: "Введите код из приложения-аутентификатора." },
    cabinetSecurity: { title: "Двухэтапный вход", description: "Защитите аккаунт кодом из приложения-аутентификатора." },
    signUp: {
      title: "Регистрация",
      description: "Создайте аккаунт.",
    },
    signUpSuccessful: {
      title: "Аккаунт создан",
      description: "Ваш аккаунт создан.",
    },
    verifyEmail: {
      title: "Подтверждение e-mail",
      description: "Подтвердите свой адрес e-mail.",
    },
    passwordRestore: {
      title: "Восстановление пароля",
      description: "Восстановите свой пароль.",
    },
    passwordRestoreFinish: { title: "Новый пароль", description: "Задайте новый пароль." },
    sale: {
      title: "Распродажа",
      description: "Товары со скидкой в городе {{city}}.",
    },
    search: {
      title: "Поиск",
      description: "Поиск по каталогу в городе {{city}}.",
    },
    product: {
      title: "Товар",
      description: "Информация о товаре.",
    },
    category: {
      title: "Категория",
      description: "Товары категории в городе {{city}}.",
    },
    privacyPolicy: {
      title: "Политика конфиденциальности",
      description: "Как магазин обрабатывает персональные данные.",
    },
    terms: { title: "Условия использования", description: "Условия использования магазина." },
    orderTracking: { title: "Отслеживание заказа", description: "Найдите свой заказ." },
    order: {
      title: "Заказ {{orderId}}",
      description: "Статус вашего заказа.",
    },
    blog: { title: "Блог", description: "Новости, советы и обзоры о табаке и кальянах." },
    selectCity: { title: "Выберите свой город" },
  },
  footer: {
    adultsOnly: "Продажа только совершеннолетним (18+). Курение серьёзно вредит вашему здоровью.",
    contacts: "Контакты",
    social: "Мы в соцсетях",
    messengers: "Напишите нам",
    info: "Информация",
    rights: "© {{year}} {{name}}. Все права защищены.",
    phone: "Телефон",
    email: "E-mail",
  },
  ageGate: {
    title: "Вам уже исполнилось 18 лет?",
    text: "Этот магазин продаёт табак и товары для курения. Чтобы войти, вам должно быть не меньше 18 лет.",
    confirm: "Да, мне уже есть 18",
    decline: "Нет, покинуть магазин",
  },
  errors: {
    notFoundTitle: "404",
    notFound: "Страница не найдена",
    returnHome: "Вернуться на главную",
    errorTitle: "Что-то пошло не так",
  },
  ui: {
    title: "Компоненты",
    description: "Кнопки и уведомления магазина.",
    loading: "Загрузка",
    close: "Закрыть",
    buttons: "Кнопки",
    toasts: "Уведомления",
    showToast: "Показать уведомление «{{type}}»",
    showMany: "Показать несколько уведомлений ({{count}})",
    toastText: "Уведомление «{{type}}»",
    startLoading: "Начать загрузку",
  },
  catalogue,
  account,
  alerts,
  favourites,
  blog,
  cart,
  checkout,
  content,
  invoices,
  orders,
  reviews,
  validation: validationTexts("ru"),
} satisfies Texts<typeof en>;
