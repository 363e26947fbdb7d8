// @vitest-environment happy-dom
import type { AuditEntryView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { AuditTable } from "./table";

afterEach(cleanup);

const entry = (values: Partial<AuditEntryView>): AuditEntryView => ({
  id: 1,
  at: "2026-11-20T09:30:00.000Z",
  actor: { id: 1, email: "admin@smokepoint.test", name: "Ada Admin" },
  action: "order.status",
  entityType: "order",
  entityId: "7KQ2M9XB4RT6H",
  city: "krakow",
  before: { status: "CREATED" },
  after: { status: "APPROVED", note: "called" },
  ...values,
});

const row = (id: number) => document.querySelector(`[data-admin-audit-row="${id}"]`) as HTMLElement;

describe("the audit log's rows", () => {
  it("show when (shop time), who, a readable action, the linked entity, the city and only what changed", async () => {
    await renderInAdmin("pl", () => <AuditTable entries={[entry({})]} />);
    await screen.findByText("Zmieniono status zamówienia");
    const text = (row(1).textContent ?? "").replace(/\s/g, " ");
    expect(text).toMatch(/20 lis 2026.*10:30/);
    expect(text).toContain("Ada Admin");
    expect(text).toContain("Kraków");
    const link = row(1).querySelector("[data-admin-audit-entity-link]");
    expect(link?.getAttribute("href")).toBe("/pl/admin/orders/7KQ2M9XB4RT6H");
    const changes = [...row(1).querySelectorAll("[data-admin-audit-change]")].map((change) => change.textContent);
    expect(changes).toEqual(["status: CREATED → APPROVED", "note: — → called"]);
  });

  it("fall back to the raw action, link products, customers and offers, and fold long change lists", async () => {
    const created = Object.fromEntries(Array.from({ length: 9 }, (_, n) => [`field${n}`, n]));
    await renderInAdmin("en", () => (
      <AuditTable
        entries={[
          entry({ id: 2, action: "widget.spin", entityType: "widget", entityId: "9", actor: null, city: null }),
          entry({ id: 3, action: "product.create", entityType: "product", entityId: "15", before: null, after: created }),
          entry({ id: 4, action: "customer.block", entityType: "customer", entityId: "8" }),
          entry({ id: 5, action: "offer.stock", entityType: "offer", entityId: "1:15" }),
        ]}
      />
    ));
    await screen.findByText("Product created");
    expect(row(2).textContent).toContain("widget.spin");
    expect(row(2).textContent).toContain("Deleted account");
    expect(row(2).querySelector("[data-admin-audit-entity-link]")).toBeNull();
    expect(row(3).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/en/admin/products/15");
    expect(row(3).querySelector("summary")?.textContent).toBe("3 more changes");
    expect(row(3).querySelectorAll("[data-admin-audit-change]")).toHaveLength(9);
    expect(row(4).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/en/admin/customers/8");
    expect(row(5).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/en/admin/offers?product=15");
  });

  it("name the store operations' actions and link their documents (issue 33)", async () => {
    await renderInAdmin("uk", () => (
      <AuditTable
        entries={[
          entry({ id: 6, action: "stock.transfer-ship", entityType: "stock-transfer", entityId: "12" }),
          entry({ id: 7, action: "stock.count-apply", entityType: "stock-count", entityId: "3" }),
          entry({ id: 8, action: "reorder-rule.set", entityType: "reorder-rule", entityId: "4:15" }),
        ]}
      />
    ));
    await screen.findByText("Переміщення відправлено");
    expect(row(6).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/uk/admin/stock/transfers/12");
    expect(row(7).textContent).toContain("Застосовано інвентаризацію");
    expect(row(7).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/uk/admin/stock/counts/3");
    expect(row(8).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/uk/admin/stock/reorder?store=4");
  });

  it("name the invoices' actions and link the invoice (issue 34)", async () => {
    await renderInAdmin("pl", () => (
      <AuditTable
        entries={[
          entry({ id: 9, action: "invoice.resend", entityType: "invoice", entityId: "42" }),
          entry({ id: 10, action: "order.invoice-buyer", entityType: "order", entityId: "7KQ2M9XB4RT6H" }),
        ]}
      />
    ));
    await screen.findByText("Ponownie wysłano odrzuconą fakturę do KSeF");
    expect(row(9).querySelector("[data-admin-audit-entity-link]")?.getAttribute("href")).toBe("/pl/admin/invoices/42");
    expect(row(10).textContent).toContain("Zmieniono nabywcę faktury");
  });
});
