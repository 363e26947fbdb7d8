// @vitest-environment happy-dom
// The checkout as the server renders it, i.e. as a browser without JavaScript uses it.
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Outlet, RouterProvider, useActionData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { pickupChoices } from "../../lib/checkout/pickup-choices.server";
import type { CheckoutData, CheckoutReply } from "../../lib/checkout/types";
import { TextsProvider } from "../../lib/texts";
import { translatorIn } from "../../lib/texts/testing";
import { DATA, OPTIONS, quote } from "./checkout-fixture";
import { CheckoutForm } from "./checkout-form";
import { noScriptRules } from "./delivery-choice";
import { INVOICE_NO_SCRIPT_RULES } from "./invoice-rules";
import { i18nIn } from "./test-kit";

// The locker picker is a lazy chunk: loaded before the tests, so that no import is still on its way when they end.
// The invoice section too: the server waits for it (onAllReady); renderToString does not, and refuses the first
// render that meets it before it is loaded, so one render starts loading it.
beforeAll(async () => {
  await import("./lockers");
  await serverRendered().catch(() => {});
  await import("./invoice-section");
  await new Promise((resolve) => setTimeout(resolve, 0));
});

async function serverRendered(reply?: CheckoutReply, data: CheckoutData = DATA) {
  const texts = await i18nIn("pl");
  function Page() {
    return <CheckoutForm data={data} reply={useActionData() as CheckoutReply | undefined} />;
  }
  const router = createMemoryRouter(
    [{ id: "root", path: "/", Component: Outlet, children: [{ id: "checkout", path: "pl/krakow/checkout", Component: Page }] }],
    {
      initialEntries: ["/pl/krakow/checkout"],
      hydrationData: {
        loaderData: { root: { locale: "pl", city: { id: 2, slug: "krakow", name: "Kraków" }, user: null }, checkout: null },
        actionData: reply ? { checkout: reply } : undefined,
      },
    },
  );
  document.body.innerHTML = renderToString(
    <TextsProvider lang={texts}>
      <RouterProvider router={router} />
    </TextsProvider>,
  );
  return document.querySelector("[data-checkout-form]") as HTMLFormElement;
}

const submitter = (selector: string) => document.querySelector(selector) as HTMLButtonElement;

