// Renders order components and pages as the shop would: the root data's language and city, and the real
// texts of that language.
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createRoutesStub, Outlet } from "react-router";
import { resources } from "../../locales";

type Locale = "en" | "uk" | "pl" | "ru";
type Child = NonNullable<Parameters<typeof createRoutesStub>[0][number]["children"]>[number];

async function texts(locale: Locale) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ resources, lng: locale, fallbackLng: "en", interpolation: { escapeValue: false } });
  return i18n;
}

const rootData = (locale: Locale) => ({ locale, city: { id: 2, slug: "krakow", name: "Kraków" }, cities: [], user: null });

/** One component on a page of the shop. */
export async function renderInShop(locale: Locale, content: () => ReactNode) {
  const i18n = await texts(locale);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(locale),
      HydrateFallback: () => null,
      Component: () => <I18nextProvider i18n={i18n}>{content()}</I18nextProvider>,
    },
  ]);
  return render(<Stub />);
}

/** Routes below the shop's root, opened at `at`. */
export async function renderRoutes(locale: Locale, children: Child[], at: string) {
  const i18n = await texts(locale);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(locale),
      HydrateFallback: () => null,
      Component: () => (
        <I18nextProvider i18n={i18n}>
          <Outlet />
        </I18nextProvider>
      ),
      children,
    },
  ]);
  return render(<Stub initialEntries={[at]} />);
}
