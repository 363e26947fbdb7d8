// The back office end to end (issue 7): nobody but staff finds it; a city manager moves an order of their
// city through to COMPLETED with the ID check; an admin approves a business application, creates a product
// with four translations offered in one city only, and changes prices by CSV; every action is in the audit log.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DEMO_TOTP_SECRETS, withTotpCode } from "@shop/db/demo-totp";
import { expect, test } from "./fixtures";
import { waitForMail } from "./mail";
import { confirmedAdult, ShopPage } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD, newShopper, placePickupOrder, productsInStock, signInInBrowser } from "./shoppers";

const ADMIN = "admin@smokepoint.test";
const KRAKOW_MANAGER = "manager.krakow@smokepoint.test";

/** A staff member signed in in a browser context of their own, on a back-office page. */
async function staffPage(browser: Browser, baseURL: string, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await confirmedAdult(context, baseURL);
  const page = await context.newPage();
  // The sign-in page is English: it returns to the English back office, then the page asked for.
  await signInInBrowser(page, email, DEMO_PASSWORD, "/en/admin");
  if (path !== "/en/admin") await page.goto(path);
  await expect(page.locator("[data-admin-shell]")).toBeVisible();
  return page;
}

/** The audit log's rows about one entity, as an admin sees them on the audit page. */
async function auditActions(page: Page, entityId: string): Promise<string[]> {
  await page.goto(`/en/admin/audit?entityId=${encodeURIComponent(entityId)}`);
  return page.locator("[data-admin-audit-row]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-action") ?? ""));
}

/** A product made through the staff API (the form has its own test), with a name unique to this run. */
async function newProduct(request: APIRequestContext, admin: string, label: string) {
  const unique = `${label}-${Date.now().toString(36)}`;
  const created = await request.post("/api/v1/staff/products", {
    headers: bearer(admin),
    data: {
      slug: unique,
      kind: "simple",
      categoryId: 1,
      brandId: null,
      tpd: false,
      attributeValueIds: [],
      bundleItems: [],
      texts: { en: { name: `E2E ${unique}`, shortDescription: "", description: "", seoTitle: "", seoDescription: "" } },
    },
  });
  expect(created.status()).toBe(201);
  return { ...((await created.json()) as { id: number; slug: string }), name: `E2E ${unique}` };
}

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL as string);
});

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

test("a customer's token gets 404 on every staff endpoint, and the back office's pages are a 404 page", async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await newShopper(request, baseURL as string, "not-staff");
  const document = (await (await request.get("/api/v1/openapi.json")).json()) as OpenApi;
  const staffOperations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/v1/staff/"))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, "1") })));
  expect(staffOperations.length).toBeGreaterThan(20);
  for (const { method, path } of staffOperations) {
    for (const headers of [bearer(shopper.token), { Locale: "en" }]) {
      const response = await request.fetch(path, { method, headers, data: method === "get" ? undefined : {} });
      expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(404);
    }
  }
  // The same for the pages, signed in as the customer (the session cookie) and signed out.
  for (const cookie of [shopper.token, null]) {
    if (cookie) await page.context().addCookies([{ name: "session", value: cookie, url: baseURL as string }]);
    else await page.context().clearCookies({ name: "session" });
    for (const path of ["/en/admin", "/pl/admin/orders", "/en/admin/products/new", "/uk/admin/audit"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("[data-admin-shell]")).toHaveCount(0);
    }
  }
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  expect((await request.get("/api/v1/staff/dashboard", { headers: bearer(admin) })).status()).toBe(200);
});

