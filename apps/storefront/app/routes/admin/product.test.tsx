// @vitest-environment happy-dom
import type { StaffProduct, StaffProductOptions } from "@shop/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import ProductPage from "./product";

afterEach(cleanup);

const text = (name: string) => ({ name, shortDescription: "Short", description: "Long", seoTitle: name, seoDescription: "Short" });
const product: StaffProduct = {
  id: 42,
  slug: "mint-breeze",
  sku: "SP-000042",
  ean: "5901234123457",
  vatRate: "23",
  kind: "simple",
  categoryId: 3,
  brandId: null,
  tpd: true,
  attributeValueIds: [11],
  bundleItems: [],
  texts: { en: text("Mint Breeze"), uk: text("М'ятний бриз"), pl: null, ru: null },
  missingLocales: ["pl", "ru"],
  images: [
    { id: "aaa111", position: 1, width: 900, height: 600, thumbnail: "/t1", card: "/c1", large: "/l1" },
    { id: "bbb222", position: 2, width: 300, height: 300, thumbnail: "/t2", card: "/c2", large: "/l2" },
  ],
  offerCount: 1,
  version: "2026-11-22T10:00:00.000Z",
  createdAt: "2026-11-22T10:00:00.000Z",
};
const options: StaffProductOptions = {
  categories: [{ id: 3, slug: "tobacco", name: "Tobacco", depth: 0 }],
  brands: [{ id: 5, slug: "alpha", name: "Alpha" }],
  attributes: [
    {
      code: "flavour",
      name: "Flavour",
      values: [
        { id: 11, slug: "mint", name: "Mint" },
        { id: 12, slug: "apple", name: "Apple" },
      ],
    },
  ],
};

function renderPage(isAdmin: boolean) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", city: null, user: null, publicEnv: { PUBLIC_API_BASE: "" } }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        {
          path: "en/admin/products/42",
          loader: () => ({ title: "Mint Breeze", product, options, isAdmin, notice: null }),
          Component: ProductPage as never,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/en/admin/products/42"]} />);
}

describe("the product page", () => {
  it("shows an admin the four translations with the missing ones flagged, attributes, and the image tools", async () => {
    const { container } = renderPage(true);
    await screen.findByRole("heading", { name: "Mint Breeze" });
    const flagged = [...container.querySelectorAll("[data-product-texts] [data-missing-translation]")].map((el) =>
      el.getAttribute("data-missing-translation"),
    );
    expect(flagged).toEqual(["pl", "ru"]);
    expect((container.querySelector('input[name="text.uk.name"]') as HTMLInputElement).value).toBe(product.texts.uk?.name);
    expect((container.querySelector('input[data-attribute-value="11"]') as HTMLInputElement).checked).toBe(true);
    expect((container.querySelector('input[data-attribute-value="12"]') as HTMLInputElement).checked).toBe(false);
    expect((container.querySelector("input[data-product-tpd]") as HTMLInputElement).checked).toBe(true);
    expect((container.querySelector('input[name="sku"]') as HTMLInputElement).value).toBe("SP-000042");
    expect((container.querySelector('input[name="ean"]') as HTMLInputElement).value).toBe("5901234123457");
    expect((container.querySelector("select[data-product-vat]") as HTMLSelectElement).value).toBe("23");
    const upload = container.querySelector("form[data-admin-image-upload]") as HTMLFormElement;
    expect(upload.getAttribute("enctype")).toBe("multipart/form-data");
    expect(upload.querySelector('input[type="file"][name="file"]')).not.toBeNull();
    expect(container.querySelectorAll("[data-admin-image-delete]")).toHaveLength(2);
    expect(container.querySelector("[data-admin-product-offers]")?.getAttribute("href")).toBe("/en/admin/offers?product=42");
    expect(container.querySelector("[data-admin-product-save]")).not.toBeNull();
  });

  it("shows a city manager the product read-only: disabled fields, no save, no image tools", async () => {
    const { container } = renderPage(false);
    await screen.findByRole("heading", { name: "Mint Breeze" });
    expect((container.querySelector('input[name="slug"]') as HTMLInputElement).closest("fieldset:disabled")).not.toBeNull();
    expect(container.querySelector("[data-admin-product-save]")).toBeNull();
    expect(container.querySelector("form[data-admin-image-upload]")).toBeNull();
    expect(container.querySelectorAll("[data-admin-image-delete]")).toHaveLength(0);
    expect(container.querySelectorAll("[data-admin-image]")).toHaveLength(2);
  });
});
