import { isLocale } from "@shop/domain";
import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { resources } from "../locales";

/** The URL is the truth for the language: its first segment when that is one of the shop's locales. */
export function localeFromPath(pathname: string): string | null {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : null;
}

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: ["en", "uk", "pl", "ru"],
    fallbackLanguage: "en",
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { resources, fallbackLng: "en", interpolation: { escapeValue: false } },
  plugins: [initReactI18next],
});

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: (typeof resources)["en"];
  }
}
