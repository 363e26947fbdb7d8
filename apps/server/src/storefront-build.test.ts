import { describe, expect, it } from "vitest";
import { buildWarnings } from "./storefront-build";

describe("the storefront build's warnings on the start's log", () => {
  it("leaves out React Router 7's known envFile line and keeps every other line", () => {
    const stderr = [
      "The `envFile` option is deprecated, please use `envDir: false` instead.",
      "",
      "(!) Some chunks are larger than 500 kB after minification.",
      "The `envFile` option is deprecated, please use `envDir: false` instead.",
    ].join("\n");
    expect(buildWarnings(stderr)).toEqual(["(!) Some chunks are larger than 500 kB after minification."]);
    expect(buildWarnings("")).toEqual([]);
  });
});
