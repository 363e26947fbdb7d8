// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useActionData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckoutData, CheckoutReply } from "../../lib/checkout/types";
import { DATA, quote } from "./checkout-fixture";
import { CheckoutForm } from "./checkout-form";
import { renderPage } from "./test-kit";

afterEach(cleanup);

type Posted = Record<string, string>;

/** The checkout page with an action that records what was posted and answers `answer(posted)`. */
async function open(answer: (posted: Posted) => Partial<CheckoutReply> = () => ({}), data: CheckoutData = DATA) {
  const posted: Posted[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    const form = Object.fromEntries(await request.formData()) as Posted;
    posted.push(form);
    return { intent: form.intent, result: { initialValue: form }, quote: null, idempotencyKey: form.idempotencyKey, ...answer(form) };
  });
  function Page() {
    const reply = useActionData() as CheckoutReply | undefined;
    return <CheckoutForm data={data} reply={reply} changes={reply?.changes} />;
  }
  await renderPage("en", Page, action);
  await screen.findByRole("heading", { name: "Delivery" });
  return { posted, action };
}

const input = (selector: string) => document.querySelector(selector) as HTMLInputElement;
const shown = (selector: string) => !input(selector).closest("[hidden]");
/** Text with the money format's no-break spaces read as spaces. */
const plain = (value: string | null | undefined) => value?.replace(/\s/g, " ");
const total = () => plain(document.querySelector("[data-summary-total]")?.textContent);
const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe("the checkout form", () => {
  it("is prefilled from the customer and offers the allowed deliveries with their fees", async () => {
    await open();
    expect(input("[name=firstName]").value).toBe("Anna");
    expect(input("[name=phone]").value).toBe("+48 600 100 200");
    const labels = [...document.querySelectorAll("[data-delivery-option]")].map((radio) => plain(radio.closest("label")?.textContent));
    expect(labels).toEqual(["Pickup in storeFree", "InPost parcel lockerPLN 12.99free from PLN 200.00", "CourierPLN 19.99"]);
    expect(input('[data-delivery-option="local-pickup"]').checked).toBe(true);
    expect([...document.querySelectorAll("[data-payment-option]")].map((radio) => radio.getAttribute("data-payment-option"))).toEqual([
      "in-store",
      "online",
      "crypto",
    ]);
    expect(total()).toBe("PLN 50.00");
    expect(input("[name=expectedTotal]").value).toBe("5000");
    expect(input("[name=idempotencyKey]").value).toBe("key-of-this-page-0001");
  });

  it("lists the chosen store's pickup times by day in Warsaw time, and another store's when it changes", async () => {
    await open();
    const slots = input("[data-pickup-slot]") as unknown as HTMLSelectElement;
    const groups = [...slots.querySelectorAll("optgroup")].map((group) => [group.label, [...group.children].map((o) => o.textContent)]);
    expect(groups).toEqual([
      ["Saturday 29 March", ["19:30"]],
      ["Monday 31 March", ["10:00", "10:30"]],
    ]);
    expect(document.querySelector("[data-pickup-store-info]")?.textContent).toContain("Mon10:00–20:00");
    await act(async () => {
      fireEvent.change(input("[data-pickup-store]"), { target: { value: "9" } });
    });
    const other = document.querySelector("[data-pickup-slot]") as HTMLSelectElement;
    expect([...other.querySelectorAll("option")].map((o) => o.value)).toEqual(["", "2025-03-31T12:00:00.000Z"]);
    expect(document.querySelector("[data-pickup-store-info]")?.textContent).toContain("ul. Karmelicka 3");
  });

  it("shows the chosen delivery's fields and payments, and re-quotes without a reload", async () => {
    const { posted } = await open((form) => (form.intent === "quote" ? { quote: quote({ deliveryFee: 1999, total: 6999 }) } : {}));
    expect(shown("[name=pickupAt]")).toBe(true);
    expect(shown("[name=street]")).toBe(false);
    await click(input('[data-delivery-option="courier"]'));
    await waitFor(() => expect(total()).toBe("PLN 69.99"));
    expect(posted).toEqual([expect.objectContaining({ intent: "quote", delivery: "courier", couponCode: "" })]);
    expect(shown("[name=pickupAt]")).toBe(false);
    expect(shown("[name=street]")).toBe(true);
    expect(input("[name=country]").value).toBe("Poland");
    const payments = [...document.querySelectorAll<HTMLInputElement>("[data-payment-option]")];
    expect(payments.map((radio) => [radio.value, radio.checked])).toEqual([
      ["online", true],
      ["crypto", false],
    ]);
    expect(input("[name=expectedTotal]").value).toBe("6999");
    expect(plain(document.querySelector("[data-summary-delivery]")?.textContent)).toBe("PLN 19.99");
  });

  it("applies a coupon and tells whether it worked", async () => {
    const { posted } = await open((form) =>
      form.couponCode === "WELCOME15"
        ? {
            coupon: { ok: true, message: "Coupon applied" },
            quote: quote({
              discount: 750,
              total: 4250,
              coupon: { code: "WELCOME15", discount: 750, kind: "percent", value: 15, maxDiscount: null },
            }),
          }
        : { coupon: { ok: false, message: "Coupon not found" } },
    );
    fireEvent.input(input("[data-coupon-input]"), { target: { value: "NOPE" } });
    await click(input("[data-coupon-apply]"));
    await waitFor(() => expect(document.querySelector("[data-coupon-message]")?.textContent).toBe("Coupon not found"));
    expect(total()).toBe("PLN 50.00");
    fireEvent.input(input("[data-coupon-input]"), { target: { value: "WELCOME15" } });
    await click(input("[data-coupon-apply]"));
    await waitFor(() => expect(document.querySelector("[data-coupon-message]")?.textContent).toBe("Coupon applied"));
    expect(total()).toBe("PLN 42.50");
    expect(plain(document.querySelector("[data-summary-discount]")?.closest("div")?.textContent)).toBe("Discount (WELCOME15)−PLN 7.50");
    expect(posted.map((form) => [form.intent, form.couponCode, form.delivery])).toEqual([
      ["coupon", "NOPE", "local-pickup"],
      ["coupon", "WELCOME15", "local-pickup"],
    ]);
  });

  it("does not send the order until the form is complete, then sends it with the page's key and total", async () => {
    const { posted } = await open();
    const place = screen.getByRole("button", { name: "Place order" });
    expect(place.hasAttribute("data-place-order")).toBe(true);
    await click(place);
    await waitFor(() => expect(screen.getByText("Please accept the privacy policy and the terms and conditions")).toBeTruthy());
    expect(screen.getAllByText("Field is required")).toHaveLength(1); // the pickup time
    expect(posted).toEqual([]);
    fireEvent.change(input("[data-pickup-slot]"), { target: { value: "2025-03-31T08:00:00.000Z" } });
    await click(input("[name=acceptTerms]"));
    await click(input("[name=adult]"));
    await click(place);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: "place",
      idempotencyKey: "key-of-this-page-0001",
      expectedTotal: "5000",
      delivery: "local-pickup",
      storeId: "7",
      pickupAt: "2025-03-31T08:00:00.000Z",
      payment: "in-store",
      acceptTerms: "on",
      adult: "on",
    });
  });

  it("asks to confirm a changed total and sends the new one with the same key", async () => {
    await open(() => ({
      priceChanged: { message: "The prices have changed.", total: 5500 },
      quote: quote({ total: 5500, subtotal: 5500 }),
    }));
    fireEvent.change(input("[data-pickup-slot]"), { target: { value: "2025-03-31T08:00:00.000Z" } });
    await click(input("[name=acceptTerms]"));
    await click(input("[name=adult]"));
    await click(screen.getByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(plain(alert.textContent)).toBe("The prices have changed. New total: PLN 55.00.");
    expect(total()).toBe("PLN 55.00");
    expect(input("[name=expectedTotal]").value).toBe("5500");
    expect(input("[name=idempotencyKey]").value).toBe("key-of-this-page-0001");
  });

  it("puts a refused rule by the delivery, and a field's issue on the field", async () => {
    await open((form) => ({
      alert: { place: "delivery", message: "This pickup time is no longer available." },
      result: { status: "error", initialValue: form, error: { firstName: ["Nope"] } },
    }));
    fireEvent.change(input("[data-pickup-slot]"), { target: { value: "2025-03-31T08:00:00.000Z" } });
    await click(input("[name=acceptTerms]"));
    await click(input("[name=adult]"));
    await click(screen.getByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This pickup time is no longer available.");
    expect(alert.closest("[data-delivery-section]")).toBeTruthy();
    expect(screen.getByText("Nope").id).toBe(input("[name=firstName]").getAttribute("aria-describedby"));
  });

  it("lists what the server changed in the cart in the dialog, with its message above the form", async () => {
    const change = {
      productId: 1,
      slug: "product-1",
      name: "Mint shisha 50 g",
      kind: "reduced",
      reason: "less-in-stock",
      from: 2,
      to: 1,
    } as const;
    await open((form) => ({
      changes: [change],
      result: { status: "error", initialValue: form, error: { "": ["Your cart has changed."] } },
      quote: quote({ subtotal: 3500, total: 3500 }),
    }));
    fireEvent.change(input("[data-pickup-slot]"), { target: { value: "2025-03-31T08:00:00.000Z" } });
    await click(input("[name=acceptTerms]"));
    await click(input("[name=adult]"));
    await click(screen.getByRole("button", { name: "Place order" }));
    // The modal's code arrives with the first dialog; until then the page's version shows the same changes.
    await waitFor(() => expect(document.querySelector("[data-cart-changes-close]")?.tagName).toBe("BUTTON"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Mint shisha 50 g");
    expect(document.querySelector("[data-form-error]")?.textContent).toBe("Your cart has changed.");
    expect(total()).toBe("PLN 35.00");
    await click(within(dialog).getByRole("button"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(input("[name=acceptTerms]").checked).toBe(true);
  });

  it("asks a visitor to sign in or sign up and come back, instead of placing", async () => {
    await open(undefined, { ...DATA, contact: null });
    expect(screen.queryByRole("button", { name: "Place order" })).toBeNull();
    const prompt = document.querySelector("[data-sign-in-to-order]") as HTMLElement;
    expect(within(prompt).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/en/krakow/auth/sign-in?returnTo=%2Fen%2Fkrakow%2Fcheckout",
    );
    expect(within(prompt).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/en/krakow/auth/sign-up?returnTo=%2Fen%2Fkrakow%2Fcheckout",
    );
    expect(input("[name=firstName]").value).toBe("");
    expect(total()).toBe("PLN 50.00");
  });
});
