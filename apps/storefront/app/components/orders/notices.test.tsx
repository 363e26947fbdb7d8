// @vitest-environment happy-dom
import type { OrderView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OrderNotices, readNoticeFlags } from "./notices";
import { renderInShop } from "./test-render";

afterEach(cleanup);

const crypto = {
  network: "TRC20" as const,
  currency: "USDT" as const,
  address: "TXYZ",
  amount: 25_310_042,
  amountText: "25.310042",
  payUntil: "2026-05-04T08:30:00.000Z",
  uri: "tron:TXYZ",
  status: "pending" as const,
};

function order(status: OrderView["status"], payment: "in-store" | "online" | "crypto" | null): OrderView {
  return {
    id: "7KQ2M9XB4RT6H",
    status,
    city: { slug: "krakow", name: "Kraków" },
    createdAt: "2026-05-04T08:00:00.000Z",
    history: [],
    details: payment
      ? {
          items: [],
          subtotal: 1000,
          discount: 0,
          deliveryFee: 0,
          total: 1000,
          couponCode: null,
          payment,
          delivery: {
            method: "courier",
            store: null,
            pickupAt: null,
            lockerCode: null,
            lockerName: null,
            lockerAddress: null,
            postBox: null,
            address: null,
          },
          contact: { firstName: "Anna", lastName: "Nowak", phone: "+48600100200", email: null },
          comment: null,
          invoice: null,
          tpd: false,
          payUntil: null,
          crypto: payment === "crypto" ? crypto : null,
          canCancel: true,
          canRetryPayment: false,
        }
      : null,
  };
}

const flags = (query: string) => readNoticeFlags(new URLSearchParams(query));

describe("the order page's notices", () => {
  it("thank for a placed order and say what to do next for its payment", async () => {
    await renderInShop("en", () => <OrderNotices flags={flags("placed=1")} order={order("AWAITING_PAYMENT", "crypto")} />);
    const notice = await screen.findByRole("status");
    expect(notice.hasAttribute("data-placed-notice")).toBe(true);
    expect(notice.textContent).toBe(
      "Thank you! Your order 7KQ2-M9XB-4RT6H is placed.Send the exact USDT amount from the payment details before the deadline.",
    );
  });

  it("thank without a next step for somebody who sees no details", async () => {
    await renderInShop("pl", () => <OrderNotices flags={flags("placed=1")} order={order("CREATED", null)} />);
    expect((await screen.findByRole("status")).textContent).toBe("Dziękujemy! Twoje zamówienie 7KQ2-M9XB-4RT6H zostało złożone.");
  });

  it("after the provider's page: confirming while the order still awaits payment, received once it is paid", async () => {
    const awaiting = await renderInShop("en", () => (
      <OrderNotices flags={flags("payment=success")} order={order("AWAITING_PAYMENT", "online")} />
    ));
    expect((await screen.findByRole("status")).textContent).toBe("We are confirming your payment.");
    awaiting.unmount();
    await renderInShop("en", () => <OrderNotices flags={flags("payment=success")} order={order("PAID", "online")} />);
    expect((await screen.findByRole("status")).textContent).toBe("Payment received — thank you.");
  });

  it("back from Przelewy24 (which does not say how it went): confirming, with another try, until the order is paid", async () => {
    const back = await renderInShop("uk", () => (
      <OrderNotices flags={flags("payment=return")} order={order("AWAITING_PAYMENT", "online")} />
    ));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Ми підтверджуємо вашу оплату в Przelewy24: оновіть цю сторінку за мить. Якщо ви не оплатили, можна оплатити ще раз нижче.",
    );
    // The page looks again by itself every 5 s, six times at most, and not once the order is paid.
    expect(document.querySelector("meta[data-payment-recheck]")?.getAttribute("content")).toBe("5;url=?payment=return&checks=1");
    back.unmount();
    const last = await renderInShop("en", () => (
      <OrderNotices flags={flags("payment=return&checks=6")} order={order("AWAITING_PAYMENT", "online")} />
    ));
    expect(document.querySelector("meta[data-payment-recheck]")).toBeNull();
    last.unmount();
    await renderInShop("en", () => <OrderNotices flags={flags("payment=return&checks=2")} order={order("PAID", "online")} />);
    expect((await screen.findByRole("status")).textContent).toBe("Payment received — thank you.");
    expect(document.querySelector("meta[data-payment-recheck]")).toBeNull();
  });

  it("offer another try after a failed payment, as long as the order awaits one", async () => {
    const failed = await renderInShop("ru", () => (
      <OrderNotices flags={flags("payment=failed")} order={order("AWAITING_PAYMENT", "online")} />
    ));
    expect((await screen.findByRole("alert")).textContent).toBe("Оплата не прошла. Вы можете попробовать ещё раз.");
    failed.unmount();
    await renderInShop("ru", () => <OrderNotices flags={flags("payment=failed&placed=0")} order={order("CANCELED", "online")} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("ignore addresses that say nothing known", () => {
    expect(flags("payment=maybe&placed=yes&checks=x")).toEqual({ placed: false, payment: null, canceled: false, sent: false, checks: 0 });
  });
});
