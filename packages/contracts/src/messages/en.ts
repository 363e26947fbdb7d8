import type { PluralForms } from "./plural";

// The API's messages in English: every other language's catalogue has the same areas and keys (messages/types.ts).

export const errors = {
  BAD_REQUEST: "The request could not be understood.",
  VALIDATION_FAILED: "Some values are missing or invalid.",
  UNAUTHORIZED: "Please sign in to continue.",
  FORBIDDEN: "You are not allowed to do this.",
  NOT_FOUND: "Not found.",
  METHOD_NOT_ALLOWED: "This method is not allowed here.",
  CONFLICT: "The request conflicts with the current state.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "The request body has a content type this endpoint does not take.",
  TOO_MANY_REQUESTS: "Too many requests. Please try again later.",
  INVALID_CREDENTIALS: "Wrong e-mail or password.",
  EMAIL_NOT_VERIFIED: "Please confirm your e-mail first: follow the link we sent you, or ask for a new one.",
  ACCOUNT_BLOCKED: "This account has been blocked. Please contact the shop.",
  EMAIL_TAKEN: "User with entered e-mail already exists!",
  TOKEN_INVALID: "This link is no longer valid. Please ask for a new one.",
  CALLBACK_NOT_ALLOWED: "The link address must be on the shop's own site.",
  WRONG_PASSWORD: "The current password is wrong.",
  CODE_INVALID: "The code is wrong or was already used. Please try again.",
  SECOND_FACTOR_REQUIRED: "Staff accounts need a second factor: set up an authenticator app first.",
  STEP_UP_REQUIRED: "Please confirm it is you: enter the code from your authenticator app.",
  PASSKEY_INVALID: "The passkey could not be used. Please try again, or use a code.",
  NO_PASSKEY: "No passkey is registered for this account. Use a code, or add a passkey on the security page.",
  BUSINESS_NOT_EDITABLE: "Your business account is approved; its details can no longer be changed here. Please contact the shop.",
  CART_EMPTY: "Your cart is empty.",
  NOT_ENOUGH_STOCK: "There is not that much of this product in stock.",
  PRODUCT_NOT_OFFERED: "This product is not sold in this city.",
  CART_CHANGED:
    "Some products in your cart are no longer available as they were; the cart has been updated. Please check it and try again.",
  PRICE_CHANGED: "The total has changed since you last saw it. Please check the new total and confirm again.",
  CHECKOUT_RULE: "This delivery or payment cannot be chosen for this order.",
  PICKUP_SLOT_INVALID: "Choose a pickup time from the list: within the store's opening hours, from one hour to seven days ahead.",
  STORE_LACKS_STOCK: "The chosen store does not have everything in your cart now. Choose another store or a delivery.",
  COUPON_NOT_FOUND: "Coupon not found",
  COUPON_EXPIRED: "This coupon has expired.",
  COUPON_USED_UP: "This coupon has already been used up.",
  COUPON_MIN_ORDER: "This coupon needs a larger order.",
  IDEMPOTENCY_KEY_REUSED: "This request key was already used for a different order.",
  ORDER_TRANSITION_REFUSED: "The order cannot move to this status now.",
  PAYMENT_NOT_RETRYABLE: "This order is not waiting for a payment.",
  SIGNATURE_INVALID: "The signature of this notification is not valid.",
  STOCK_ALERT_EXISTS:
    "You have already asked to be told when this product is back in this city. If you have not confirmed yet, follow the link in the e-mail we sent you.",
  PRODUCT_IN_STOCK: "This product is in stock in this city: you can order it now.",
  REVIEW_NOT_VERIFIED: "Only customers who bought this product can review it: you can write a review once an order with it is completed.",
  REVIEW_EXISTS: "You have already reviewed this product. You can edit your review for 30 days after writing it.",
  REVIEW_EDIT_CLOSED: "This review can no longer be edited: reviews can be changed for 30 days after they are written.",
  REVIEW_REPLY_EXISTS: "The shop has already replied to this review.",
  REVIEW_STATE: "This review cannot be changed this way in its current state.",
  FAVOURITES_FULL: "You can keep at most 500 favourites. Remove some to add new ones.",
  INTERNAL: "Something went wrong on our side. Please try again.",
  DATABASE_UNAVAILABLE: "The shop's database is not available right now.",
  DATABASE_BUSY: "The shop is very busy right now. Please try again in a moment.",
  PAYMENT_PROVIDER_UNAVAILABLE:
    "The online payment service is not answering right now. Nothing was charged and your order was not placed; please try again in a few minutes or choose another payment method.",
  SHIPMENT_REFUSED: "InPost refused the shipment. Check the order's delivery details and try again.",
  SHIPPING_PROVIDER_UNAVAILABLE: "InPost is not answering right now; no shipment was created. Please try again in a few minutes.",
  MEDIA_STORE_UNAVAILABLE: "The image storage is not answering right now; nothing was saved. Please try again in a few minutes.",
  LOCKERS_UNAVAILABLE:
    "InPost's parcel locker service is not answering right now. Please try again in a few minutes, or choose another delivery.",
};

