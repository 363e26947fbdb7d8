// @vitest-environment happy-dom
import type { CustomerInvoice, OrderSummary } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderInShop } from "../orders/test-render";
import { OrdersList } from "./orders-list";

afterEach(cleanup);

const order = (id: string): OrderSummary => ({
  id,
  status: "PAID",
  city: { slug: "krakow", name: "Kraków" },
  createdAt: "2026-11-29T10:00:00.000Z",
  total: 12_300,
  itemCount: 2,
});

const invoice: CustomerInvoice = {
  id: 42,
  orderId: "7KQ2M9XB4RT6H",
  number: "FV/2026/11/00042",
  kind: "VAT",
  corrects: null,
  issueDate: "2026-11-29",
  gross: 12_300,
  buyer: "private",
  ksef: { state: "not-applicable", number: null, text: "Faktura dla osoby prywatnej: nie jest wysyłana do KSeF" },
  files: { pdf: "/api/v1/orders/7KQ2M9XB4RT6H/invoices/42/pdf", xml: null },
};

it("shows each order's invoices under it with a plain PDF link, and none under an order without", async () => {
  await renderInShop("pl", () => <OrdersList orders={[order("7KQ2M9XB4RT6H"), order("1VYQPTG0F82D2")]} invoices={[invoice]} />);
  const list = await screen.findByRole("list", { name: "Faktury zamówienia 7KQ2-M9XB-4RT6H" });
  expect(list.textContent).toContain("Faktura FV/2026/11/00042");
  const pdf = screen.getByRole("link", { name: "Pobierz fakturę FV/2026/11/00042 jako PDF" });
  expect(pdf.getAttribute("href")).toBe("/pl/krakow/order-tracking/7KQ2M9XB4RT6H/invoices/42/pdf");
  expect(pdf.hasAttribute("download")).toBe(true);
  expect(screen.queryByRole("link", { name: /XML/ })).toBeNull();
  expect(document.querySelectorAll("[data-invoices]")).toHaveLength(1);
  expect(document.querySelector('[data-order-id="1VYQPTG0F82D2"] [data-invoices]')).toBeNull();
});
