// @vitest-environment happy-dom
import type { CryptoPayment } from "@shop/contracts";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CryptoPaymentPanel } from "./crypto-payment";
import { CryptoPaymentDialog } from "./crypto-payment-dialog";
import { renderPage } from "./test-kit";

const PAY_UNTIL = "2025-03-30T10:30:00.000Z";
const payment = (values: Partial<CryptoPayment> = {}): CryptoPayment => ({
  network: "TRC20",
  currency: "USDT",
  address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf",
  amount: 25_310_042,
  amountText: "25.310042",
  payUntil: PAY_UNTIL,
  uri: "tron:TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf?amount=25.310042&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  status: "pending",
  ...values,
});

beforeEach(() => {
  // The clock and the countdown's tick stand still unless a test moves them (timeouts stay real for the router).
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(new Date("2025-03-30T10:00:00.000Z"));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const el = (hook: string) => document.querySelector(`[data-${hook}]`);

describe("the crypto payment panel", () => {
  it("shows the network, the address, the exact amount and a QR code of the payment URI", async () => {
    await renderPage("en", () => <CryptoPaymentPanel payment={payment()} />);
    await screen.findByRole("heading", { name: "Pay with USDT (TRC20)" });
    expect(el("crypto-network")?.textContent).toBe("USDT on TRON (TRC20)");
    expect(el("crypto-address")?.textContent).toBe("TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf");
    expect(el("crypto-amount")?.textContent).toBe("25.310042");
    expect(screen.getByText("Send exactly this amount, to the last digit: it is how we recognise your payment.")).toBeTruthy();
    const qr = screen.getByRole("img", { name: "QR code of the payment: 25.310042 USDT to TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf" });
    const svg = qr.querySelector("svg");
    expect(svg?.getAttribute("viewBox")).toMatch(/^0 0 \d+ \d+$/);
    expect(svg?.querySelector("path")?.getAttribute("d")?.length).toBeGreaterThan(100);
    expect(screen.getByText("After your transfer, the confirmation takes 5 to 30 minutes.")).toBeTruthy();
    expect(screen.getByText("A transfer sent after the deadline is lost: if that happened, contact the shop.")).toBeTruthy();
  });

  it("draws a different QR code for a different amount", async () => {
    await renderPage("en", () => (
      <>
        <CryptoPaymentPanel payment={payment()} />
        <CryptoPaymentPanel payment={payment({ amountText: "25.310043", uri: payment().uri.replace("042", "043") })} />
      </>
    ));
    await waitFor(() => expect(document.querySelectorAll("[data-crypto-qr] svg")).toHaveLength(2));
    const [first, second] = [...document.querySelectorAll("[data-crypto-qr] svg")].map((svg) => svg.innerHTML);
    expect(first).not.toBe(second);
  });

  it("counts down to the deadline each second and tells the deadline in Warsaw time", async () => {
    await renderPage("pl", () => <CryptoPaymentPanel payment={payment()} />);
    await waitFor(() => expect(el("crypto-countdown")?.textContent).toBe("Pozostały czas na zapłatę: 30:00"));
    expect(screen.getByText("Zapłać do 12:30 (czasu warszawskiego).")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(el("crypto-countdown")?.textContent).toBe("Pozostały czas na zapłatę: 28:59");
  });

  it("says the time is up once the deadline passed", async () => {
    await renderPage("en", () => <CryptoPaymentPanel payment={payment()} />);
    await waitFor(() => expect(el("crypto-countdown")).toBeTruthy());
    vi.setSystemTime(new Date("2025-03-30T10:29:58.000Z"));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(el("crypto-countdown")?.textContent).toBe("Time left to pay: 00:01");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(el("crypto-countdown")?.textContent).toBe("The time to pay has run out.");
    expect(el("crypto-countdown")?.hasAttribute("data-expired")).toBe(true);
  });

  it("shows a paid payment as received, without a countdown", async () => {
    await renderPage("uk", () => <CryptoPaymentPanel payment={payment({ status: "paid" })} />);
    await waitFor(() => expect(el("crypto-paid")?.textContent).toBe("Ваш платіж надійшов. Дякуємо!"));
    expect(el("crypto-countdown")).toBeNull();
  });
});

describe("the crypto payment dialog", () => {
  it("opens as a modal dialog with the same details and closes with its button", async () => {
    const onClose = vi.fn();
    await renderPage("en", () => <CryptoPaymentDialog payment={payment()} open onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Pay with USDT (TRC20)" });
    expect(dialog.hasAttribute("data-crypto-dialog")).toBe(true);
    expect(dialog.querySelector("[data-crypto-amount]")?.textContent).toBe("25.310042");
    expect(dialog.querySelector("[data-crypto-countdown]")?.textContent).toBe("Time left to pay: 30:00");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("is not there while closed", async () => {
    await renderPage("en", () => (
      <main>
        <CryptoPaymentDialog payment={payment()} open={false} onClose={() => {}} />
      </main>
    ));
    await screen.findByRole("main");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("copies the address and the amount and says so", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await renderPage("en", () => <CryptoPaymentDialog payment={payment()} open onClose={() => {}} />);
    const copyAmount = await screen.findByRole("button", { name: "Copy the amount" });
    await act(async () => {
      fireEvent.click(copyAmount);
    });
    await waitFor(() => expect(screen.getByText("Copied")).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith("25.310042");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy the address" }));
    });
    expect(writeText).toHaveBeenLastCalledWith("TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf");
  });
});
