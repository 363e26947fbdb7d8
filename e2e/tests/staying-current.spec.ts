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
  // Before its script has taken over, a link is a plain link: the router navigates once the page is hydrated and the
  // document's link listener, a chunk loaded after hydration (lib/client-links.ts), is there.
  await expect(page.locator("html")).toHaveAttribute("data-client-links", "");
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

// Issue 37: React Router reloads the page when a route's module fails to load on a navigation, which is the page
// being left; the page it then went on to made two document loads. Now one: the clicked page's.
test("a route's chunk that fails to load on a navigation loads the clicked page, once, even if it keeps failing", async ({ page }) => {
  await page.goto("/en/krakow");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The terms page's route module cannot be fetched (as after a deployment removed it), each time it is asked for.
  let asked = 0;
  await page.route(/\/assets\/terms-[^/]+\.js$/, (route) => {
    asked++;
    return route.abort();
  });
  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
  await page.locator("footer").getByRole("link", { name: "Terms and conditions" }).click();
  await expect(page).toHaveURL(/\/en\/krakow\/info\/terms-and-conditions$/);
  // The server's page shows (its script cannot start without the module, and tries no reload of its own).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState("networkidle");
  expect(documents).toEqual([page.url()]);
});
