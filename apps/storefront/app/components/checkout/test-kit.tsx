// For the checkout's unit tests (happy-dom): the real texts in a language, and a page with the root's data.
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { type ActionFunction, createRoutesStub, Outlet } from "react-router";
import { resources } from "../../locales";

export async function i18nIn(lng: string) {
  const i18n = createInstance();
  await i18n.init({ resources, lng, fallbackLng: false, interpolation: { escapeValue: false } });
  return i18n;
}

/** Renders a component as the page /{lang}/krakow/checkout (with its action) under a root that says the language and city. */
export async function renderPage(lang: string, Page: ComponentType, action?: ActionFunction) {
  const i18n = await i18nIn(lang);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: lang, city: { id: 2, slug: "krakow", name: "Kraków" }, user: null }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [{ path: `${lang}/krakow/checkout`, action, Component: Page }],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[`/${lang}/krakow/checkout`]} />
    </I18nextProvider>,
  );
}