export const validation = {
  required: "Field is required",
  invalidEmail: "Enter a valid e-mail address",
  passwordTooShort: ({ min }: { min: number }) => `The password needs at least ${min} characters`,
  passwordTooLong: ({ max }: { max: number }) => `The password may have at most ${max} characters`,
  passwordTooCommon: "This password is too common; choose another",
  passwordsDoNotMatch: "Passwords do not match",
  mustAcceptTerms: "Please accept the privacy policy and the terms and conditions",
  mustBeAdult: "You must be 18 or older",
  invalidPhone: "Enter a phone number with 7 to 15 digits",
  invalidSmsPhone: "For text messages enter a mobile number: 9 digits, or with its country code (+48 512 345 678)",
  tooLong: "This is too long",
  invalidPostalIndex: "Enter a postal code such as 00-001",
  invalidZipCode: "Enter a valid zip code",
  invalidNip: "Enter a valid NIP: ten digits with a correct check digit (such as 525-200-00-02)",
  invalidVatNumber: "Enter an EU VAT number with its country code, such as DE123456789",
  invalidDate: "Enter a date as YYYY-MM-DD",
  invalidStars: "Choose from 1 to 5 stars",
};

export const checkoutRules = {
  "tpd-not-orderable":
    "This shop cannot sell products under the Tobacco Products Directive to retail customers: they can only be picked up and paid for in a store. Remove them from the cart, or order with an approved business account.",
  "tpd-pickup-only":
    "Products under the Tobacco Products Directive can only be picked up in a store and paid for there, unless you have an approved business account.",
  "tpd-in-store-payment-only":
    "Products under the Tobacco Products Directive can only be paid for in the store when you pick them up, unless you have an approved business account.",
  "pickup-unavailable": "Pickup in a store is not available in this shop. Please choose a delivery.",
  "in-store-payment-unavailable": "Payment in a store is not available in this shop. Please pay online or in crypto.",
  "in-store-payment-needs-pickup":
    "Payment in the store is only possible when you pick the order up there. Please choose pickup in a store, or another payment.",
};

export const staffCustomers = {
  customerMessages: {
    staffNotBlockable: "Staff accounts cannot be blocked.",
    staffNotErasable: "Staff accounts cannot be erased.",
  },
};

export const staffTeam = {
  teamMessages: {
    ownRole: "You cannot change or remove your own staff role: ask another admin.",
    lastAdmin: "The shop's last admin cannot be demoted or removed: make someone else an admin first.",
    cityRequired: "A city manager needs at least one city.",
    noSuchAccount: "No account has this e-mail.",
    alreadyStaff: "This account is staff already: change its role in the team list.",
    notVerified: "This account has not confirmed its e-mail yet: it can become staff once it has.",
    blocked: "This account is blocked: unblock it first.",
    business: "A business account (approved, or with an application waiting) cannot become staff: use a separate account.",
  },
  unknownCities: ({ cities }: { cities: string }) => `There is no city with the address ${cities}.`,
};

