import { isLocale, LOCALES } from "@shop/domain";
import { initReactI18next } from "react-i18next";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { getRuntime } from "../lib/runtime.server";
import type { resources } from "../locales";
import type { AdminTexts } from "../locales/admin";
import { brandResources } from "../locales/brand-resources";

/** The URL is the truth for the language: its first segment when that is one of the shop's locales. */
export function localeFromPath(pathname: string): string | null {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : null;
}

type I18nMiddleware = ReturnType<typeof createI18nextMiddleware>;
let created: I18nMiddleware | null = null;

/** Created on first use: the brand variant (and so its texts) is known once the server registered its runtime. */
function i18n(): I18nMiddleware {
  created ??= createI18nextMiddleware({
    detection: {
      supportedLanguages: [...LOCALES],
      fallbackLanguage: "en",
      order: ["custom"],
      findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
    },
    i18next: { resources: brandResources(getRuntime().publicEnv.PUBLIC_BRAND), fallbackLng: "en", interpolation: { escapeValue: false } },
    plugins: [initReactI18next],
  });
  return created;
}

export const i18nextMiddleware: MiddlewareFunction<Response> = (args, next) => i18n()[0](args, next);
export const getLocale = (context: Readonly<RouterContextProvider>) => i18n()[1](context);
export const getInstance = (context: Readonly<RouterContextProvider>) => i18n()[2](context);

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["en"] & { admin: AdminTexts };
  }
}
