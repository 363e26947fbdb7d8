import account from "./account/en";
import alerts from "./alerts/en";
import blog from "./blog/en";
import cart from "./cart/en";
import catalogue from "./catalogue/en";
import checkout from "./checkout/en";
import content from "./content/en";
import favourites from "./favourites/en";
import invoices from "./invoices/en";
import orders from "./orders/en";
import reviews from "./reviews/en";
import { validationTexts } from "./validation";

export default {
  brand: {
    tagline: "Tobacco, hookahs and accessories",
    description: "Tobacco, hookahs, shisha and smoking accessories with store pickup in Warsaw, Kraków, Wrocław and Gdańsk.",
    logoAlt: "{{name}} – home page",
  },
  nav: {
    language: "Language",
    skipToContent: "Skip to content",
    demoShop: "Demo shop: payments are simulated, nothing is charged or delivered.",
    main: "Main navigation",
    menu: "Menu",
    city: "City",
    chooseCity: "Choose a city",
    currentCity: "City: {{city}}",
    brands: "Brands",
    sale: "Sale",
    blog: "Blog",
    orderTracking: "Order tracking",
    account: "Account",
    signIn: "Sign in",
    myAccount: "My account, {{name}}",
    cart: "Cart",
    cartItems_one: "Cart, {{count}} item",
    cartItems_other: "Cart, {{count}} items",
    breadcrumbs: "Breadcrumbs",
    categories: "Categories",
    allInCategory: "All in {{name}}",
  },
  search: {
    label: "Search products",
    placeholder: "Search tobacco, hookahs, flavours…",
    submit: "Search",
  },
  cities: {
    title: "Choose your city",
    lead: "Each city has its own catalogue, prices and stores. Pick yours to start shopping.",
    count_one: "{{count}} city",
    count_other: "{{count}} cities",
    metaDescription: "Tobacco, hookahs, shisha and smoking accessories with store pickup in Warsaw, Kraków, Wrocław and Gdańsk.",
    empty: "No cities are available right now. Please come back later.",
    listLabel: "Cities",
    stores_one: "{{count}} store",
    stores_other: "{{count}} stores",
    current: "Your current city",
  },
  hero: {
    title: "Everything for a good smoke, in your city",
    lead: "Tobacco, hookahs, shisha flavours and accessories. Order online and pick up in a store near you.",
    cta: "See the sale",
  },
  home: {
    title: "Tobacco and hookah shop in {{city}}",
    description: "Tobacco, hookahs, shisha flavours and accessories in {{city}}: best sellers, sale and bundles with store pickup.",
    sections: {
      bestSellers: "Best sellers in {{city}}",
      categories: "Categories",
      brands: "Popular brands",
      bundles: "Bundle offers",
      sale: "Sale items",
      blog: "From the blog",
      contacts: "Stores and contacts",
    },
  },
  pages: {
    cart: {
      title: "Cart",
      description: "Your cart in {{city}}.",
    },
    checkout: {
      title: "Checkout",
      description: "Place your order in {{city}}.",
    },
    cabinet: { title: "My account", description: "Your customer cabinet." },
    cabinetFavourites: {
      title: "My favourites",
      description: "Your favourite products.",
    },
    cabinetCoupons: {
      title: "My coupons",
      description: "Your coupons.",
    },
    cabinetPersonalData: {
      title: "Personal data",
      description: "Your personal data.",
    },
    cabinetOrders: { title: "My orders", description: "Your orders." },
    cabinetBusiness: { title: "Business account", description: "Your company's details and business prices." },
    cabinetChangePassword: { title: "Change password", description: "Change the password of your account." },
    cabinetReferrals: { title: "Referrals", description: "Invite friends to the shop." },
    cabinetReviews: { title: "My reviews", description: "Your product reviews and their state." },
    signIn: { title: "Sign in", description: "Sign in to your account." },
    signInSecondStep: { title: "Two-step sign-in", description: "Enter the code from your authenticator app." },
    cabinetSecurity: { title: "Two-step sign-in", description: "Protect your account with a code from an authenticator app." },
    signUp: {
      title: "Sign up",
      description: "Create an account.",
    },
    signUpSuccessful: {
      title: "Account created",
      description: "Your account has been created.",
    },
    verifyEmail: {
      title: "E-mail confirmation",
      description: "Confirm your e-mail address.",
    },
    passwordRestore: {
      title: "Restore password",
      description: "Restore your password.",
    },
    passwordRestoreFinish: {
      title: "Set a new password",
      description: "Set a new password.",
    },
    sale: {
      title: "Sale",
      description: "Products on sale in {{city}}.",
    },
    search: {
      title: "Search",
      description: "Search the catalogue of {{city}}.",
    },
    product: {
      title: "Product",
      description: "Product details.",
    },
    category: {
      title: "Category",
      description: "Products of a category in {{city}}.",
    },
    privacyPolicy: { title: "Privacy policy", description: "How the shop processes personal data." },
    terms: { title: "Terms and conditions", description: "The shop's terms and conditions." },
    orderTracking: { title: "Order tracking", description: "Find your order." },
    order: {
      title: "Order {{orderId}}",
      description: "The status of your order.",
    },
    blog: { title: "Blog", description: "News, guides and reviews about tobacco and hookahs." },
    selectCity: { title: "Choose your city" },
  },
  footer: {
    adultsOnly: "Sale to adults (18+) only. Smoking seriously harms your health.",
    contacts: "Contacts",
    social: "Follow us",
    messengers: "Write to us",
    info: "Information",
    rights: "© {{year}} {{name}}. All rights reserved.",
    phone: "Phone",
    email: "E-mail",
  },
  ageGate: {
    title: "Are you 18 or older?",
    text: "This shop sells tobacco and smoking products. You must be at least 18 years old to enter.",
    confirm: "Yes, I am 18 or older",
    decline: "No, leave the shop",
  },
  errors: {
    notFoundTitle: "404",
    notFound: "Page not found",
    returnHome: "Return to home page",
    errorTitle: "Something went wrong",
  },
  ui: {
    title: "Components",
    description: "The shop's buttons and notifications.",
    loading: "Loading",
    close: "Close",
    buttons: "Buttons",
    toasts: "Notifications",
    showToast: "Show a {{type}} notification",
    showMany: "Show {{count}} notifications",
    toastText: "A {{type}} notification",
    startLoading: "Start loading",
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
  validation: validationTexts("en"),
};