export const staffReports = {
  reportMessages: {
    fromAfterTo: "The period must end on or after the day it starts.",
    tooLong: "A report covers at most three years: choose a shorter period.",
  },
  queryMessages: {
    order: "Order: choose top (the best sellers) or bottom (the weakest sellers).",
    idleDays: "Idle: choose 30, 60 or 90 days without a sale.",
    limit: ({ max }: { max: number }) => `Limit: a whole number of products from 1 to ${max}.`,
  },
  unknownCities: ({ cities }: { cities: string }) => `There is no city with the address ${cities}.`,
};

export const staffCities = {
  cityFieldMessages: {
    slugFormat: "Use lower-case letters, digits and single dashes, such as nowy-sacz",
    slugTaken: "A city with this address already exists",
    hoursFormat: "Enter a time such as 09:30",
    closesAfterOpens: "The closing time must be after the opening time",
    dayTwice: "Each weekday may appear only once",
    dayRange: "The weekday must be 1 (Monday) to 7 (Sunday)",
    latitudeRange: "Enter a latitude between -90 and 90",
    longitudeRange: "Enter a longitude between -180 and 180",
    capacityRange: "Enter a whole number of orders from 1 to 1000, or leave it empty for no limit",
    sortOrderRange: "Enter a whole number from 0 to 100000",
    moneyRange: "Enter an amount in złoty from 0 to 10000, with at most two decimals",
    freeFromRange: "Enter an amount above 0 zł, or leave it empty: never free",
    methodTwice: "Each delivery method may appear only once",
    holdDaysRange: "Enter a whole number of days from 1 to 30",
  },
};

export const staffTaxonomy = {
  taxonomyMessages: {
    slugFormat: "Use lower-case Latin letters, digits and single hyphens, such as hookah-bowls.",
    categorySlugTaken: "Another category already has this slug.",
    brandSlugTaken: "Another brand already has this slug.",
    parentUnknown: "There is no such parent category.",
    parentCycle: "A category cannot be placed under itself or one of its subcategories.",
    colourFormat: "Enter a colour such as #7c3aed.",
    countryFormat: "Enter a two-letter country code such as PL, or leave it empty.",
  },
  categoryInUseMessage: ({ products, children, coupons }: { products: number; children: number; coupons: number }) =>
    `This category cannot be deleted while it is used (products: ${products}, subcategories: ${children}, coupon discounts: ${coupons}). Move or remove those first.`,
  brandInUseMessage: ({ products }: { products: number }) =>
    `This brand cannot be deleted while products have it (${products}). Give them another brand first.`,
};

export const staffOffers = {
  offerProblemMessages: {
    required: "a value is required.",
    notYesNo: 'write "yes" or "no".',
    notPrice: "write an amount in złoty above 0, such as 19.90.",
    priceTooHigh: "the amount is too high (at most 100000.00).",
    notStock: "write a whole number, 0 or more.",
    stockTooHigh: "the number is too high (at most 1000000).",
    unknownStore: "there is no store with this id in this city; export the city's CSV to see its store columns.",
    bundleStock: "a bundle has no stock of its own (its items' stock decides): leave it empty.",
    noStore: "the city has no store to hold the stock: add a store first.",
    holdsStock:
      "its stores still hold units of it: transfer them to another store or write them off (Stock in the back office) before the city stops selling it.",
    stockColumn:
      "the single stock column is gone: stock is kept per store. Use one column per store, stock:<store id> (the city's CSV export has them); stock_total is only for reading.",
    notTiers: "write tiers as 10:17.90;50:15.90 (a minimum quantity above 1, a colon, the price in złoty).",
    tooManyTiers: "at most 10 tiers.",
    tierDuplicate: "two tiers have the same minimum quantity.",
    saleNotBelowPrice: "the sale price must be lower than the price.",
    tierNotBelowPrice: "each tier's price must be lower than the price.",
    unknownProduct: "there is no product with this slug.",
    duplicateProduct: "this product is already on an earlier line.",
    unterminatedQuote: "a quoted value is not closed with a quote.",
    textAfterQuote: "there is text after a closing quote; put the whole value in quotes.",
    noHeader: "the file is empty; its first line must be the header (product_slug, price, …).",
    unknownColumn:
      "unknown column; the columns are product_slug, product_name_en, visible, price, sale_price, stock_total, stock:<store id> (one per store), franchise_price, wholesale_tiers.",
    duplicateColumn: "this column appears twice in the header.",
    missingColumn: "the header needs this column.",
    fieldCount: "the line has a different number of values than the header.",
    tooManyLines: "the file has too many lines (at most 20000 per import).",
  },
  offerFieldLabels: {
    visible: "visible",
    price: "price",
    salePrice: "sale price",
    storeStock: "stock",
    franchisePrice: "franchise price",
    wholesaleTiers: "wholesale tiers",
  },
  line: "Line",
  storeStock: ({ store }: { store: string }) => `stock in ${store}`,
  offerConflictMessage: ({ city, names }: { city: string; names: string }) =>
    `${city}: someone else changed these meanwhile: ${names}. Check the values as they are now and save again.`,
  cityTwice: "This city is in the list twice.",
  notImported: "The file was not imported: fix the lines listed and try again. Nothing was changed.",
};

