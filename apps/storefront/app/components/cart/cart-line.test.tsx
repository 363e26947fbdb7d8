// @vitest-environment happy-dom
import type { CartLine } from "@shop/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";
import { Toasts } from "../ui/toasts";
import { CartLineItem } from "./cart-line";

/** Text with the money format's non-breaking spaces as plain ones. */
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, " ");

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
});

const line: CartLine = {
  product: {
    id: 42,
    slug: "mint-shisha",
    kind: "simple",
    name: "Mint shisha 50 g",
    shortDescription: "",
    image: "/media/products/42.webp",
    brand: null,
    category: { slug: "shisha", name: "Shisha" },
    tpd: false,
    price: { unit: 1250, regular: 1500, kind: "sale", sale: 1250, lowest30Days: 1400, wholesaleTiers: [], franchise: null },
    availability: { inStock: true, count: 7 },
  } as unknown as CartLine["product"],
  quantity: 3,
  unitPrice: 1250,
  regularPrice: 1500,
  priceKind: "sale",
  lineTotal: 3750,
  maxQuantity: 7,
};

async function renderLine(action: (args: { request: Request }) => unknown = () => null, value: CartLine = line) {
  const texts = await i18nIn("en");
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        locale: "en",
        city: { id: 2, slug: "krakow", name: "Kraków" },
        publicEnv: { PUBLIC_API_BASE: "https://api.shop.test" },
      }),
      HydrateFallback: () => null,
      Component: () => (
        <>
          <Outlet />
          <Toasts />
        </>
      ),
      children: [
        {
          path: "en/krakow/cart",
          action,
          Component: () => (
            <ul>
              <CartLineItem line={value} />
            </ul>
          ),
        },
      ],
    },
  ]);
  render(
    <TextsProvider lang={texts}>
      <Stub initialEntries={["/en/krakow/cart"]} />
    </TextsProvider>,
  );
  return screen.findByRole("listitem");
}

describe("a cart line", () => {
  it("shows the product, its unit price and kind, the quantity form, the remove button and the line total", async () => {
    const item = await renderLine();
    expect(item.getAttribute("data-product-slug")).toBe("mint-shisha");
    expect(item.hasAttribute("data-cart-line")).toBe(true);
    const link = within(item).getByRole("link", { name: "Mint shisha 50 g" });
    expect(link.getAttribute("href")).toBe("/en/krakow/products/mint-shisha");
    expect(item.querySelector("img")?.getAttribute("src")).toBe("https://api.shop.test/media/products/42.webp");
    const price = item.querySelector("[data-cart-unit-price]");
    expect(text(price)).toBe("Price per unit:PLN 12.50Regular price: PLN 15.00Sale price");
    expect(text(item.querySelector("s"))).toContain("PLN 15.00");
    expect(text(item.querySelector("[data-cart-line-total]"))).toBe("Total: PLN 37.50");
    const quantity = within(item).getByLabelText("Quantity") as HTMLInputElement;
    expect(quantity.hasAttribute("data-cart-quantity")).toBe(true);
    expect([quantity.value, quantity.min, quantity.max]).toEqual(["3", "1", "7"]);
    expect(within(item).getByRole("button", { name: "Decrease the quantity of Mint shisha 50 g" })).toBeTruthy();
    expect(within(item).getByText("Available: 7")).toBeTruthy();
    const remove = within(item).getByRole("button", { name: "Remove Mint shisha 50 g from the cart" });
    expect(remove.hasAttribute("data-cart-remove")).toBe(true);
  });

  it("labels wholesale prices and shows no kind for a retail price", async () => {
    let item = await renderLine(undefined, { ...line, priceKind: "wholesale", unitPrice: 1100, lineTotal: 3300 });
    expect(item.querySelector("[data-price-kind]")?.textContent).toBe("Wholesale price");
    cleanup();
    item = await renderLine(undefined, { ...line, priceKind: "retail", unitPrice: 1500, lineTotal: 4500 });
    expect(item.querySelector("[data-price-kind]")).toBeNull();
    expect(item.querySelector("s")).toBeNull();
  });

  it("sends the new quantity to the cart action and shows the changes the answer carries", async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => {
      const form = await request.formData();
      expect(Object.fromEntries(form)).toEqual({ intent: "set", productId: "42", quantity: "5", _js: "1" });
      return {
        ok: true,
        intent: "set",
        productId: 42,
        changes: [{ productId: 7, slug: "coal", name: "Coconut coal", kind: "reduced", reason: "less-in-stock", from: 4, to: 2 }],
      };
    });
    const item = await renderLine(action);
    // With JavaScript there is no Update button: the typed quantity goes on leaving the field.
    expect(within(item).queryByRole("button", { name: "Update the quantity of Mint shisha 50 g" })).toBeNull();
    const input = within(item).getByLabelText("Quantity");
    fireEvent.change(input, { target: { value: "5" } });
    await act(async () => {
      fireEvent.blur(input);
    });
    const dialog = await screen.findByRole("dialog");
    expect(action).toHaveBeenCalledOnce();
    expect(dialog.textContent).toContain("Coconut coalReduced from 4 to 2: only 2 left in stock");
  });

  it("steps the quantity at once with + (the total follows), then shows the server's refusal and its quantity", async () => {
    let answer: (value: unknown) => void = () => {};
    const sent: Record<string, FormDataEntryValue>[] = [];
    const action = vi.fn(async ({ request }: { request: Request }) => {
      sent.push(Object.fromEntries(await request.formData()));
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const item = await renderLine(action);
    const input = within(item).getByLabelText("Quantity") as HTMLInputElement;
    await act(async () => {
      fireEvent.click(within(item).getByRole("button", { name: "Increase the quantity of Mint shisha 50 g" }));
    });
    await waitFor(() => expect(input.value).toBe("4"));
    expect(text(item.querySelector("[data-cart-line-total]"))).toBe("Total: PLN 50.00");
    expect(sent).toEqual([{ intent: "set", productId: "42", quantity: "3", step: "1", _js: "1" }]);
    await act(async () => answer({ ok: false, intent: "set", productId: 42, error: "Only 7 left in stock." }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Only 7 left in stock."));
    expect(input.value).toBe("3");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
