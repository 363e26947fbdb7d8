// Renders back-office components as the back office would: the root data's language and cities, and the real
// texts of the shop and of the "admin" namespace in that language.
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { TextsProvider } from "../../../lib/texts";
import { registerAllTexts } from "../../../lib/texts/testing";

type Locale = "en" | "uk" | "pl" | "ru";

const CITIES = [
  { id: 1, slug: "warszawa", name: "Warsaw" },
  { id: 2, slug: "krakow", name: "Kraków" },
];

export async function renderInAdmin(locale: Locale, content: () => ReactNode) {
  registerAllTexts();
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale, city: null, cities: CITIES, user: null }),
      HydrateFallback: () => null,
      Component: () => <TextsProvider lang={locale}>{content()}</TextsProvider>,
    },
  ]);
  return render(<Stub />);
}
