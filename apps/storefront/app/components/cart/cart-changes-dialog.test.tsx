// @vitest-environment happy-dom
import type { CartChange } from "@shop/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createRoutesStub, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";
import { CartChangesDialog } from "./cart-changes-dialog";

afterEach(cleanup);

const change = (values: Partial<CartChange>): CartChange => ({
  productId: 1,
  slug: "mint-shisha",
  name: "Mint shisha 50 g",
  kind: "removed",
  reason: "not-offered",
  from: 1,
  to: 0,
  ...values,
});

const reduced = (from: number, to: number) =>
  change({ productId: 3, slug: "coal", name: "Coconut coal", kind: "reduced", reason: "less-in-stock", from, to });

async function show(lng: string, changes: CartChange[], onClose = () => {}) {
  const texts = await i18nIn(lng);
  const Stub = createRoutesStub([
    { path: "/en/krakow/cart", HydrateFallback: () => null, Component: () => <CartChangesDialog changes={changes} onClose={onClose} /> },
  ]);
  render(
    <TextsProvider lang={texts}>
      <Stub initialEntries={["/en/krakow/cart"]} />
    </TextsProvider>,
  );
  // With JavaScript the page's dialog gives way to the modal once its code arrived.
  await waitFor(() => expect(document.querySelector("[data-cart-changes-close]")?.tagName).toBe("BUTTON"));
  return screen.findByRole("dialog");
}

const lines = (dialog: HTMLElement) => [...dialog.querySelectorAll("li")].map((li) => li.textContent);

