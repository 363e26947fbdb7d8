import { existsSync } from "node:fs";

/**
 * The browser the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell (chromium-headless-shell:
 * the same Blink without the desktop browser around it, about a quarter less CPU per test on two cores), else
 * Debian's full Chromium. Null when none is installed.
 */
export function browserPath(): string | null {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ?? null;
}
