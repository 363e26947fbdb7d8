// Renders back-office components as the back office would: the root data's language and cities, and the real
// texts of the shop and of the "admin" namespace in that language.
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub } from "react-router";
import { ensureAdminTexts } from "../../../lib/admin/texts";
import { resources } from "../../../locales";

type Locale = "en" | "uk" | "pl" | "ru";

const CITIES = [
  { id: 1, slug: "warszawa", name: "Warsaw" },
  { id: 2, slug: "krakow", name: "Kraków" },
];

export async function renderInAdmin(locale: Locale, content: () => ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ resources, lng: locale, fallbackLng: "en", interpolation: { escapeValue: false } });
  ensureAdminTexts(i18n);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, city: null, cities: CITIES, user: null }),
      HydrateFallback: () => null,
      Component: () => <I18nextProvider i18n={i18n}>{content()}</I18nextProvider>,
    },
  ]);
  return render(<Stub />);
}
