// The one typed way to build a storefront path: every link gets its locale and city from here.
import type { Locale } from "@shop/domain";

/** Pages that live under a city: /{lang}/{city}/... (spec section 2). */
const CITY_PAGES = {
  home: "",
  cart: "cart",
  checkout: "checkout",
  cabinet: "cabinet",
  cabinetCoupons: "cabinet/coupons",
  cabinetFavourites: "cabinet/favourites",
  cabinetPersonalData: "cabinet/personal-data",
  cabinetOrders: "cabinet/orders",
  cabinetBusiness: "cabinet/business",
  cabinetChangePassword: "cabinet/change-password",
  cabinetReferrals: "cabinet/referrals",
  /** Two-step sign-in (issue 35): TOTP enrolment, recovery codes, switching off. */
  cabinetSecurity: "cabinet/security",
  /** The JSON export of one's data (GDPR), a download. */
  cabinetExport: "cabinet/export",
  signIn: "auth/sign-in",
  /** The sign-in's second step (issue 35): the authenticator's code or a recovery code. */
  signInSecondStep: "auth/sign-in/second-step",
  /** POST only: log out. */
  signOut: "auth/sign-out",
  /** POST only: the browser hands a stored token over, the server sets the session cookie from it. */
  session: "auth/session",
  signUp: "auth/sign-up",
  signUpSuccessful: "auth/sign-up-successful",
  verifyEmail: "auth/verify-email",
  passwordRestore: "auth/password-restore",
  passwordRestoreFinish: "auth/password-restore/finish",
  sale: "products/sale",
  search: "products/search",
  product: "products/:productSlug",
  category: "categories/:slug",
  brands: "brands",
  /** The stores of the city, the shop's e-mail, social and messenger links (issue 8). */
  contacts: "contacts",
  privacyPolicy: "info/privacy-policy",
  terms: "info/terms-and-conditions",
  orderTracking: "order-tracking",
  order: "order-tracking/:orderId",
  /** An invoice of the order as a download (format: pdf or xml); the owner's only. */
  orderInvoice: "order-tracking/:orderId/invoices/:invoiceId/:format",
  /** The links of "back in stock" alerts' e-mails (issue 18): each asks before it changes anything. */
  stockAlertConfirm: "stock-alerts/confirm",
  stockAlertUnsubscribe: "stock-alerts/unsubscribe",
  cabinetReviews: "cabinet/reviews",
} as const;

/** Pages without a city: /{lang}/... */
const SITE_PAGES = {
  root: "",
  selectCity: "select-city",
  blog: "blog",
  article: "blog/article/:articleId",
  /** The back office's front page (its other pages: lib/admin/paths.ts, apart from the shop's frame). */
  backOffice: "admin",
} as const;

export type CityPage = keyof typeof CITY_PAGES;
export type SitePage = keyof typeof SITE_PAGES;

export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export type CityPageParams<P extends CityPage> = ParamsOf<(typeof CITY_PAGES)[P]>;
export type SitePageParams<P extends SitePage> = ParamsOf<(typeof SITE_PAGES)[P]>;

export type Query = Record<string, string | number | undefined> | undefined;

export function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Path parameter "${name}" is missing for ${pattern}`);
    return encodeURIComponent(value);
  });
}

export function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export function join(...parts: string[]): string {
  return `/${parts.filter(Boolean).join("/")}`;
}

export function cityPath<P extends CityPage>(lang: Locale, city: string, page: P, params?: CityPageParams<P>, query?: Query): string {
  return withQuery(join(lang, encodeURIComponent(city), fill(CITY_PAGES[page], (params ?? {}) as Record<string, string>)), query);
}

export function sitePath<P extends SitePage>(lang: Locale, page: P, params?: SitePageParams<P>, query?: Query): string {
  return withQuery(join(lang, fill(SITE_PAGES[page], (params ?? {}) as Record<string, string>)), query);
}

/** The same page in another language: the locale segment replaced, everything else kept. */
export function switchLocale(pathname: string, search: string, lang: Locale, locales: readonly string[]): string {
  const segments = pathname.split("/").slice(1);
  const rest = locales.includes(segments[0] ?? "") ? segments.slice(1) : segments;
  return `${join(lang, ...rest)}${search}`;
}

/** The same page in another city: the city segment replaced (a page without a city goes to that city's home). */
export function switchCity(pathname: string, search: string, lang: Locale, city: string, cityOfPath: string | null): string {
  if (!cityOfPath) return cityPath(lang, city, "home");
  const segments = pathname.split("/").slice(1);
  segments[1] = encodeURIComponent(city);
  return `/${segments.join("/")}${search}`;
}