test("the shop's pages load a route manifest without the back office; signing in to it from them loads it as a new page", async ({
  browser,
  page,
  baseURL,
}) => {
  // The manifest a page names loads after its first paint (lib/deferred-scripts.ts); the shop's lists no staff route.
  const routeIds = (on: Page) =>
    on.waitForFunction(() => {
      // Null (keep waiting) until the manifest has loaded: an empty list would end the wait at once.
      const manifest = (window as { __reactRouterManifest?: { routes: object } }).__reactRouterManifest;
      return manifest ? Object.keys(manifest.routes) : null;
    });
  await page.goto("/en/warszawa/cart");
  const shopRoutes = (await (await routeIds(page)).jsonValue()) as string[];
  expect(shopRoutes).toEqual(expect.arrayContaining(["routes/city/cart", "routes/city/checkout", "back-office-door"]));
  expect(shopRoutes.filter((id) => id.startsWith("routes/admin/"))).toEqual([]);

  // The sign-in page returns to the back office by the router's navigation: its door loads the address as a document.
  const context = await browser.newContext({ baseURL });
  await confirmedAdult(context, baseURL as string);
  const staff = await context.newPage();
  await staff.goto(`/en/warszawa/auth/sign-in?returnTo=${encodeURIComponent("/en/admin/orders")}`);
  await expect(staff.locator("html")).toHaveAttribute("data-hydrated", "true");
  await staff.evaluate(() => Object.assign(window, { shopDocument: true }));
  const door = staff.waitForRequest(/\/assets\/back-office-door-\w+\.js$/);
  const form = staff.locator('form[data-form="sign-in"]');
  await form.locator('[name="email"]').fill(ADMIN);
  await form.locator('[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  // The demo admin has TOTP on (issue 35): the second step's page takes a code of the demo key (each code once).
  const step = staff.locator('form[data-form="second-step"]');
  await expect(step).toBeVisible();
  await withTotpCode(DEMO_TOTP_SECRETS[ADMIN] as string, async (code) => {
    await step.locator("[data-code-input]").fill(code);
    await step.locator('button[type="submit"]').click();
    return staff.waitForURL(/\/en\/admin\/orders$/, { timeout: 15_000 }).then(
      () => true,
      () => null,
    );
  });
  await door;
  await expect(staff).toHaveURL(/\/en\/admin\/orders$/, { timeout: 15_000 });
  await expect(staff.locator("[data-admin-shell]")).toBeVisible();
  expect(await staff.evaluate(() => "shopDocument" in window)).toBe(false);
  expect(await (await routeIds(staff)).jsonValue()).toContain("routes/admin/orders");
  await context.close();
});

test("a city manager sees only their city's orders and hands a TPD order over with the ID check", async ({ browser, request, baseURL }) => {
  const shopper = await newShopper(request, baseURL as string, "manager-flow");
  const [krakowProduct] = await productsInStock(request, (item) => item.tpd, "krakow");
  const [warsawProduct] = await productsInStock(request, (item) => !item.tpd);
  const krakowOrder = await placePickupOrder(request, shopper, "krakow", krakowProduct?.id as number);
  const warsawOrder = await placePickupOrder(request, shopper, "warszawa", warsawProduct?.id as number);

  const page = await staffPage(browser, baseURL as string, KRAKOW_MANAGER, "/en/admin/orders");
  // Only Kraków: the Warsaw order is neither listed, nor found, nor opened.
  await expect(page.locator(`[data-admin-order-row][data-order-id="${krakowOrder}"]`)).toBeVisible();
  await expect(page.locator(`[data-admin-order-row][data-order-id="${warsawOrder}"]`)).toHaveCount(0);
  await page.goto(`/en/admin/orders?q=${warsawOrder}`);
  await expect(page.locator("[data-admin-order-row]")).toHaveCount(0);
  expect((await page.goto(`/en/admin/orders/${warsawOrder}`))?.status()).toBe(404);

  await page.goto(`/en/admin/orders?q=${krakowOrder.toLowerCase()}`);
  await page.locator(`[data-admin-order-row][data-order-id="${krakowOrder}"] a`).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/orders/${krakowOrder}$`));
  for (const next of ["APPROVED", "READY_FOR_PICKUP"]) {
    await page.locator(`[data-transition="${next}"]`).click();
    await expect(page.locator(`[data-admin-order-history][data-to="${next}"]`)).toBeVisible();
  }
  // The handover of tobacco products needs the ID check: without it the server refuses.
  await page.locator('[data-transition="COMPLETED"]').click();
  await expect(page.locator("[data-admin-alert]")).toBeVisible();
  await page.locator("[data-id-checked]").check();
  await page.locator('[data-transition="COMPLETED"]').click();
  await expect(page.locator("[data-admin-order-final]")).toBeVisible();
  // Tracking shows it to the customer.
  const tracked = await request.get(`/api/v1/orders/${krakowOrder}`, { headers: bearer(shopper.token) });
  expect(((await tracked.json()) as { status: string }).status).toBe("COMPLETED");
  // The manager has no audit log; an admin finds the three moves there.
  expect((await page.goto("/en/admin/audit"))?.status()).toBe(404);
  const admin = await staffPage(browser, baseURL as string, ADMIN, "/en/admin");
  expect(await auditActions(admin, krakowOrder)).toEqual(["order.status", "order.status", "order.status"]);
  await admin.context().close();
  await page.context().close();
});

test("an admin approves a business application and the customer is e-mailed", async ({ browser, request, baseURL }) => {
  const shopper = await newShopper(request, baseURL as string, "business-flow");
  const apply = await request.put("/api/v1/cabinet/business", {
    headers: bearer(shopper.token),
    data: { companyName: "Fajka i Spółka", companyAddress: "ul. Długa 5, Kraków", ssn: "5250001003", postalIndex: "31-147" },
  });
  expect(apply.status()).toBe(200);
  const me = (await (await request.get("/api/v1/auth/iam", { headers: bearer(shopper.token) })).json()) as { id: number };

  const page = await staffPage(browser, baseURL as string, ADMIN, "/en/admin/business");
  const card = page.locator(`[data-admin-application="${me.id}"]`);
  await expect(card).toContainText("Fajka i Spółka");
  await card.locator('[data-admin-application-approve] button[value="wholesale"]').click();
  await expect(page.locator("[data-admin-notice]")).toBeVisible();
  await expect(page.locator(`[data-admin-application="${me.id}"]`)).toHaveCount(0);

  const iam = (await (await request.get("/api/v1/auth/iam", { headers: bearer(shopper.token) })).json()) as {
    business: { status: string; kind: string };
  };
  expect(iam.business).toMatchObject({ status: "approved", kind: "wholesale" });
  // The second e-mail after the address's confirmation: the decision.
  expect((await waitForMail(request, shopper.email, 2)).subject).toMatch(/approved/i);
  expect(await auditActions(page, String(me.id))).toContain("business.decision");
  await page.context().close();
});

test("an admin creates a product in four languages and offers it in Kraków only", async ({ browser, page, baseURL }) => {
  const admin = await staffPage(browser, baseURL as string, ADMIN, "/en/admin/products/new");
  const slug = `e2e-hookah-${Date.now().toString(36)}`;
  const names = { en: "E2E Glass Hookah", uk: "E2E Скляний кальян", pl: "E2E Szklana fajka wodna", ru: "E2E Стеклянный кальян" };
  const form = admin.locator("[data-admin-product-form]");
  await form.locator('[name="slug"]').fill(slug);
  await form.locator('[name="categoryId"]').selectOption({ index: 1 });
  for (const [lang, name] of Object.entries(names)) {
    await form.locator(`[name="text.${lang}.name"]`).fill(name);
    await form.locator(`[name="text.${lang}.shortDescription"]`).fill(`${name}: a short description.`);
  }
  await form.locator("[data-admin-product-save]").click();
  await expect(admin).toHaveURL(/\/en\/admin\/products\/\d+/);
  await expect(admin.locator("[data-admin-notice]")).toBeVisible();
  await expect(admin.locator("[data-missing-translation]")).toHaveCount(0);
  const productId = /\/products\/(\d+)/.exec(admin.url())?.[1] as string;

  await admin.goto(`/en/admin/offers?product=${productId}`);
  const krakow = admin.locator('[data-admin-product-offer="krakow"]');
  await krakow.locator("[data-admin-offer-offered]").check();
  await krakow.locator('[data-admin-offer-field="price"]').fill("149.90");
  // Stock is counted per store: 4 units in Kraków's first store.
  await krakow.locator('[data-admin-offer-field="storeStock"]').first().fill("4");
  await expect(krakow.locator("[data-admin-offer-total]")).toHaveText("4");
  await admin.locator("[data-admin-product-offers-save]").click();
  await expect(admin.locator("[data-admin-notice]")).toBeVisible();

  // At once, in every language: Kraków sells it, Warsaw does not.
  for (const [lang, name] of Object.entries(names)) {
    await page.goto(`/${lang}/krakow/products/${slug}`);
    await expect(page.locator("h1")).toHaveText(name);
    await expect(page.locator("form[data-add-to-cart]")).toBeVisible();
  }
  await page.goto(`/en/warszawa/products/${slug}`);
  await expect(page.locator("[data-elsewhere]")).toBeVisible();
  await expect(page.locator("form[data-add-to-cart]")).toHaveCount(0);

  expect(await auditActions(admin, productId)).toContain("product.create");
  expect(await auditActions(admin, `krakow:${productId}`)).toEqual(["offer.update"]);
  await admin.context().close();
});

test("a CSV price import changes the storefront's prices", async ({ browser, page, request, baseURL }) => {
  const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const product = await newProduct(request, token, "e2e-csv");
  // The stock goes to Warsaw's first store: its column is stock:<store id>.
  const [store] = (await (await request.get("/api/v1/city/warszawa/stores")).json()) as Array<{ id: number }>;
  const admin = await staffPage(browser, baseURL as string, ADMIN, "/en/admin/offers?city=warszawa");
  const importCsv = async (price: string) => {
    await admin.goto("/en/admin/offers?city=warszawa");
    await admin.locator("[data-admin-offers-file]").setInputFiles({
      name: "prices.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`product_slug,price,stock:${store?.id},visible\r\n${product.slug},${price},9,yes\r\n`),
    });
    await admin.locator("[data-admin-offers-preview]").click();
    await expect(admin.locator(`[data-admin-offers-change="${product.slug}"]`).first()).toBeVisible();
    await admin.locator("[data-admin-offers-apply]").click();
    await expect(admin.locator("[data-admin-notice]")).toBeVisible();
  };
  await importCsv("59.90");
  await page.goto(`/en/warszawa/products/${product.slug}`);
  await expect(page.locator("[data-price-unit]").first()).toContainText("59.90");
  await importCsv("54.90");
  await page.reload();
  await expect(page.locator("[data-price-unit]").first()).toContainText("54.90");
  expect(await auditActions(admin, `warszawa:${product.id}`)).toEqual(["offer.update", "offer.update"]);
  await admin.context().close();
});

/** Every back-office page (ids of the demo data: product 1, Warsaw, the demo customer). */
const ADMIN_PAGES = [
  "admin",
  "admin/orders",
  "admin/orders?tab=lost",
  "admin/business",
  "admin/products",
  "admin/products/new",
  "admin/products/1",
  "admin/offers?city=warszawa",
  "admin/offers?product=1",
  "admin/categories",
  "admin/brands",
  "admin/coupons",
  "admin/articles",
  "admin/articles/new",
  "admin/redirects",
  "admin/cities",
  "admin/cities/warszawa",
  "admin/customers",
  "admin/audit",
];
const TEXT_KEY =
  /\b(common|dashboard|orders|business|products|offers|taxonomy|coupons|articles|redirects|cities|customers|audit)\.[a-z][A-Za-z]+\b/;

for (const lang of ["en", "uk", "pl", "ru"]) {
  // The accessibility scan looks at the markup, which is the same in every language: it runs once, in English
  // (each scan costs 2-5 s of a shared two-core machine); the texts and the widths are checked in all four.
  const scan = lang === "en";
  test(`every back-office page works on a tablet in ${lang}: its texts, no overflow${scan ? ", no serious accessibility issue" : ""}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000); // 19 pages, each with an accessibility scan in English (45 s on a quiet two-core machine)
    const page = await staffPage(browser, baseURL as string, ADMIN, `/${lang}/admin`);
    await page.setViewportSize({ width: 768, height: 1024 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const shop = new ShopPage(page);
    for (const path of ADMIN_PAGES) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("h1")).toBeVisible();
      // Machine names shown as such (the audit log's action codes) are in <code>; everything else must be text.
      const prose = await page.locator("body").evaluate((body) => {
        const copy = body.cloneNode(true) as HTMLElement;
        for (const code of copy.querySelectorAll("code, script, style")) code.remove();
        return copy.innerText || copy.textContent || "";
      });
      expect(prose, `${path}: a text key shows instead of its text`).not.toMatch(TEXT_KEY);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path}: wider than the tablet`).toBeLessThanOrEqual(0);
      if (scan) await shop.expectNoSeriousA11yViolations();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
