// @vitest-environment happy-dom
import type { SessionView } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../admin/dashboard/test-render";
import { SessionsPanel } from "./sessions-panel";

afterEach(cleanup);

const here: SessionView = {
  id: 7,
  device: { browser: "Firefox 120", os: "Windows 10", type: "desktop" },
  ip: "203.0.113.9",
  createdAt: "2026-11-29T08:00:00.000Z",
  lastSeenAt: "2026-11-29T09:30:00.000Z",
  current: true,
};
const phone: SessionView = { ...here, id: 8, device: { browser: "Chrome 142", os: "Android 14", type: "mobile" }, current: false };

describe("signed-in devices", () => {
  it("names each device in the page's language, marks this one and offers to sign out each other one", async () => {
    await renderInAdmin("pl", () => (
      <SessionsPanel sessions={[here, { ...phone, id: 9, device: null, ip: null }, phone]} result={undefined} />
    ));
    await screen.findByText("Zalogowane urządzenia");
    expect(screen.getByText("Firefox 120, Windows 10 (komputer)")).toBeTruthy();
    expect(screen.getAllByText("Chrome 142, Android 14 (telefon)")).toHaveLength(1);
    expect(screen.getByText("Nieznane urządzenie")).toBeTruthy();
    expect(document.querySelector('[data-session="current"]')?.textContent).toContain("To urządzenie");
    // Shop time: 09:30 UTC is 10:30 in Warsaw in November.
    expect(document.querySelector('[data-session="current"]')?.textContent).toContain("10:30");
    const signOuts = [...document.querySelectorAll<HTMLInputElement>('input[name="session"]')].map((input) => input.value);
    expect(signOuts).toEqual(["9", "8"]);
    expect(document.querySelector('[data-form="sign-out-others"]')).not.toBeNull();
  });

  it("says how many devices were signed out, with the language's plural forms", async () => {
    await renderInAdmin("uk", () => <SessionsPanel sessions={[here]} result={{ sessionsResult: { signedOut: 3, others: true } }} />);
    await screen.findByText("Виконано вихід на 3 інших пристроях.");
    expect(screen.getByText("Вхід у ваш обліковий запис виконано лише на цьому пристрої.")).toBeTruthy();
    expect(document.querySelector('[data-form="sign-out-others"]')).toBeNull();
    cleanup();
    await renderInAdmin("ru", () => <SessionsPanel sessions={[here]} result={{ sessionsResult: { signedOut: 21, others: true } }} />);
    await screen.findByText("Выполнен выход на 21 другом устройстве.");
  });
});