export const orderTransitions = {
  transitionRefusalMessages: {
    "final-status": "This order is already completed or canceled.",
    "not-a-next-status": "The order cannot move to this status from its current one.",
    "wrong-payment-method": "This status does not fit the order's payment method.",
    "wrong-delivery-method": "This status does not fit the order's delivery method.",
    "not-allowed-for-actor": "You can't make this change to the order at its current stage.",
    "id-check-required": "Confirm that you checked the customer's ID (18+) before handing over an order with TPD products.",
    "payment-not-expired": "The time to pay for this order has not run out yet.",
    "pickup-hold-not-ended": "The order's pickup hold has not ended yet.",
  },
};

export const staffArticles = {
  languageNames: { en: "English", uk: "Ukrainian", pl: "Polish", ru: "Russian" },
  slug: "Use lower-case letters a–z, digits and single hyphens, e.g. how-to-pack-a-bowl.",
  english: "English is required: write the English title, excerpt and text.",
  publishDate: "A published article needs a publish date (a future one schedules it).",
  allLanguages: ({ missing }: { missing: string }) =>
    `Publishing needs all four languages; missing: ${missing}. Save it as a draft until the translations are done.`,
  slugTaken: ({ slug }: { slug: string }) => `Another article already has the address ${slug}.`,
  noMedia: "This shop keeps no uploaded images (no media store is configured).",
};

export const staffProducts = {
  productMessages: {
    slugFormat: "The slug may hold only lower-case Latin letters and digits, in words joined by single hyphens (e.g. mint-breeze-250g).",
    slugTaken: "Another product already has this slug.",
    noCategory: "Choose an existing category.",
    noBrand: "Choose an existing brand (or none).",
    noAttributeValue: "One of the attribute values does not exist (any more).",
    itemsOnlyInBundle: "Only a bundle has items: remove them or make the product a bundle.",
    bundleNeedsItems: "A bundle needs at least one item.",
    itemUnknown: "A bundle item is not a known product.",
    itemItself: "A bundle cannot contain itself.",
    itemBundle: "A bundle cannot contain another bundle.",
    itemTwice: "Each product may appear only once among the items: raise its quantity instead.",
    inBundle: "This product is an item of a bundle, so it cannot become a bundle itself.",
    changedMeanwhile: "Someone else saved this product in the meantime. Reload it and make your changes again.",
    tooManyImages: "A product has at most 8 images: delete one first.",
    noFile: "Choose an image file to upload.",
    imagesChanged: "The product's images changed in the meantime. Reload the page and try again.",
    skuFormat:
      "An SKU is 1 to 40 Latin letters, digits, dots, underscores, slashes or hyphens, starting with a letter or digit (e.g. SP-000042).",
    skuTaken: "Another product already has this SKU (SKUs are compared in any case).",
    eanFormat: "An EAN has 13 digits (spaces and dashes are ignored).",
    eanCheckDigit: "This EAN's check digit (the last one) is wrong: check the number on the pack for a mistyped digit.",
    eanTaken: "Another product already has this EAN.",
  },
};

