import { StaffArticleInput } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { articleLocales, articleProblems } from "./article-rules";

const text = { title: "T", excerpt: "E", body: "B" };
const values = (input: Record<string, unknown>) =>
  StaffArticleInput.parse({ slug: "a-b", topic: "news", status: "draft", texts: { en: text }, ...input });
const paths = (input: Record<string, unknown>) => articleProblems(values(input)).map((problem) => problem.path);

describe("articleProblems", () => {
  it("keeps a draft with English only; an all-empty language is missing, not wrong", () => {
    expect(paths({ texts: { en: text, uk: { title: "", excerpt: " ", body: "\n" }, pl: null } })).toEqual([]);
    expect(articleLocales(values({ texts: { en: text, uk: { title: "", excerpt: "", body: "" }, ru: text } }))).toEqual(["en", "ru"]);
  });

  it("requires English, complete languages and a fit slug", () => {
    expect(paths({ texts: { uk: text } })).toEqual(["texts.en"]);
    expect(paths({ texts: { en: { title: "T", excerpt: "", body: "" } } })).toEqual(["texts.en.excerpt", "texts.en.body"]);
    expect(paths({ slug: "Not-Fit" })).toEqual(["slug"]);
    expect(paths({ slug: "double--dash" })).toEqual(["slug"]);
  });

  it("publishes only with a date and all four languages, naming the missing ones", () => {
    const at = "2026-12-01T10:00:00.000Z";
    expect(paths({ status: "published", publishedAt: at, texts: { en: text, uk: text, pl: text, ru: text } })).toEqual([]);
    expect(paths({ status: "published", texts: { en: text, uk: text, pl: text, ru: text } })).toEqual(["publishedAt"]);
    const [problem] = articleProblems(values({ status: "published", publishedAt: at, texts: { en: text, pl: text } }));
    expect(problem?.message.en).toContain("missing: Ukrainian, Russian");
    expect(problem?.message.ru).toContain("не хватает: украинский, русский");
  });
});
