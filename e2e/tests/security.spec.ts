// The Content-Security-Policy as the browser applies it: the page's own scripts run (it hydrates), a script
// injected without the render's nonce does not, and the page cannot be framed.
import { test as plain } from "@playwright/test";
import { expect } from "./fixtures";
import { confirmedAdult } from "./pages";

plain(
  "a script injected without the page's nonce is blocked and reported; the page's own scripts run",
  async ({ page, context, baseURL }) => {
    await confirmedAdult(context, baseURL as string);
    const response = await page.goto("/en/warszawa/auth/sign-in");
    expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
    await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);

    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) =>
            resolve({ ran: Boolean((window as unknown as { injected?: boolean }).injected), directive: event.violatedDirective }),
          );
          const script = document.createElement("script");
          script.textContent = "window.injected = true";
          document.body.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, directive: "script-src-elem" });
  },
);

plain("no page of the shop can be shown in another site's frame", async ({ page, context, baseURL }) => {
  await confirmedAdult(context, baseURL as string);
  const response = await page.goto("/en/warszawa/checkout");
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});
