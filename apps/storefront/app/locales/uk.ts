import account from "./account/uk";
import alerts from "./alerts/uk";
import blog from "./blog/uk";
import cart from "./cart/uk";
import catalogue from "./catalogue/uk";
import checkout from "./checkout/uk";
import content from "./content/uk";
import type en from "./en";
import favourites from "./favourites/uk";
import invoices from "./invoices/uk";
import orders from "./orders/uk";
import reviews from "./reviews/uk";
import type { Texts } from "./types";
import { validationTexts } from "./validation";

export default {
  brand: {
    tagline: "Тютюн, кальяни та аксесуари",
    description: "Тютюн, кальяни, кальянні суміші та аксесуари для куріння з самовивозом у Варшаві, Кракові, Вроцлаві та Гданську.",
    logoAlt: "{{name}} — головна сторінка",
  },
  nav: {
    language: "Мова",
    skipToContent: "Перейти до вмісту",
    demoShop: "Демо-магазин: оплати імітуються, нічого не списується й не доставляється.",
    main: "Головна навігація",
    menu: "Меню",
    city: "Місто",
    chooseCity: "Оберіть місто",
    currentCity: "Місто: {{city}}",
    brands: "Бренди",
    sale: "Розпродаж",
    blog: "Блог",
    orderTracking: "Відстеження замовлення",
    account: "Особистий кабінет",
    signIn: "Увійти",
    myAccount: "Мій кабінет, {{name}}",
    cart: "Кошик",
    cartItems_one: "Кошик, {{count}} товар",
    cartItems_few: "Кошик, {{count}} товари",
    cartItems_many: "Кошик, {{count}} товарів",
    cartItems_other: "Кошик, {{count}} товару",
    breadcrumbs: "Навігаційний ланцюжок",
    categories: "Категорії",
    allInCategory: "Усе в розділі «{{name}}»",
  },
  search: {
    label: "Пошук товарів",
    placeholder: "Шукайте тютюн, кальяни, суміші…",
    submit: "Знайти",
  },
  cities: {
    title: "Оберіть своє місто",
    lead: "У кожному місті свій каталог, ціни та магазини. Оберіть своє, щоб почати покупки.",
    count_one: "{{count}} місто",
    count_few: "{{count}} міста",
    count_many: "{{count}} міст",
    count_other: "{{count}} міста",
    metaDescription: "Тютюн, кальяни, кальянні суміші та аксесуари для куріння з самовивозом у Варшаві, Кракові, Вроцлаві та Гданську.",
    empty: "Зараз немає доступних міст. Завітайте пізніше.",
    listLabel: "Міста",
    stores_one: "{{count}} магазин",
    stores_few: "{{count}} магазини",
    stores_many: "{{count}} магазинів",
    stores_other: "{{count}} магазину",
    current: "Ваше поточне місто",
  },
  hero: {
    title: "Усе для приємного куріння — у вашому місті",
    lead: "Тютюн, кальяни, кальянні суміші та аксесуари. Замовляйте онлайн і забирайте в найближчому магазині.",
    cta: "Переглянути розпродаж",
  },
  home: {
    title: "Магазин тютюну та кальянів — {{city}}",
    description:
      "Тютюн, кальяни, кальянні суміші та аксесуари у місті {{city}}: хіти продажів, розпродаж і вигідні набори із самовивозом із магазину.",
    sections: {
      bestSellers: "Хіти продажів у місті {{city}}",
      categories: "Категорії",
      brands: "Популярні бренди",
      bundles: "Вигідні набори",
      sale: "Товари зі знижкою",
      blog: "З нашого блогу",
      contacts: "Магазини та контакти",
    },
  },
  pages: {
    cart: {
      title: "Кошик",
      description: "Ваш кошик у місті {{city}}.",
    },
    checkout: {
      title: "Оформлення замовлення",
      description: "Оформіть замовлення у місті {{city}}.",
    },
    cabinet: {
      title: "Особистий кабінет",
      description: "Ваш особистий кабінет покупця.",
    },
    cabinetFavourites: {
      title: "Моє обране",
      description: "Ваші обрані товари.",
    },
    cabinetCoupons: {
      title: "Мої купони",
      description: "Ваші купони.",
    },
    cabinetPersonalData: {
      title: "Особисті дані",
      description: "Ваші особисті дані.",
    },
    cabinetOrders: { title: "Мої замовлення", description: "Ваші замовлення." },
    cabinetBusiness: { title: "Бізнес-акаунт", description: "Дані вашої компанії та бізнес-ціни." },
    cabinetChangePassword: { title: "Зміна пароля", description: "Змініть пароль свого облікового запису." },
    cabinetReferrals: { title: "Запрошення друзів", description: "Запрошуйте друзів до магазину." },
    cabinetReviews: { title: "Мої відгуки", description: "Ваші відгуки про товари та їхній стан." },
    signIn: { title: "Вхід", description: "Увійдіть у свій обліковий запис." },
    signInSecondStep: { title: "Двоетапний вхід", description: "Введіть код із застосунку-автентифікатора." },
    cabinetSecurity: { title: "Двоетапний вхід", description: "Захистіть обліковий запис кодом із застосунку-автентифікатора." },
    signUp: {
      title: "Реєстрація",
      description: "Створіть обліковий запис.",
    },
    signUpSuccessful: {
      title: "Обліковий запис створено",
      description: "Ваш обліковий запис створено.",
    },
    verifyEmail: {
      title: "Підтвердження e-mail",
      description: "Підтвердьте свою адресу e-mail.",
    },
    passwordRestore: {
      title: "Відновлення пароля",
      description: "Відновіть свій пароль.",
    },
    passwordRestoreFinish: {
      title: "Новий пароль",
      description: "Встановіть новий пароль.",
    },
    sale: {
      title: "Розпродаж",
      description: "Товари зі знижкою у місті {{city}}.",
    },
    search: {
      title: "Пошук",
      description: "Пошук по каталогу у місті {{city}}.",
    },
    product: {
      title: "Товар",
      description: "Інформація про товар.",
    },
    category: {
      title: "Категорія",
      description: "Товари категорії у місті {{city}}.",
    },
    privacyPolicy: {
      title: "Політика конфіденційності",
      description: "Як магазин обробляє персональні дані.",
    },
    terms: { title: "Умови використання", description: "Умови використання магазину." },
    orderTracking: {
      title: "Відстеження замовлення",
      description: "Знайдіть своє замовлення.",
    },
    order: {
      title: "Замовлення {{orderId}}",
      description: "Статус вашого замовлення.",
    },
    blog: { title: "Блог", description: "Новини, поради та огляди про тютюн і кальяни." },
    selectCity: { title: "Оберіть своє місто" },
  },
  footer: {
    adultsOnly: "Продаж лише повнолітнім (18+). Куріння серйозно шкодить вашому здоров’ю.",
    contacts: "Контакти",
    social: "Ми в соцмережах",
    messengers: "Напишіть нам",
    info: "Інформація",
    rights: "© {{year}} {{name}}. Усі права захищено.",
    phone: "Телефон",
    email: "E-mail",
  },
  ageGate: {
    title: "Вам уже виповнилося 18 років?",
    text: "Цей магазин продає тютюн і товари для куріння. Щоб увійти, вам має бути щонайменше 18 років.",
    confirm: "Так, мені вже є 18",
    decline: "Ні, покинути магазин",
  },
  errors: {
    notFoundTitle: "404",
    notFound: "Сторінку не знайдено",
    returnHome: "Повернутися на головну",
    errorTitle: "Щось пішло не так",
  },
  ui: {
    title: "Компоненти",
    description: "Кнопки та сповіщення магазину.",
    loading: "Завантаження",
    close: "Закрити",
    buttons: "Кнопки",
    toasts: "Сповіщення",
    showToast: "Показати сповіщення «{{type}}»",
    showMany: "Показати кілька сповіщень ({{count}})",
    toastText: "Сповіщення «{{type}}»",
    startLoading: "Почати завантаження",
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
  validation: validationTexts("uk"),
} satisfies Texts<typeof en>;
