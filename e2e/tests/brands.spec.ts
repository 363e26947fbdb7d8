import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { shopUrl } from "./servers";

const VARIANTS = [
  { brand: "default", name: "Smoke Point", accent: "#D9FF03", hero: true, tagline: /Tobacco and hookah shop/ },
  { brand: "second", name: "Hookah Lane", accent: "#00E0CA", hero: false, tagline: /hookah/i },
  { brand: "test", name: "Smoke Point Test", accent: "#fc0303", hero: false, tagline: /Tobacco and hookah shop/ },
] as const;

for (const variant of VARIANTS) {
  test(`brand variant "${variant.brand}": name, colours, logo, hero and texts`, async ({ page, context }, testInfo) => {
    await confirmedAdult(context, shopUrl(variant.brand));
    await page.goto(shopUrl(variant.brand, "/en/krakow"));
    await expect(page).toHaveTitle(new RegExp(`\\| ${variant.name}$`));
    await expect(page.locator("html")).toHaveAttribute("data-brand", variant.brand);
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-accent").trim());
    expect(accent.toLowerCase()).toBe(variant.accent.toLowerCase());
    const focus = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-focus").trim());
    expect(focus).toBe("#507CFF");
    const logo = page.getByRole("link", { name: `${variant.name} – home page` }).locator("img");
    await expect(logo).toHaveAttribute("src", `/brand/${variant.brand}/logo-dark.svg`);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator("[data-hero]")).toHaveCount(variant.hero ? 1 : 0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(variant.tagline);
    const shot = testInfo.outputPath(`home-${variant.brand}-${testInfo.project.name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach(`home page of the ${variant.brand} variant`, { path: shot, contentType: "image/png" });
  });
}