export const staffPayments = {
  alreadyResolved: "This transfer is already marked as resolved.",
  notRefundable: "Only an online payment received through Przelewy24 can be refunded here.",
  refundTooLarge: "At most {left} can still be refunded for this order.",
  refundUnavailable: "Przelewy24 is not answering right now, so nothing was refunded. Please try again in a few minutes.",
  refundRefused: "Przelewy24 refused the refund: {reason}",
};

export const staffShipments = {
  notConfigured: "InPost (ShipX) is not configured in this shop, so shipments cannot be created here.",
  notCarried: "Only parcel-locker and courier orders are sent through InPost.",
  notApproved: "Approve the order before creating its InPost shipment.",
  parcelSizeRequired: "Choose the parcel size: A, B or C.",
  inProgress: "This order's shipment is being created right now. Reload the page in a moment.",
  refused: "InPost refused the shipment: {reason}",
  noShipment: "This order has no InPost shipment yet.",
  labelNotReady:
    "The label can be downloaded once InPost has confirmed the shipment, usually within a minute. Reload the page and try again.",
};

export const checkout = {
  pickupSlotFullMessages: "This pickup hour is fully booked at this store. Please choose another time.",
  couponApplied: "Coupon applied",
};

export const cart = {
  onlyLeft: { one: "Only {n} left in stock.", other: "Only {n} left in stock." } as PluralForms,
  noneLeft: "This product is out of stock.",
};

export const coupons = {
  minOrderError: ({ amount }: { amount: string }) => `This coupon applies to orders from ${amount}.`,
};

export const staffCoupons = {
  amountRange: ({ max }: { max: string }) => `Enter an amount from 0.01 to ${max}.`,
  percentRange: "Enter a whole percent from 1 to 100.",
  atLeastOne: "Enter a whole number of at least 1, or leave it empty for no limit.",
  codeFormat: "A code holds letters A–Z, digits, “-” and “_” (up to 40), and starts and ends with a letter or digit.",
  categoryTwice: "This category is listed twice.",
  unknownCategory: "There is no such category.",
  noSuchCustomer: "No customer account has this e-mail.",
  usesBelowUsed: ({ used }: { used: number }) => `Uses so far: ${used}; the limit cannot be lower.`,
  codeTaken: ({ code }: { code: string }) => `A coupon with the code ${code} already exists.`,
  used: "Orders have used this coupon, so it cannot be deleted. Switch it off instead.",
};

export const staffRedirects = {
  notAPath: "Enter a path of this shop, starting with a single “/” (no address of another site, no spaces or “\\”).",
  sourceQuery: "The source is matched without its query: leave out “?”, “#” and what follows.",
  samePage: "The target is the same page as the source: the redirect would loop.",
  redirectLoop: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `${fromPath} already redirects to ${toPath}: this redirect would make a loop.`,
  chainedTarget: ({ fromPath, toPath }: { fromPath: string; toPath: string }) =>
    `The target ${fromPath} is itself redirected to ${toPath}: point this redirect at ${toPath} directly.`,
  chainedSource: ({ otherPath, fromPath }: { otherPath: string; fromPath: string }) =>
    `${otherPath} redirects to ${fromPath}: a redirect from ${fromPath} would make a chain. Change that redirect first.`,
  sourceTaken: ({ fromPath }: { fromPath: string }) => `A redirect from ${fromPath} already exists.`,
};

export const media = {
  tooLarge: "The image must be a file of at most 10 MB.",
  notAnImage: "Upload a JPEG, PNG, WebP or AVIF image.",
  tooManyPixels: "The image is too large in pixels (at most 40 megapixels, e.g. 8000 × 5000).",
};

export const inputHygiene = {
  forbiddenCharacter: "This value contains a character that is not allowed (a NUL character or a broken Unicode character).",
  bodyTooLarge: "The request is too large: it may have at most {{limit}}.",
};

export const onlinePayment = {
  methodUnavailable: "This payment method is not available for this order now. Choose another one.",
};

export const lockers = {
  unknownLocker: "There is no working InPost parcel locker with this code. Choose a locker from the search results.",
  notPlaced:
    "InPost's parcel locker service is not answering right now, so your order was not placed. Please try again in a few minutes, or choose another delivery.",
};
