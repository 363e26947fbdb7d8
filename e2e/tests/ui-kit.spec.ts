import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { shopUrl } from "./servers";

// The component sheet of the test brand variant: toasts and buttons exactly as spec section 9.
test.beforeEach(async ({ context }) => {
  await confirmedAdult(context, shopUrl("test"));
});

const toasts = (page: Page) => page.locator(".Toastify__toast");

async function openKit(page: Page) {
  await page.goto(shopUrl("test", "/en/ui-kit"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Components");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

test("the five toast types", async ({ page }) => {
  await openKit(page);
  for (const type of ["default", "info", "success", "error", "warning"]) {
    await page.getByRole("button", { name: `Show a ${type} notification` }).click();
    await expect(toasts(page).filter({ hasText: `A ${type} notification` })).toHaveClass(new RegExp(`Toastify__toast--${type}`));
    // Out of focus the toasts shown so far pause: on a slow machine none closes (after 5 s) before the count.
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  }
  await expect(toasts(page)).toHaveCount(5);
});

test("at most 20 toasts at once; the rest wait their turn", async ({ page }) => {
  await openKit(page);
  await page.getByRole("button", { name: "Show 25 notifications" }).click();
  await expect(toasts(page)).toHaveCount(20);
  // The five others wait: each comes in as one of the twenty closes (by its button, or on its own after 5 s),
  // so the count stays at 20 until the queue is empty. No timing is assumed: on a slow machine some may
  // already have closed on their own.
  await toasts(page).last().getByRole("button", { name: "Close" }).click();
  await expect(toasts(page).filter({ hasText: /#25$/ })).toHaveCount(1, { timeout: 20_000 });
  expect(await toasts(page).count()).toBeLessThanOrEqual(20);
});

test("a toast is dismissed by its close button and by a click", async ({ page }) => {
  await openKit(page);
  await page.getByRole("button", { name: "Show a info notification" }).click();
  await toasts(page).getByRole("button", { name: "Close" }).click();
  await expect(toasts(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Show a success notification" }).click();
  await toasts(page).click({ position: { x: 30, y: 20 } });
  await expect(toasts(page)).toHaveCount(0);
});

/** Drags the toast to the left by a fraction of its width, once it stands still. */
async function drag(page: Page, fraction: number) {
  const toast = toasts(page).first();
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  const box = await toast.boundingBox();
  if (!box) throw new Error("no toast");
  const y = box.y + box.height / 2;
  const startX = box.x + box.width - 30;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(startX - (box.width * fraction * step) / 10, y);
  await page.mouse.up();
}

test("a drag of 50% of the width keeps the toast; a drag past 60% dismisses it", async ({ page }) => {
  await openKit(page);
  await page.getByRole("button", { name: "Show a warning notification" }).click();
  await expect(toasts(page)).toHaveCount(1);
  await drag(page, 0.5);
  await page.mouse.move(0, 0);
  await expect(toasts(page)).toHaveCount(1);
  await drag(page, 0.7);
  await expect(toasts(page)).toHaveCount(0);
});

test("toasts close on their own after 5 s, but not while hovered or while the window is out of focus", async ({ page }) => {
  // Two toasts each waited out past their 5 s: longer than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await openKit(page);
  await page.getByRole("button", { name: "Show a default notification" }).click();
  const toast = toasts(page).first();
  await toast.hover();
  await page.waitForTimeout(6_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 10_000 });

  await page.getByRole("button", { name: "Show a info notification" }).click();
  await page.mouse.move(0, 0);
  await expect(toasts(page)).toHaveCount(1);
  // The toast listens for focus loss from an effect that runs just after it appears; on a busy machine a
  // blur sent at once can come first, so the window "loses focus" again a moment later.
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await page.waitForTimeout(1_000);
  await page.evaluate(() => window.dispatchEvent(new Event("blur")));
  await page.waitForTimeout(6_000);
  await expect(toasts(page)).toHaveCount(1);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
});

test("buttons: seven styles, four sizes, and a loading state that is disabled with a spinner", async ({ page }) => {
  await openKit(page);
  const styles = await page
    .locator("button[data-variant]")
    .evaluateAll((buttons) => [...new Set(buttons.map((b) => b.getAttribute("data-variant")))]);
  expect(styles).toEqual(
    expect.arrayContaining(["transparent", "fill-white", "success", "fill-black", "fill-black-light", "outline", "outline-white"]),
  );
  const sizes = await page
    .locator("button[data-size]")
    .evaluateAll((buttons) => [...new Set(buttons.map((b) => b.getAttribute("data-size")))]);
  expect(sizes).toEqual(expect.arrayContaining(["full", "normal", "small", "none"]));
  const button = page.getByTestId("loading-button");
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expect(button.locator(".animate-spin")).toBeVisible();
});

test.describe("an error raised while rendering", () => {
  test("escalates to the error screen for a person", async ({ page }) => {
    const response = await page.goto(shopUrl("test", "/en/ui-kit?preview=render-error"));
    expect(response?.status()).toBe(500);
    await expect(page.locator("[data-error-object]")).toContainText('"statusCode": 500');
  });

  test.describe("for a crawler", () => {
    test.use({ userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" });
    test("goes to the error hook and the page still renders", async ({ page }) => {
      const response = await page.goto(shopUrl("test", "/en/ui-kit?preview=render-error"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("header")).toBeVisible();
      await expect(page.locator("footer")).toContainText("Smoke Point Test");
      await expect(page.locator("[data-error-object]")).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => (window as { __shopErrors?: { message: string }[] }).__shopErrors?.map((e) => e.message)))
        .toContain("Preview of an error raised while rendering");
    });
  });
});
