import { describe, expect, it } from "vitest";
import { canOrderTpd } from "./orderable";

describe("canOrderTpd", () => {
  it("refuses a retail customer in a brand variant without pickup, and no one else", () => {
    expect(canOrderTpd({ kind: "retail" }, "second")).toBe(false);
    expect(canOrderTpd({ kind: "wholesale" }, "second")).toBe(true);
    expect(canOrderTpd({ kind: "franchise" }, "second")).toBe(true);
    expect(canOrderTpd({ kind: "retail" }, "default")).toBe(true);
  });
});
