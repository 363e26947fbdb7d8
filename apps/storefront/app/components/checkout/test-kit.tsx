// For the checkout's unit tests (happy-dom): the real texts in a language, and a page with the root's data.
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { type ActionFunction, createRoutesStub, Outlet } from "react-router";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";

export { i18nIn };

/** Renders a component as the page /{lang}/krakow/checkout (with its action) under a root that says the language and city. */
export async function renderPage(lang: string, Page: ComponentType, action?: ActionFunction) {
  const texts = await i18nIn(lang);
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
    <TextsProvider lang={texts}>
      <Stub initialEntries={[`/${lang}/krakow/checkout`]} />
    </TextsProvider>,
  );
}
