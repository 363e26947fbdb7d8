import { describe, expect, it } from "vitest";
import { readMoved, readStaffFilters } from "./staff-query";

const cities = ["warszawa", "krakow", "wroclaw", "gdansk"];
const read = (query: string) => readStaffFilters(new URLSearchParams(query), "krakow", cities);

describe("the staff orders page's address", () => {
  it("lists the current city's orders until another city or every city is chosen", () => {
    expect(read("")).toEqual({ city: "krakow", status: "", q: "", page: 1 });
    expect(read("city=gdansk").city).toBe("gdansk");
    expect(read("city=all").city).toBe("all");
    expect(read("city=atlantis").city).toBe("krakow");
  });

  it("keeps a known status, a trimmed search and a sane page; drops the rest", () => {
    expect(read("status=READY_FOR_PICKUP&q=%20anna%40example.pl%20&page=3")).toEqual({
      city: "krakow",
      status: "READY_FOR_PICKUP",
      q: "anna@example.pl",
      page: 3,
    });
    expect(read("status=LOST&page=0").status).toBe("");
    expect(read("page=0").page).toBe(1);
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
    expect(read(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });

  it("names the order a status change moved, and nothing for a made-up one", () => {
    expect(readMoved(new URLSearchParams("moved=7kq2m9xb4rt6h&to=COMPLETED"))).toEqual({ id: "7KQ2M9XB4RT6H", to: "COMPLETED" });
    expect(readMoved(new URLSearchParams("moved=7KQ2M9XB4RT6H&to=LOST"))).toBeNull();
    expect(readMoved(new URLSearchParams("moved=nope&to=PAID"))).toBeNull();
  });
});
