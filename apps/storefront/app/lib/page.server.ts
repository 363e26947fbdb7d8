import type { PublicCity } from "@shop/contracts";
import { isLocale, type Locale, resolveBrand } from "@shop/domain";
import { data, type RouterContextProvider } from "react-router";
import { cityPath, sitePath } from "./paths";
import { getRuntime } from "./runtime.server";
import { buildSeo, type Seo } from "./seo";
import { type ShopContext, shopContext } from "./shop-context";
import { serverTexts } from "./texts/texts.server";
import type { ShopBrand } from "./use-shop";

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageData {
  seo: Seo;
  heading: string;
  crumbs: Crumb[];
}

interface Args {
  context: Readonly<RouterContextProvider>;
  url: URL;
}

/** Spec section 2: a route whose validate check fails is a fatal 404 "Page Not Found: {path}". */
export function pageNotFound(url: URL): never {
  throw data({ statusCode: 404, message: `Page Not Found: ${url.pathname}` }, { status: 404 });
}

/**
 * The language and city of this request as the guards settled them (lib/guards/middleware.server.ts, in the
 * root middleware): loaders, actions and route middleware read them here instead of parsing the path again.
 */
export function shopOf(context: Readonly<RouterContextProvider>): ShopContext {
  return context.get(shopContext);
}

/** The city of a page under /{lang}/{city}; the guards let only known cities through. */
export function cityOf(args: Args): { lang: Locale; city: PublicCity } {
  const shop = shopOf(args.context);
  if (!shop.city) pageNotFound(args.url);
  return { lang: shop.lang, city: shop.city };
}

export const brand = () => resolveBrand(getRuntime().publicEnv.PUBLIC_BRAND);

function titled(title: string): string {
  return `${title} | ${brand().name}`;
}

/** `search`: a listing's normalised query, part of its canonical URL. */
export function pageSeo(args: Args, title: string, description: string, search = ""): Seo {
  const env = getRuntime().publicEnv;
  const defaultLocale = isLocale(env.DEFAULT_LOCALE) ? env.DEFAULT_LOCALE : "en";
  return buildSeo(env.PUBLIC_ORIGIN, args.url.pathname, titled(title), description, search, defaultLocale);
}

/** The shop's public origin without a trailing slash, for absolute URLs. */
export const publicOrigin = () => getRuntime().publicEnv.PUBLIC_ORIGIN.replace(/\/$/, "");

/** The shop's texts in the request's language. */
export function t(args: Args) {
  return serverTexts(shopOf(args.context).lang).t;
}

/** Home of the city as the first breadcrumb. */
export function cityCrumb(lang: Locale, city: PublicCity): Crumb {
  return { label: city.names[lang], href: cityPath(lang, city.slug, "home") };
}

export function blogCrumb(args: Args, lang: Locale): Crumb {
  return { label: t(args)("pages.blog.title"), href: sitePath(lang, "blog") };
}

/** What the pages show of the brand variant `PUBLIC_BRAND` picks: the browser gets this one, not all of them. */
export function shopBrandOf(brandId: string | undefined): ShopBrand {
  const { id, name, localPickupAvailable, cashPaymentAvailable, colours, logos, contacts, social, messengers } = resolveBrand(brandId);
  return { id, name, localPickupAvailable, cashPaymentAvailable, colours, logos, contacts, social, messengers };
}
