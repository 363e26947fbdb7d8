// The device of a session, read from its User-Agent with bowser (MIT; ua-parser-js 2 is AGPL): browser and major
// version, operating system and its version name, and the kind of device. Null when no User-Agent was sent.
import Bowser from "bowser";

export interface DeviceLabel {
  browser: string | null;
  os: string | null;
  type: "desktop" | "mobile" | "tablet" | "other";
}

const TYPES: Record<string, DeviceLabel["type"]> = { desktop: "desktop", mobile: "mobile", tablet: "tablet" };

export function deviceOf(userAgent: string | null | undefined): DeviceLabel | null {
  if (!userAgent?.trim()) return null;
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : null;
  const osVersion = parsed.os.versionName ?? parsed.os.version;
  const os = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(" ") : null;
  return { browser, os, type: TYPES[parsed.platform.type ?? ""] ?? "other" };
}

/** "Firefox 120 · Windows 10" (for an e-mail); the User-Agent itself, cut, when it names neither. */
export function deviceText(userAgent: string | null | undefined): string {
  const device = deviceOf(userAgent);
  const text = [device?.browser, device?.os].filter(Boolean).join(" · ");
  return text || (userAgent?.trim().slice(0, 80) ?? "") || "?";
}
