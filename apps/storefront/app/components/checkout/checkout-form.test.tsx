// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useActionData } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CheckoutData, CheckoutReply } from "../../lib/checkout/types";
import { DATA, quote } from "./checkout-fixture";
import { CheckoutForm } from "./checkout-form";
// The note next to "Place order" loads with the first refusal: loaded here up front, so a busy machine's
// first transform of it does not count against a test's time.
import "./place-problem";
import { renderPage } from "./test-kit";

// The locker picker is a lazy chunk: loaded before the tests, so that no import is still on its way when they end.
beforeAll(() => import("./lockers"));

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
/** Monday 31 March, 10:00 (09:00 UTC is not a slot; 08:00 UTC is 10:00 in Warsaw). */
const pickMonday = async () => {
  await act(async () => {
    fireEvent.change(input("[data-pickup-day]"), { target: { value: "2025-03-31" } });
  });
  fireEvent.change(input("[data-pickup-slot]"), { target: { value: "2025-03-31T08:00:00.000Z" } });
};
const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

// A whole page per test: on a busy machine (two cores, several test runs) one can pass the default 5 s.
describe("the checkout form", { timeout: 20_000 }, () => {
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

  it("asks for a pickup day, then a time of that day in Warsaw time, and another store's when it changes", async () => {
    await open();
    const options = (selector: string) =>
      [...document.querySelectorAll(`${selector} option`)].map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options("[data-pickup-day]")).toEqual([
      ["2025-03-29", "Saturday 29 March"],
      ["2025-03-31", "Monday 31 March"],
    ]);
    expect(options("[data-pickup-slot]")).toEqual([
      ["", "Choose a time"],
      ["2025-03-29T18:30:00.000Z", "19:30"],
    ]);
    await act(async () => {
      fireEvent.change(input("[data-pickup-day]"), { target: { value: "2025-03-31" } });
    });
    expect(options("[data-pickup-slot]").map(([, label]) => label)).toEqual(["Choose a time", "10:00", "10:30"]);
    expect(document.querySelector("[data-pickup-store-info]")?.textContent).toContain("Mon10:00–20:00");
    await act(async () => {
      fireEvent.change(input("[data-pickup-store]"), { target: { value: "9" } });
    });
    expect(options("[data-pickup-slot]").map(([value]) => value)).toEqual(["", "2025-03-31T12:00:00.000Z"]);
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

  it("offers Przelewy24's methods under online payment, BLIK first and checked, and another method on P24's page", async () => {
    const methods = [
      { id: 181, name: "BLIK", group: "Blik" },
      { id: 25, name: "mTransfer", group: "FastTransfers" },
    ];
    await open(undefined, { ...DATA, options: { ...DATA.options, onlineMethods: methods } });
    const offered = () => [...document.querySelectorAll<HTMLInputElement>("[data-online-methods] input")];
    expect(input('[data-payment-option="in-store"]').checked).toBe(true);
    expect(offered()).toEqual([]);
    await click(input('[data-payment-option="online"]'));
    // Loaded when first shown (a shop without Przelewy24 never loads it).
    await waitFor(() => expect(document.querySelector("[data-online-methods] legend")?.textContent).toBe("Pay with"));
    expect(offered().map((radio) => [radio.value, radio.checked, plain(radio.closest("label")?.textContent)])).toEqual([
      ["181", true, "BLIK"],
      ["25", false, "mTransfer"],
      ["", false, "Another method, chosen on Przelewy24's page"],
    ]);
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
    // Why, next to the button, and the first problem has the focus; no 18+ box (the account confirmed it).
    await waitFor(() =>
      expect(document.querySelector("[data-place-bar] [data-place-problem]")?.textContent).toBe("2 fields above need your attention."),
    );
    expect(document.activeElement).toBe(input("[data-pickup-slot]"));
    expect(document.querySelector("[name=adult]")).toBeNull();
    expect(posted).toEqual([]);
    await pickMonday();
    await click(input("[name=acceptTerms]"));
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
    });
    expect(posted[0]).not.toHaveProperty("adult");
  });

  it("asks to confirm a changed total and sends the new one with the same key", async () => {
    await open(() => ({
      priceChanged: { message: "The prices have changed.", total: 5500 },
      quote: quote({ total: 5500, subtotal: 5500 }),
    }));
    await pickMonday();
    await click(input("[name=acceptTerms]"));
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
    await pickMonday();
    await click(input("[name=acceptTerms]"));
    await click(screen.getByRole("button", { name: "Place order" }));
    // Said next to the button (with the field to correct), and by the delivery.
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This pickup time is no longer available. 1 field above needs your attention.");
    expect(alert.closest("[data-place-bar]")).toBeTruthy();
    expect(document.querySelector("[data-delivery-section] [data-section-error]")?.textContent).toBe(
      "This pickup time is no longer available.",
    );
    await waitFor(() => expect(document.activeElement).toBe(input("[name=firstName]")));
    expect(screen.getByText("Nope").id).toBe(input("[name=firstName]").getAttribute("aria-describedby"));
  });

  it("lists what the server changed in the cart in the dialog, with its message next to the button", async () => {
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
    await pickMonday();
    await click(input("[name=acceptTerms]"));
    await click(screen.getByRole("button", { name: "Place order" }));
    // The modal's code arrives with the first dialog; until then the page's version shows the same changes.
    await waitFor(() => expect(document.querySelector("[data-cart-changes-close]")?.tagName).toBe("BUTTON"));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Mint shisha 50 g");
    await waitFor(() => expect(document.querySelector("[data-place-bar] [data-form-error]")?.textContent).toBe("Your cart has changed."));
    expect(total()).toBe("PLN 35.00");
    await click(within(dialog).getByRole("button"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(input("[name=acceptTerms]").checked).toBe(true);
  });

  it("explains a refused coupon next to the button and focuses the coupon's field", async () => {
    await open((form) => ({ coupon: { ok: false, message: `Coupon ${form.couponCode} has been used up.`, urgent: true } }));
    fireEvent.input(input("[data-coupon-input]"), { target: { value: "USEDUP" } });
    await pickMonday();
    await click(input("[name=acceptTerms]"));
    await click(screen.getByRole("button", { name: "Place order" }));
    const alert = await screen.findByRole("alert");
    expect(alert.closest("[data-place-bar]")).toBeTruthy();
    expect(alert.textContent).toBe(
      "Coupon USEDUP has been used up. The code in the coupon field was not accepted: correct it or clear the field, then place the order again.",
    );
    await waitFor(() => expect(document.activeElement).toBe(input("[data-coupon-input]")));
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
    // At the bottom, the total with the way to sign in instead of "Place order".
    expect(document.querySelector("[data-place-sign-in]")?.getAttribute("href")).toBe(
      "/en/krakow/auth/sign-in?returnTo=%2Fen%2Fkrakow%2Fcheckout",
    );
    expect(plain(document.querySelector("[data-place-total]")?.textContent)).toBe("PLN 50.00");
  });
});
