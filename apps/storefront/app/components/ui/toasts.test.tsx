// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "react-toastify";
import { afterEach, describe, expect, it } from "vitest";
import { notify, TOAST_OPTIONS, TOAST_TYPES, Toasts } from "./toasts";

afterEach(() => {
  act(() => {
    toast.clearWaitingQueue();
    toast.dismiss();
  });
  cleanup();
});

const toastsShown = () => document.querySelectorAll(".Toastify__toast");

describe("TOAST_OPTIONS", () => {
  it("holds the spec's numbers", () => {
    expect(TOAST_OPTIONS).toEqual({
      autoClose: 5000,
      limit: 20,
      draggable: true,
      draggablePercent: 60,
      draggableDirection: "x",
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      closeOnClick: true,
    });
  });

  it("lists the spec's five types", () => {
    expect([...TOAST_TYPES].sort()).toEqual(["default", "error", "info", "success", "warning"]);
  });
});

describe("Toasts", () => {
  it("shows the region with its label once the first toast comes", async () => {
    render(<Toasts label="Powiadomienia" />);
    expect(screen.queryByRole("region", { name: "Powiadomienia" })).toBeNull();
    act(() => notify("info", "The first toast"));
    await screen.findByText("The first toast");
    expect(screen.getByRole("region", { name: "Powiadomienia" })).toBeTruthy();
  });

  for (const type of TOAST_TYPES) {
    it(`shows a ${type} toast with its type class and role`, async () => {
      render(<Toasts closeLabel="Zamknij" />);
      act(() => {
        notify(type, `A ${type} message`);
      });
      const message = await screen.findByText(`A ${type} message`);
      const node = message.closest(".Toastify__toast");
      expect(node).not.toBeNull();
      expect(node?.classList.contains(`Toastify__toast--${type}`)).toBe(true);
      for (const other of TOAST_TYPES.filter((t) => t !== type)) {
        expect(node?.classList.contains(`Toastify__toast--${other}`)).toBe(false);
      }
      const role = type === "error" || type === "warning" ? "alert" : "status";
      await waitFor(() => expect(node?.getAttribute("role")).toBe(role));
      // The close button carries the given accessible label.
      const close = node?.querySelector("button[data-slot=toast-close]");
      expect(close?.getAttribute("aria-label")).toBe("Zamknij");
      expect(node?.classList.contains("Toastify__toast--close-on-click")).toBe(true);
    });
  }

  it("shows at most 20 toasts at once and queues the rest", async () => {
    render(<Toasts />);
    act(() => {
      for (let i = 1; i <= 25; i++) notify("info", `Toast ${i}`);
    });
    await screen.findByText("Toast 20");
    expect(toastsShown().length).toBe(20);
    expect(screen.queryByText("Toast 21")).toBeNull();
    expect(screen.queryByText("Toast 25")).toBeNull();

    // Closing one lets the next queued toast in (limit queues, it does not drop).
    const first = screen.getByText("Toast 1").closest(".Toastify__toast") as HTMLElement;
    const close = first.querySelector("button[data-slot=toast-close]") as HTMLElement;
    act(() => {
      fireEvent.click(close);
    });
    // The exit animation never ends on its own in happy-dom.
    act(() => {
      fireEvent.animationEnd(first);
    });
    await screen.findByText("Toast 21");
    expect(screen.queryByText("Toast 1")).toBeNull();
    expect(toastsShown().length).toBe(20);
    expect(screen.queryByText("Toast 22")).toBeNull();
  });
});
