import { expect, test } from "./fixtures";
import { cookieMap } from "./pages";

test("a visitor confirms being 18 or older before using the shop; the answer is remembered", async ({ page, context }) => {
  await page.goto("/en/krakow");
  const gate = page.getByRole("dialog", { name: "Are you 18 or older?" });
  await expect(gate).toBeVisible();
  // The shop behind the gate cannot be used: it is inert, and keyboard focus stays in the dialog.
  await expect(page.locator("div[inert]")).toHaveCount(1);
  await expect(gate.getByRole("button", { name: "Yes, I am 18 or older" })).toBeFocused();
  await gate.getByRole("button", { name: "Yes, I am 18 or older" }).click();
  await expect(gate).toBeHidden();
  expect((await cookieMap(context)).age_confirmed?.value).toBe("1");
  await page.reload();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("declining leaves the shop", async ({ page }) => {
  await page.goto("/pl/krakow");
  const decline = page.getByRole("link", { name: "Nie, opuszczam sklep" });
  await expect(decline).toHaveAttribute("href", /^https:\/\/(?!127\.0\.0\.1)/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the confirmation form still works", async ({ page, context }) => {
    await page.goto("/uk/krakow/cart");
    await page.getByRole("button", { name: "Так, мені вже є 18" }).click();
    await expect(page).toHaveURL(/\/uk\/krakow\/cart$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect((await cookieMap(context)).age_confirmed?.value).toBe("1");
  });
});

test.describe("crawlers", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
  test("are not gated", async ({ page }) => {
    await page.goto("/en/krakow");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
