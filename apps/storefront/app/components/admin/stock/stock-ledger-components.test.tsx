// @vitest-environment happy-dom
import type { ReorderRules, StockMovement } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { LedgerTable } from "./ledger-table";
import { ReorderRulesList } from "./reorder-rules";

afterEach(cleanup);

const store = {
  id: 3,
  city: { slug: "warszawa", name: "Warsaw" },
  address: "ul. Grójecka 42, Warszawa",
  label: "ul. Grójecka 42",
  active: true,
};
const product = { id: 15, sku: "AL-15", ean: "5901234000154", name: "Al Fakher <Mint>" };
const base: StockMovement = {
  id: 1,
  at: "2026-11-20T09:30:00.000Z",
  store,
  product,
  kind: "opening",
  quantity: 5,
  quantityAfter: 5,
  reason: null,
  unitCost: null,
  document: null,
  actor: { kind: "system", name: null, email: null },
  note: null,
};
const items: StockMovement[] = [
  {
    ...base,
    id: 4,
    kind: "write-off",
    quantity: -2,
    quantityAfter: 1,
    reason: "damaged",
    document: { type: "adjustment", id: "9" },
    actor: { kind: "staff", name: "Anna Nowak", email: "anna@shop.test" },
    note: "<b>dropped</b>",
  },
  {
    ...base,
    id: 3,
    kind: "reservation",
    quantity: -2,
    quantityAfter: 3,
    document: { type: "order", id: "1VYQPTG0F82D2" },
    actor: { kind: "customer", name: null, email: null },
  },
  {
    ...base,
    id: 2,
    kind: "receipt",
    quantity: 4,
    quantityAfter: 5,
    unitCost: 1250,
    document: { type: "receipt", id: "7" },
    actor: { kind: "staff", name: null, email: null },
  },
  base,
];

describe("the ledger table", () => {
  it("shows units signed, the reason or unit cost, each document linked to its page, and who without naming customers", async () => {
    await renderInAdmin("en", () => (
      <LedgerTable items={items} showStore={false} personHref={(email) => `/person/${email}`} productHref={(id) => `/product/${id}`} />
    ));
    await screen.findByRole("table");
    const row = (id: number) => document.querySelector(`[data-movement="${id}"]`) as HTMLElement;
    expect(row(4).textContent).toContain("Write-off: Damaged");
    expect(row(4).textContent).toContain("−2");
    expect(row(2).textContent).toContain("+4");
    expect(row(2).textContent).toMatch(/Goods receipt · PLN\s?12\.50 net a unit/);
    expect(screen.getByRole("link", { name: "Document No. 9" }).getAttribute("href")).toBe(
      "/en/admin/stock/adjustments?store=3#adjustment-9",
    );
    expect(screen.getByRole("link", { name: "Order 1VYQ-PTG0-F82D2" }).getAttribute("href")).toBe("/en/admin/orders/1VYQPTG0F82D2");
    expect(screen.getByRole("link", { name: "Receipt No. 7" }).getAttribute("href")).toBe("/en/admin/stock/receipts/7");
    expect(screen.getByRole("link", { name: "Anna Nowak" }).getAttribute("href")).toBe("/person/anna@shop.test");
    expect(row(3).textContent).toContain("Customer");
    expect(row(2).textContent).toContain("a former staff member");
    expect(row(1).textContent).toContain("System");
    expect(row(1).querySelectorAll("a")).toHaveLength(1);
    // Staff-written text stays text.
    expect(row(4).textContent).toContain("<b>dropped</b>");
    expect(row(4).querySelector("b")).toBeNull();
    expect(screen.getAllByRole("link", { name: "Al Fakher <Mint>" })[0]?.getAttribute("href")).toBe("/product/15");
  });

  it("names the store of each movement when several stores are shown, in the user's language", async () => {
    await renderInAdmin("pl", () => <LedgerTable items={[base]} showStore personHref={() => ""} productHref={null} />);
    expect(await screen.findByRole("columnheader", { name: "Sklep" })).toBeTruthy();
    expect(document.querySelector('[data-movement="1"]')?.textContent).toContain("Warsaw: ul. Grójecka 42");
    expect(document.querySelector('[data-movement="1"]')?.textContent).toContain("Bilans otwarcia");
  });
});

describe("the reorder points", () => {
  const rules: ReorderRules = {
    store,
    items: [
      { product, min: 5, target: 12, units: 2, offered: true, toOrder: 10, updated: { at: "2026-11-20T09:30:00.000Z", by: "Anna Nowak" } },
      {
        product: { ...product, id: 16, name: "Gone" },
        min: 1,
        target: 2,
        units: 0,
        offered: false,
        toOrder: 0,
        updated: { at: "2026-11-20T09:30:00.000Z", by: null },
      },
    ],
    page: 1,
    pageSize: 50,
    hasMore: false,
    total: 2,
  };

  it("is a form per rule with what it asks to order, and keeps what was typed beside the refusal", async () => {
    const answer = {
      intent: "save" as const,
      product: 15,
      messages: ["Target: not below the minimum (8)."],
      fields: ["target"],
      values: { min: "8", target: "3", code: "" },
    };
    await renderInAdmin("en", () => <ReorderRulesList rules={rules} answer={answer} />);
    await screen.findByText("2 reorder points");
    const first = document.querySelector('[data-reorder-rule="15"]') as HTMLElement;
    expect(first.textContent).toContain("To order: 10");
    expect((first.querySelector('input[name="min"]') as HTMLInputElement).value).toBe("8");
    expect((first.querySelector('input[name="target"]') as HTMLInputElement).getAttribute("aria-invalid")).toBe("true");
    expect(first.querySelector('[role="alert"]')?.textContent).toBe("Target: not below the minimum (8).");
    const second = document.querySelector('[data-reorder-rule="16"]') as HTMLElement;
    expect(second.textContent).toContain("Not sold in this city any more");
    expect((second.querySelector('input[name="min"]') as HTMLInputElement).value).toBe("1");
    expect(second.querySelector('[role="alert"]')).toBeNull();
    expect(screen.getByText("2 reorder points")).toBeTruthy();
  });
});
