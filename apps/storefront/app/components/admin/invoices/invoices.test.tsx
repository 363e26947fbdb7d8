// @vitest-environment happy-dom
import type { StaffInvoice, StaffInvoiceDetail, StaffOrderInvoices } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { InvoiceBuyer } from "./buyer-form";
import { InvoiceKsef } from "./invoice-ksef";
import { InvoicesTable } from "./invoices-table";

afterEach(cleanup);

const INVOICE: StaffInvoice = {
  id: 7,
  number: "FV/2026/11/00007",
  kind: "VAT",
  issueDate: "2026-11-20",
  orderId: "7KQ2M9XB4RT6H",
  city: { slug: "warszawa", name: "Warsaw" },
  buyer: { kind: "business", name: "Hurtownia <b>Żółw</b>", nip: "7740001454" },
  net: 10000,
  vat: 2300,
  gross: 12300,
  ksef: { status: "rejected", number: null, message: "450 Błąd: <script>alert(1)</script>" },
  corrects: null,
};
const CORRECTION: StaffInvoice = {
  ...INVOICE,
  id: 8,
  number: "KOR/2026/11/00001",
  kind: "KOR",
  net: -10000,
  vat: -2300,
  gross: -12300,
  ksef: { status: "accepted", number: "7770000005-20261129-0100001AF629-AF", message: null },
  corrects: { id: 7, number: "FV/2026/11/00007" },
};
const DETAIL: StaffInvoiceDetail = {
  ...INVOICE,
  saleDate: "2026-11-20",
  issuedAt: "2026-11-20T10:00:00.000Z",
  placeOfIssue: "Kraków",
  seller: {
    nip: "7770000005",
    name: "SmokePoint",
    address: { line1: "ul. Floriańska 1", line2: null, countryCode: "PL" },
    bankAccount: null,
  },
  buyerAddress: null,
  lines: [],
  totals: { byRate: [], net: 10000, vat: 2300, gross: 12300 },
  payment: { method: "online", paidOn: "2026-11-20" },
  correction: null,
  related: [],
  ksefProgress: { attempts: 3, nextAttemptAt: null, acceptedAt: null, upo: false },
  mayResend: true,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:05:00.000Z",
};
const row = (id: number) => document.querySelector(`[data-invoice-id="${id}"]`) as HTMLElement;

describe("invoices in the back office", () => {
  it("list each invoice's KSeF state in words, KSeF's rejection and the buyer as plain text, a correction's original linked", async () => {
    await renderInAdmin("uk", () => <InvoicesTable invoices={[INVOICE, CORRECTION]} />);
    await screen.findByText("Відхилено KSeF");
    expect(row(7).querySelector("[data-ksef-status]")?.getAttribute("data-ksef-status")).toBe("rejected");
    expect(row(7).querySelector("[data-ksef-message]")?.textContent).toBe("KSeF: 450 Błąd: <script>alert(1)</script>");
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("b")).toBeNull();
    expect(row(7).textContent).toContain("Hurtownia <b>Żółw</b>");
    expect(row(7).textContent).toContain("NIP 7740001454");
    expect(row(7).querySelector("a")?.getAttribute("href")).toBe("/uk/admin/invoices/7");
    expect(row(8).textContent).toContain("У KSeF");
    expect(row(8).textContent).toContain("№ KSeF 7770000005-20261129-0100001AF629-AF");
    const original = [...row(8).querySelectorAll("a")].find((link) => link.textContent === "Коригує FV/2026/11/00007");
    expect(original?.getAttribute("href")).toBe("/uk/admin/invoices/7");
    expect(row(8).querySelector(`a[href="/uk/admin/orders/7KQ2M9XB4RT6H"]`)).not.toBeNull();
  });

  it("offer a rejected invoice's resend as a plain form, with its attempts counted in the language's plural", async () => {
    await renderInAdmin("pl", () => <InvoiceKsef invoice={DETAIL} messages={[]} />);
    await screen.findByText("Odrzucona przez KSeF");
    screen.getByText("Dotąd 3 próby wysłania");
    expect(document.querySelector("blockquote[data-ksef-message]")?.textContent).toBe("450 Błąd: <script>alert(1)</script>");
    const resend = screen.getByRole("button", { name: "Wyślij ponownie do KSeF" });
    const form = resend.closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector("[name=intent]")?.getAttribute("value")).toBe("resend");
    const files = [...document.querySelectorAll("[data-admin-invoice-file]")].map((link) => link.getAttribute("href"));
    expect(files).toEqual(["/pl/admin/invoices/7?format=pdf", "/pl/admin/invoices/7?format=xml"]);
    screen.getByText("PDF (z oznaczeniem „jeszcze nie w KSeF”)");
  });

  it("show an accepted invoice's number and UPO, without a resend", async () => {
    const accepted: StaffInvoiceDetail = {
      ...DETAIL,
      ksef: { status: "accepted", number: "7770000005-20261129-0100001AF629-AF", message: null },
      ksefProgress: { attempts: 1, nextAttemptAt: null, acceptedAt: "2026-11-20T10:07:00.000Z", upo: true },
      mayResend: false,
    };
    await renderInAdmin("en", () => <InvoiceKsef invoice={accepted} messages={[]} />);
    await screen.findByText("In KSeF");
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.querySelector('[data-admin-invoice-file="upo"]')?.getAttribute("href")).toBe("/en/admin/invoices/7?format=upo");
    screen.getByText("KSeF no. 7770000005-20261129-0100001AF629-AF");
  });

  it("let staff fix the buyer only while no invoice is issued for good, showing each field's message", async () => {
    const orderInvoices: StaffOrderInvoices = {
      orderId: "7KQ2M9XB4RT6H",
      buyer: { kind: "business", name: "Hurtownia", nip: "7740001454", address: { line1: "ul. Długa 1", line2: null, countryCode: "PL" } },
      buyerEditable: true,
      invoices: [INVOICE],
    };
    const answer = {
      status: 400,
      values: { name: "Hurtownia", nip: "5252000003", line1: "ul. Długa 1", line2: "", countryCode: "PL" },
      messages: ["Sprawdź zaznaczone pola."],
      fieldErrors: { nip: "Wpisz NIP firmy: dziesięć cyfr z poprawną cyfrą kontrolną." },
    };
    await renderInAdmin("pl", () => <InvoiceBuyer invoices={orderInvoices} answer={answer} />);
    const nip = await screen.findByLabelText("NIP");
    expect((nip as HTMLInputElement).value).toBe("5252000003");
    expect(nip.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(nip.getAttribute("aria-describedby")?.split(" ")[1] ?? "")?.textContent).toContain("cyfrą kontrolną");
    expect(document.querySelector("form [name=intent]")?.getAttribute("value")).toBe("invoice-buyer");
    cleanup();
    await renderInAdmin("en", () => <InvoiceBuyer invoices={{ ...orderInvoices, buyerEditable: false }} />);
    await screen.findByText(/The buyer can no longer change/);
    expect(document.querySelector("form")).toBeNull();
  });
});
