import { describe, expect, it } from "vitest";
import { deviceOf, deviceText } from "./device-label";

describe("a session's device", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0",
      { browser: "Firefox 120", os: "Windows 10", type: "desktop" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      { browser: "Safari 17", os: "iOS 17.1", type: "mobile" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome 131", os: "Android 14", type: "mobile" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Microsoft Edge 131", os: "macOS Catalina", type: "desktop" },
    ],
  ])("reads %s", (userAgent, expected) => {
    expect(deviceOf(userAgent)).toEqual(expected);
  });

  it("is null without a User-Agent, and an API client's names neither browser nor system", () => {
    expect(deviceOf(null)).toBeNull();
    expect(deviceOf("  ")).toBeNull();
    expect(deviceOf("curl/8.5.0")).toMatchObject({ os: null, type: "other" });
  });

  it("is one line for an e-mail, the User-Agent itself when nothing is read from it", () => {
    expect(deviceText("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0")).toBe("Firefox 120 · Windows 10");
    expect(deviceText(null)).toBe("?");
  });
});
