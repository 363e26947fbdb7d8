// Renders order components and pages as the shop would: the root data's language and city, and the real
// texts of that language.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub, Outlet } from "react-router";
import { TextsProvider } from "../../lib/texts";
import { registerAllTexts } from "../../lib/texts/testing";

type Locale = "en" | "uk" | "pl" | "ru";
type Child = NonNullable<Parameters<typeof createRoutesStub>[0][number]["children"]>[number];

async function texts(_locale: Locale) {
  registerAllTexts();
}

const rootData = (locale: Locale) => ({
  locale,
  city: { id: 2, slug: "krakow", name: "Kraków" },
  cities: [],
  user: null,
  publicEnv: { PUBLIC_API_BASE: "" },
});

/** One component on a page of the shop. */
export async function renderInShop(locale: Locale, content: () => ReactNode) {
  await texts(locale);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(locale),
      HydrateFallback: () => null,
      Component: () => <TextsProvider lang={locale}>{content()}</TextsProvider>,
    },
  ]);
  return render(<Stub />);
}

/** Routes below the shop's root, opened at `at`. */
export async function renderRoutes(locale: Locale, children: Child[], at: string) {
  await texts(locale);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => rootData(locale),
      HydrateFallback: () => null,
      Component: () => (
        <TextsProvider lang={locale}>
          <Outlet />
        </TextsProvider>
      ),
      children,
    },
  ]);
  return render(<Stub initialEntries={[at]} />);
}
