import { describe, expect, it } from "vitest";
import { blogPageOf, formatArticleDate, toArticleCard } from "./cards";

describe("formatArticleDate", () => {
  it("writes the day as it is in shop time, in the page's language", () => {
    // 23:30 UTC on 31 March is already 1 April in Warsaw (summer time).
    const iso = "2026-03-31T23:30:00.000Z";
    expect(formatArticleDate(iso, "en")).toBe("1 April 2026");
    expect(formatArticleDate(iso, "pl")).toBe("1 kwietnia 2026");
    expect(formatArticleDate(iso, "uk")).toMatch(/^1 квітня 2026/);
    expect(formatArticleDate(iso, "ru")).toMatch(/^1 апреля 2026/);
  });
});

describe("toArticleCard", () => {
  it("keeps the summary and adds its date", () => {
    const summary = {
      slug: "coal-101",
      topic: "charcoal" as const,
      title: "Coal 101",
      excerpt: "How to light it.",
      publishedAt: "2026-11-20T10:00:00.000Z",
      cover: "/api/v1/media/articles/coal-101.svg",
      readingMinutes: 4,
    };
    expect(toArticleCard(summary, "en")).toEqual({ ...summary, date: "20 November 2026" });
  });
});

describe("blogPageOf", () => {
  it("reads a page number, anything malformed is page 1", () => {
    const page = (query: string) => blogPageOf(new URLSearchParams(query));
    expect(page("page=2")).toBe(2);
    expect(page("page=10000")).toBe(10_000);
    for (const query of ["", "page=", "page=0", "page=-1", "page=1.5", "page=02", "page=abc", "page=10001", "page=99999"]) {
      expect(page(query), query).toBe(1);
    }
  });
});
