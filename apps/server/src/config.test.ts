import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives every setting its default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DEFAULT_LOCALE: "en",
      PUBLIC_BRAND: "default",
      PUBLIC_REQUEST_THROTTLE: false,
    });
    expect(config.PUBLIC_ORIGIN).toEqual(["http://localhost:3000"]);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("parses a list of public origins", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://shop.example, https://www.shop.example" }).PUBLIC_ORIGIN).toEqual([
      "https://shop.example",
      "https://www.shop.example",
    ]);
  });

  it.each([
    ["PORT", "abc", "an integer from 0 to 65535"],
    ["DATABASE_URL", "mysql://x", "a postgres:// or postgresql:// URL"],
    ["DEFAULT_LOCALE", "de", "en, uk, pl, ru"],
    ["PUBLIC_ORIGIN", "shop.example", "one origin or a comma-separated list"],
    ["PUBLIC_REQUEST_THROTTLE", "maybe", "true or false"],
  ])("refuses %s=%s with one line naming it and what it allows", (name, value, allowed) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(
      new RegExp(`^Invalid configuration: ${name}=".*" is not allowed; expected ${allowed}`),
    );
  });
});
