// @vitest-environment happy-dom
import type { OrderView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderFacts } from "./order-facts";
import { renderInShop } from "./test-render";

afterEach(cleanup);

const NUMBER = "620000000000000004200000";
type Details = NonNullable<OrderView["details"]>;
const details = (parcel?: Details["parcel"], invoice: Details["invoice"] = null) =>
  ({
    items: [],
    subtotal: 1000,
    discount: 0,
    deliveryFee: 1299,
    total: 2299,
    couponCode: null,
    payment: "online",
    delivery: {
      method: "parcel-locker",
      store: null,
      pickupAt: null,
      lockerCode: "WAW01M",
      lockerName: null,
      lockerAddress: null,
      postBox: null,
      address: null,
    },
    contact: { firstName: "Anna", lastName: "Nowak", phone: "+48600100200", email: null },
    comment: null,
    invoice,
    tpd: false,
    payUntil: null,
    crypto: null,
    canCancel: false,
    canRetryPayment: false,
    ...(parcel ? { parcel } : {}),
  }) as Details;

describe("the order's delivery facts", () => {
  it("show the InPost parcel's tracking number and InPost's tracking page once known", async () => {
    const url = `https://inpost.pl/sledzenie-przesylek?number=${NUMBER}`;
    await renderInShop("uk", () => <OrderFacts details={details({ trackingNumber: NUMBER, url })} status="APPROVED" />);
    await screen.findByText("Посилка InPost");
    screen.getByText(NUMBER);
    const link = screen.getByRole("link", { name: "Відстежити посилку на inpost.pl" });
    expect(link.getAttribute("href")).toBe(url);
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("say briefly whom the invoice is for, with the company's NIP", async () => {
    const invoice = {
      kind: "business" as const,
      name: "Chmura Sp. z o.o.",
      nip: "5270000001",
      address: { line1: "ul. Prosta 20", line2: "00-850 Warszawa" },
      check: { status: "active" as const, requestId: "k3f9a-8c2d1e0", day: "2026-11-28" },
    };
    await renderInShop("pl", () => <OrderFacts details={details(undefined, invoice)} status="APPROVED" />);
    await screen.findByText("Faktura dla:");
    expect(document.querySelector("[data-order-invoice=business]")?.textContent).toBe("Faktura dla: Chmura Sp. z o.o., NIP 5270000001");
  });

  it("show no parcel before InPost numbered it", async () => {
    await renderInShop("en", () => <OrderFacts details={details()} status="APPROVED" />);
    await screen.findByText("Parcel locker");
    expect(screen.queryByText("InPost parcel")).toBeNull();
  });
});
