import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL ?? "");
});

test("once a newer build is out, the next navigation is a full page load", async ({ page }) => {
  await page.route("**/api/v1/build", (route) => route.fulfill({ json: { buildId: "newer-build", builtAt: new Date().toISOString() } }));
  const checked = page.waitForRequest("**/api/v1/build");
  await page.goto("/en/krakow");
  await checked;
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  const documentRequest = page.waitForRequest((request) => request.resourceType() === "document");
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await documentRequest;
  await expect(page).toHaveURL(/\/en\/krakow\/info\/terms-and-conditions$/);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
});

test("with the same build, navigations stay in the page", async ({ page }) => {
  await page.goto("/en/krakow");
  // Before its script has taken over, a link is a plain link: the router navigates once the page is hydrated.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test("a chunk that fails to load reloads the page", async ({ page }) => {
  await page.goto("/en/krakow");
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  // The terms page's route module cannot be fetched (as after a deployment removed it).
  await page.route(/\/assets\/terms-[^/]+\.js$/, (route) => route.abort());
  const reloaded = page.waitForEvent("load");
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBeUndefined();
});
