import type { StockStore } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { ledgerApiQuery, ledgerKeep, ledgerLink, ledgerStore, readLedgerFilters } from "./ledger-query";
import { documentHref } from "./movement-document";

const store = (id: number): StockStore => ({
  id,
  city: { slug: "warszawa", name: "Warsaw" },
  address: `ul. ${id}`,
  label: `ul. ${id}`,
  active: true,
});
const stores = [store(3), store(7)];
const read = (query: string) => readLedgerFilters(new URLSearchParams(query));

describe("the ledger page's filters", () => {
  it("read what the address holds, dropping unknown kinds and people", () => {
    expect(read("store=7&product=%20590%20&kind=write-off&from=2026-11-01&to=2026-11-30&who=customer&email=&page=3")).toEqual({
      store: "7",
      product: "590",
      kind: "write-off",
      from: "2026-11-01",
      to: "2026-11-30",
      who: "customer",
      email: "",
      page: 3,
    });
    expect(read("kind=theft&who=anybody&page=0")).toMatchObject({ kind: "", who: "", page: 1 });
  });

  it("show one store, or a product in every store of the caller's", () => {
    expect(ledgerStore(read("store=7"), stores)?.id).toBe(7);
    expect(ledgerStore(read("store=99"), stores)?.id).toBe(3);
    expect(ledgerStore(read(""), stores)?.id).toBe(3);
    expect(ledgerStore(read("product=12"), stores)).toBeNull();
    expect(ledgerStore(read("product=12&store=all"), stores)).toBeNull();
    expect(ledgerStore(read("product=12&store=7"), stores)?.id).toBe(7);
    expect(ledgerStore(read("store=all"), stores)?.id).toBe(3);
    expect(ledgerStore(read(""), [])).toBeNull();
  });

  it("ask the API for a staff member by e-mail before the kind of person", () => {
    expect(ledgerApiQuery(read("who=system&email=anna@shop.test&kind=count"), store(3))).toEqual({
      store: 3,
      product: undefined,
      kind: "count",
      from: undefined,
      to: undefined,
      actor: "anna@shop.test",
    });
    expect(ledgerApiQuery(read("who=customer&product=590"), null)).toMatchObject({ store: undefined, product: "590", actor: "customer" });
  });

  it("link pages and people with the same filters, and keep them when the store changes", () => {
    const filters = read("store=7&kind=receipt&page=2");
    expect(ledgerLink(filters, store(7), { page: 3 })).toMatchObject({ store: 7, kind: "receipt", page: 3 });
    expect(ledgerLink(filters, store(7), { email: "x@shop.test" })).toMatchObject({ email: "x@shop.test", page: undefined });
    expect(ledgerLink(read("product=12"), null)).toMatchObject({ store: "all", product: "12" });
    expect(ledgerKeep(read("store=7&product=12&who=staff&page=4"))).toEqual({ product: "12", who: "staff" });
  });
});

describe("a movement's document", () => {
  it("links the page that shows it", () => {
    expect(documentHref("pl", { type: "order", id: "1VYQPTG0F82D2" }, 3)).toBe("/pl/admin/orders/1VYQPTG0F82D2");
    expect(documentHref("en", { type: "adjustment", id: "41" }, 3)).toBe("/en/admin/stock/adjustments?store=3#adjustment-41");
    expect(documentHref("uk", { type: "transfer", id: "5" }, 3)).toBe("/uk/admin/stock/transfers/5");
    expect(documentHref("ru", { type: "receipt", id: "6" }, 3)).toBe("/ru/admin/stock/receipts/6");
    expect(documentHref("en", { type: "count", id: "7" }, 3)).toBe("/en/admin/stock/counts/7");
    expect(documentHref("en", { type: "sale", id: "8" }, 3)).toBe("/en/admin/stock/sales/8");
  });
});
