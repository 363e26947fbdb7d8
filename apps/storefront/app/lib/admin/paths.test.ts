import { describe, expect, it } from "vitest";
import { sitePath } from "../paths";
import { adminPath } from "./paths";

describe("the back office's paths", () => {
  it("fill their parameters and query under the language", () => {
    expect(adminPath("pl", "stockTransfer", { transferId: "T 7" })).toBe("/pl/admin/stock/transfers/T%207");
    expect(adminPath("en", "invoices", undefined, { month: "2026-11", page: undefined })).toBe("/en/admin/invoices?month=2026-11");
  });

  it("start at the front page the shop links to", () => {
    expect(adminPath("uk", "dashboard")).toBe(sitePath("uk", "backOffice"));
  });
});