describe("the checkout without JavaScript", () => {
  it("posts every choice as a plain form: updating delivery, applying the coupon, placing", async () => {
    const form = await serverRendered();
    expect(form.getAttribute("method")).toBe("post");
    expect([submitter("[data-update-delivery]").type, submitter("[data-update-delivery]").value]).toEqual(["submit", "quote"]);
    expect(submitter("[data-update-delivery]").textContent).toBe("Zaktualizuj dostawę i sumę");
    expect([submitter("[data-coupon-apply]").type, submitter("[data-coupon-apply]").name, submitter("[data-coupon-apply]").value]).toEqual([
      "submit",
      "intent",
      "coupon",
    ]);
    expect([submitter("[data-place-order]").name, submitter("[data-place-order]").value]).toEqual(["intent", "place"]);
  });

  it("renders every delivery's fields and every payment, for style rules keyed on the checked delivery to show", async () => {
    await serverRendered();
    const parts = [...document.querySelectorAll("[data-delivery-part]")].map((part) => part.getAttribute("data-delivery-part"));
    expect(parts).toEqual(["pickup", "locker", "postBox", "address"]);
    expect([...document.querySelectorAll("[data-payment-option]")].map((radio) => radio.getAttribute("value"))).toEqual([
      "in-store",
      "online",
      "crypto",
    ]);
    // The page's own rules, in the rendered body (another test file sharing this document may have put a library's
    // style into the head).
    expect(document.body.querySelector("style")?.textContent).toBe(noScriptRules(OPTIONS.deliveries));
    const rules = noScriptRules(OPTIONS.deliveries).split("\n");
    expect(rules).toContain(
      '[data-checkout-form]:has([data-delivery-option="courier"]:checked) [data-delivery-part="address"]{display:block}',
    );
    expect(rules).toContain(
      '[data-checkout-form]:has([data-delivery-option="courier"]:checked) [data-payment-row="in-store"]{display:none}',
    );
    expect(rules).not.toContain(
      '[data-checkout-form]:has([data-delivery-option="local-pickup"]:checked) [data-payment-row="in-store"]{display:none}',
    );
  });

  it("comes back from a re-quote with what was typed and the new quote", async () => {
    const typed = {
      firstName: "Anna",
      lastName: "Nowak",
      phone: "+48 600 100 200",
      delivery: "courier",
      street: "Floriańska",
      streetNumber: "12",
      zipCode: "31-019",
      country: "Polska",
      payment: "crypto",
      couponCode: "WELCOME15",
      comment: "Proszę dzwonić",
    };
    await serverRendered({
      intent: "coupon",
      result: { initialValue: typed },
      quote: quote({ discount: 750, deliveryFee: 1999, total: 6249 }),
      idempotencyKey: "key-of-this-page-0001",
      coupon: { ok: true, message: "Kupon zastosowany" },
    });
    const value = (name: string) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    expect((document.querySelector('[data-delivery-option="courier"]') as HTMLInputElement).checked).toBe(true);
    expect((document.querySelector('[data-payment-option="crypto"]') as HTMLInputElement).checked).toBe(true);
    expect(["lastName", "street", "zipCode", "couponCode", "comment"].map(value)).toEqual([
      "Nowak",
      "Floriańska",
      "31-019",
      "WELCOME15",
      "Proszę dzwonić",
    ]);
    expect(document.querySelector("[data-coupon-message]")?.textContent).toBe("Kupon zastosowany");
    expect(document.querySelector("[data-summary-total]")?.textContent?.replace(/\s/g, " ")).toBe("62,49 zł");
    expect(value("expectedTotal")).toBe("6249");
    expect(document.querySelector("[data-summary-crypto]")?.textContent).toBe("Około 12.35 USDT");
  });

  it("offers the stores holding the whole cart and shows the others disabled, saying what they lack (issue 19)", async () => {
    const missing = [{ productId: 1, name: "Mint shisha 50 g", wanted: 2, available: 1 }];
    const withStores = (stores: CheckoutData["options"]["stores"]) => ({
      ...DATA,
      ...pickupChoices({ ...OPTIONS, stores: stores.map(({ label: _, ...store }) => store) }, translatorIn("pl")),
    });
    const [floriańska, karmelicka] = DATA.options.stores as [
      CheckoutData["options"]["stores"][number],
      CheckoutData["options"]["stores"][number],
    ];
    await serverRendered(undefined, withStores([floriańska, { ...karmelicka, complete: false, missing }]));
    const options = () =>
      [...document.querySelectorAll("[data-pickup-store] option")].map((option) => [
        option.getAttribute("value"),
        option.hasAttribute("disabled"),
        option.textContent,
      ]);
    expect(options()).toEqual([
      ["7", false, "ul. Floriańska 12, Kraków"],
      ["9", true, "ul. Karmelicka 3, Kraków — brakuje tu: Mint shisha 50 g (1 z 2)"],
    ]);
    expect(document.querySelector("[data-section-error]")).toBeNull();

    await serverRendered(
      undefined,
      withStores([
        { ...floriańska, complete: false, missing },
        { ...karmelicka, complete: false, missing },
      ]),
    );
    expect(options().map(([, disabled]) => disabled)).toEqual([true, true]);
    expect(document.querySelector("[data-delivery-section] [data-section-error]")?.textContent).toBe(
      "Żaden sklep nie ma teraz wszystkiego z Twojego koszyka, więc nie można go odebrać osobiście. Wybierz dostawę albo zmień koszyk.",
    );
  });

  it("checks the invoice's NIP as a plain post, and comes back with the company's name and address filled in", async () => {
    await serverRendered();
    expect(document.querySelector("[data-invoice-fields]")?.hasAttribute("hidden")).toBe(false);
    const check = submitter("[data-nip-check]");
    expect([check.type, check.name, check.value, check.formNoValidate]).toEqual(["submit", "intent", "check-nip", true]);
    expect(INVOICE_NO_SCRIPT_RULES).toContain(
      "[data-checkout-form]:has([data-invoice-toggle] input:checked) [data-invoice-fields]{display:block}",
    );

    const posted = { ...DATA.contact, delivery: "local-pickup", invoice: "on", invoiceKind: "business", invoiceNip: "5252000002" };
    const filled = {
      ...posted,
      invoiceName: "HURTOWNIA DYMEK SP. Z O.O.",
      invoiceLine1: "UL. GROCHOWSKA 120",
      invoiceLine2: "04-357 WARSZAWA",
    };
    const nipCheck = {
      registry: "whitelist" as const,
      taxId: "5252000002",
      status: "active" as const,
      name: "HURTOWNIA DYMEK SP. Z O.O.",
      address: "UL. GROCHOWSKA 120, 04-357 WARSZAWA",
      detail: "Czynny",
      requestId: "k3f9a-8c2d1e0",
      day: "2026-11-28",
    };
    await serverRendered({
      intent: "check-nip",
      result: { initialValue: filled, error: {} },
      quote: quote(),
      idempotencyKey: "k".repeat(20),
      nipCheck,
    });
    const value = (name: string) => (document.querySelector(`[name=${name}]`) as HTMLInputElement).getAttribute("value");
    expect([value("invoiceName"), value("invoiceLine1"), value("invoiceLine2")]).toEqual([
      "HURTOWNIA DYMEK SP. Z O.O.",
      "UL. GROCHOWSKA 120",
      "04-357 WARSZAWA",
    ]);
    expect((document.querySelector("[name=invoice]") as HTMLInputElement).hasAttribute("checked")).toBe(true);
    expect(document.querySelector("[data-nip-message]")?.textContent).toBe(
      "HURTOWNIA DYMEK SP. Z O.O. jest czynnym podatnikiem VAT na białej liście. Uzupełniliśmy nazwę i adres firmy: sprawdź je.",
    );
  });
});
