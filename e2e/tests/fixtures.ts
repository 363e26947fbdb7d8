// Every end-to-end test runs with a watch on the Content-Security-Policy: a page of any context the test
// opens (its own, or one it makes with browser.newContext) that reports a `securitypolicyviolation` fails
// the test, naming the directive and what was blocked (docs/security.md).
import { type BrowserContext, test as base, expect } from "@playwright/test";

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

async function watch(context: BrowserContext, violations: Violation[]): Promise<void> {
  await context.exposeBinding("__cspViolation", ({ page }, violation: Omit<Violation, "page">) => {
    violations.push({ page: page.url(), ...violation });
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __cspViolation?: (v: object) => void }).__cspViolation;
      report?.({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile, sample: event.sample });
    });
  });
}

export const test = base.extend<{ cspWatch: undefined }>({
  cspWatch: [
    async ({ context, browser }, use) => {
      const violations: Violation[] = [];
      await watch(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const made = await newContext(options);
        await watch(made, violations);
        return made;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
