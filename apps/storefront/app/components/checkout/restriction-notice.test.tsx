// @vitest-environment happy-dom
import { CHECKOUT_REFUSALS } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RestrictionNotice } from "./restriction-notice";
import { renderPage } from "./test-kit";

afterEach(cleanup);

async function notice(lang: string, restriction: (typeof CHECKOUT_REFUSALS)[number] | null) {
  const { container } = await renderPage(lang, () => (
    <main>
      <RestrictionNotice restriction={restriction} />
    </main>
  ));
  await screen.findByRole("main");
  return container.querySelector("[data-restriction]");
}

describe("the checkout's restriction notice", () => {
  it("explains the TPD rule before the customer meets it: pickup and in-store payment, unless a business", async () => {
    const element = await notice("en", "tpd-pickup-only");
    expect(element?.hasAttribute("data-tpd-notice")).toBe(true);
    expect(element?.getAttribute("role")).toBe("note");
    expect(element?.textContent).toBe(
      "Your cart has products under the Tobacco Products Directive: they can only be picked up in a store and paid for there. Approved business customers may also choose delivery and online payment.",
    );
  });

  it("says when TPD products cannot be ordered at all without a business account", async () => {
    const element = await notice("en", "tpd-not-orderable");
    expect(element?.hasAttribute("data-tpd-notice")).toBe(true);
    expect(element?.textContent).toBe(
      "Products under the Tobacco Products Directive cannot be ordered in this shop without an approved business account.",
    );
  });

  it("gives the brand's missing pickup or in-store payment a short note that is not the TPD notice", async () => {
    const pickup = await notice("en", "pickup-unavailable");
    expect(pickup?.hasAttribute("data-tpd-notice")).toBe(false);
    expect(pickup?.textContent).toBe("Pickup in store is not available in this shop: choose one of the deliveries.");
    cleanup();
    const cash = await notice("pl", "in-store-payment-unavailable");
    expect(cash?.textContent).toBe("Płatność w sklepie nie jest dostępna: zapłać online lub w USDT.");
  });

  it("reads in every language for every rule, and shows nothing without one", async () => {
    for (const lang of ["uk", "ru"]) {
      for (const restriction of CHECKOUT_REFUSALS) {
        const element = await notice(lang, restriction);
        expect(element?.textContent?.length).toBeGreaterThan(20);
        expect(element?.textContent).not.toContain("checkout.");
        cleanup();
      }
    }
    expect(await notice("en", null)).toBeNull();
  });
});