describe("the cart changed dialog", () => {
  it("names each product and what happened to it", async () => {
    const dialog = await show("en", [
      change({}),
      change({ productId: 2, slug: "hose", name: "Silicone hose", reason: "out-of-stock" }),
      reduced(5, 2),
    ]);
    expect(dialog.hasAttribute("data-cart-changes")).toBe(true);
    expect(screen.getByRole("heading", { name: "Your cart has changed" })).toBeTruthy();
    expect(dialog.textContent).toContain("We had to change 3 products in your cart:");
    expect(lines(dialog)).toEqual([
      "Mint shisha 50 gRemoved: no longer sold in this city",
      "Silicone hoseRemoved: out of stock",
      "Coconut coalReduced from 5 to 2: only 2 left in stock",
    ]);
  });

  it("says a reduction with each language's plural forms", async () => {
    const say = async (lng: string, to: number) => {
      const dialog = await show(lng, [reduced(30, to)]);
      const text = lines(dialog)[0]?.replace("Coconut coal", "");
      cleanup();
      return text;
    };
    expect(await say("en", 1)).toBe("Reduced from 30 to 1: only 1 left in stock");
    expect([await say("uk", 1), await say("uk", 3), await say("uk", 5), await say("uk", 22)]).toEqual([
      "Зменшено з 30 до 1: у наявності лише 1 штука",
      "Зменшено з 30 до 3: у наявності лише 3 штуки",
      "Зменшено з 30 до 5: у наявності лише 5 штук",
      "Зменшено з 30 до 22: у наявності лише 22 штуки",
    ]);
    expect([await say("pl", 1), await say("pl", 3), await say("pl", 5), await say("pl", 22)]).toEqual([
      "Zmniejszono z 30 do 1: na stanie została tylko 1 sztuka",
      "Zmniejszono z 30 do 3: na stanie zostały tylko 3 sztuki",
      "Zmniejszono z 30 do 5: na stanie zostało tylko 5 sztuk",
      "Zmniejszono z 30 do 22: na stanie zostały tylko 22 sztuki",
    ]);
    expect([await say("ru", 1), await say("ru", 3), await say("ru", 5), await say("ru", 21)]).toEqual([
      "Уменьшено с 30 до 1: в наличии только 1 штука",
      "Уменьшено с 30 до 3: в наличии только 3 штуки",
      "Уменьшено с 30 до 5: в наличии только 5 штук",
      "Уменьшено с 30 до 21: в наличии только 21 штука",
    ]);
  });

  it("says a re-priced line's old and new price in each language", async () => {
    const repriced = change({
      productId: 4,
      slug: "lighter",
      name: "Lighter",
      kind: "repriced",
      reason: "price-changed",
      from: 2,
      to: 2,
      priceFrom: 999,
      priceTo: 699,
    });
    const say = async (lng: string) => {
      const dialog = await show(lng, [repriced]);
      const text = lines(dialog)[0]?.replace("Lighter", "").replace(/\s/g, " ");
      cleanup();
      return text;
    };
    expect([await say("en"), await say("uk"), await say("pl"), await say("ru")]).toEqual([
      "Price changed from PLN 9.99 to PLN 6.99",
      "Ціна змінилася з PLN 9.99 на PLN 6.99",
      "Cena zmieniła się z PLN 9.99 na PLN 6.99",
      "Цена изменилась с PLN 9.99 на PLN 6.99",
    ]);
  });

  it("counts the changed products with each language's plural forms", async () => {
    const lead = async (lng: string, count: number) => {
      const changes = Array.from({ length: count }, (_, index) => change({ productId: index + 1, slug: `p-${index}` }));
      const dialog = await show(lng, changes);
      const text = dialog.querySelector("p")?.textContent;
      cleanup();
      return text;
    };
    expect(await lead("en", 1)).toBe("We had to change 1 product in your cart:");
    expect([await lead("uk", 2), await lead("uk", 5)]).toEqual([
      "Нам довелося змінити 2 товари у вашому кошику:",
      "Нам довелося змінити 5 товарів у вашому кошику:",
    ]);
    expect([await lead("pl", 1), await lead("pl", 2), await lead("pl", 5)]).toEqual([
      "Musieliśmy zmienić 1 produkt w Twoim koszyku:",
      "Musieliśmy zmienić 2 produkty w Twoim koszyku:",
      "Musieliśmy zmienić 5 produktów w Twoim koszyku:",
    ]);
    expect([await lead("ru", 2), await lead("ru", 5)]).toEqual([
      "Нам пришлось изменить 2 товара в вашей корзине:",
      "Нам пришлось изменить 5 товаров в вашей корзине:",
    ]);
  });

  it("closes with the Got it button and with Escape, and keeps the focus inside while open", async () => {
    const onClose = vi.fn();
    const dialog = await show("en", [change({})], onClose);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent.keyDown(document.activeElement ?? dialog, { key: "Escape" });
    });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows nothing without changes", async () => {
    const texts = await i18nIn("en");
    const Page = () => (
      <>
        <p>The page</p>
        <CartChangesDialog changes={[]} onClose={() => {}} />
      </>
    );
    const Stub = createRoutesStub([{ path: "/", HydrateFallback: () => null, Component: Page }]);
    render(
      <TextsProvider lang={texts}>
        <Stub />
      </TextsProvider>,
    );
    await screen.findByText("The page");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is rendered open by the server, readable without JavaScript, with a link that closes it", async () => {
    const texts = await i18nIn("pl");
    const router = createMemoryRouter(
      [{ path: "/pl/krakow/products/:slug", Component: () => <CartChangesDialog changes={[reduced(5, 2)]} onClose={() => {}} /> }],
      {
        initialEntries: ["/pl/krakow/products/coal?added=1&ref=x"],
      },
    );
    const html = renderToString(
      <TextsProvider lang={texts}>
        <RouterProvider router={router} />
      </TextsProvider>,
    );
    document.body.innerHTML = html;
    const dialog = document.querySelector("[data-cart-changes]");
    expect(dialog?.getAttribute("role")).toBe("dialog");
    expect(dialog?.textContent).toContain("Twój koszyk się zmienił");
    expect(dialog?.textContent).toContain("Zmniejszono z 5 do 2: na stanie zostały tylko 2 sztuki");
    const close = document.querySelector<HTMLAnchorElement>("a[data-cart-changes-close]");
    expect(close?.textContent).toBe("Rozumiem");
    expect(close?.getAttribute("href")).toBe("/pl/krakow/products/coal?ref=x");
  });
});
