// @vitest-environment happy-dom
// The checkout's invoice (issue 34), with JavaScript: the box reveals the fields, "Check NIP" asks the page's action
// and fills the company's name and address, and the placing posts what the invoice needs.
import type { TaxIdCheck } from "@shop/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useActionData } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutData, CheckoutReply } from "../../lib/checkout/types";
import { DATA } from "./checkout-fixture";
import { CheckoutForm } from "./checkout-form";
import "./place-problem";
import { renderPage } from "./test-kit";

beforeAll(() => import("./lockers"));
afterEach(cleanup);

type Posted = Record<string, string>;

const ACTIVE: TaxIdCheck = {
  registry: "whitelist",
  taxId: "5252000002",
  status: "active",
  name: "HURTOWNIA DYMEK SP. Z O.O.",
  address: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
  detail: "Czynny",
  requestId: "k3f9a-8c2d1e0",
  day: "2026-11-28",
};

async function open(answer: (posted: Posted) => Partial<CheckoutReply> = () => ({}), data: CheckoutData = DATA) {
  const posted: Posted[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = Object.fromEntries(await request.formData()) as Posted;
    posted.push(form);
    return { intent: form.intent, result: { initialValue: form }, quote: null, idempotencyKey: "key-of-this-page-0001", ...answer(form) };
  });
  function Page() {
    const reply = useActionData() as CheckoutReply | undefined;
    return <CheckoutForm data={data} reply={reply} />;
  }
  await renderPage("en", Page, action);
  await screen.findByRole("heading", { name: "Invoice" });
  return { posted };
}

const input = (selector: string) => document.querySelector(selector) as HTMLInputElement;
const shown = (selector: string) => !input(selector).closest("[hidden]");
const type = (selector: string, value: string) => fireEvent.input(input(selector), { target: { value } });

describe("the checkout's invoice, with JavaScript", { timeout: 20_000 }, () => {
  it("shows the invoice's fields once the box is ticked, and the NIP only for a company", async () => {
    await open();
    expect(shown("[name=invoiceName]")).toBe(false);
    await act(async () => fireEvent.click(input("[name=invoice]")));
    expect(shown("[name=invoiceName]")).toBe(true);
    expect(input('[data-invoice-kind="business"]').checked).toBe(true);
    expect(shown("[name=invoiceNip]")).toBe(true);
    await act(async () => fireEvent.click(input('[data-invoice-kind="private"]')));
    expect(shown("[name=invoiceNip]")).toBe(false);
    expect(shown("[name=invoiceLine2]")).toBe(true);
  });

  it("checks the NIP in the White List and fills the company's name and address", async () => {
    const { posted } = await open((form) => (form.intent === "check-nip" ? { nipCheck: ACTIVE, result: { error: {} } } : {}));
    await act(async () => fireEvent.click(input("[name=invoice]")));
    type("[name=invoiceNip]", "525-200-00-02");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check NIP" })));
    await waitFor(() => expect(input("[name=invoiceName]").value).toBe("HURTOWNIA DYMEK SP. Z O.O."));
    expect(posted).toEqual([{ intent: "check-nip", invoiceNip: "525-200-00-02" }]);
    expect(input("[name=invoiceLine1]").value).toBe("UL. GROCHOWSKA 120");
    expect(input("[name=invoiceLine2]").value).toBe("04-357 WARSZAWA");
    expect(document.querySelector("[data-nip-message]")?.textContent).toBe(
      "HURTOWNIA DYMEK SP. Z O.O. is an active VAT payer in the White List. We filled in the company's name and address: check them.",
    );
  });

  it("says plainly when the register did not answer, and fills nothing", async () => {
    const unknown = { ...ACTIVE, status: "unknown" as const, name: null, address: null, requestId: null };
    await open((form) => (form.intent === "check-nip" ? { nipCheck: unknown, result: { error: {} } } : {}));
    await act(async () => fireEvent.click(input("[name=invoice]")));
    type("[name=invoiceNip]", "5252000002");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Check NIP" })));
    await waitFor(() => expect(document.querySelector("[data-nip-message]")?.getAttribute("data-nip-message")).toBe("unknown"));
    expect(document.querySelector("[data-nip-message]")?.textContent).toContain("The White List is not answering right now");
    expect(input("[name=invoiceName]").value).toBe("");
  });

  it("does not let an invoice go without a correct NIP, naming the field", async () => {
    const { posted } = await open();
    await act(async () => fireEvent.click(input("[name=invoice]")));
    type("[name=invoiceNip]", "5252000003");
    type("[name=invoiceName]", "Firma");
    type("[name=invoiceLine1]", "ul. Prosta 1");
    type("[name=invoiceLine2]", "00-001 Warszawa");
    await act(async () => fireEvent.click(input("[name=acceptTerms]")));
    await act(async () => fireEvent.click(document.querySelector("[data-place-order]") as HTMLButtonElement));
    await waitFor(() => expect(document.querySelectorAll("[data-field-error]").length).toBeGreaterThan(0));
    expect(document.querySelector("[data-field=invoiceNip] [data-field-error]")?.textContent).toBe(
      "Enter a valid NIP: ten digits with a correct check digit (such as 525-200-00-02)",
    );
    expect(posted.filter((form) => form.intent === "place")).toEqual([]);
  });

  it("says an approved business account's company gets the invoice, without asking", async () => {
    await open(undefined, { ...DATA, invoiceCompany: { name: "Hurtownia Dymek Sp. z o.o.", nip: "5252000002" } });
    expect(document.querySelector("[data-invoice-section]")?.textContent).toContain(
      "Your VAT invoice goes to Hurtownia Dymek Sp. z o.o. (NIP 5252000002), the company of your business account.",
    );
    expect(document.querySelector("[name=invoice]")).toBeNull();
  });
});
