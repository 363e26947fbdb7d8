import { describe, expect, it } from "vitest";
import { redirectPaths, targetPage } from "./redirect-paths";

const paths = (fromPath: string, toPath: string) => redirectPaths({ fromPath, toPath });

describe("redirectPaths", () => {
  it("stores both paths without the locale prefix and the trailing slash, keeping the target's query", () => {
    expect(paths(" /pl/warszawa/promo/ ", "/en/warszawa/products/sale/?sort=price#top")).toEqual({
      paths: { fromPath: "/warszawa/promo", toPath: "/warszawa/products/sale?sort=price#top" },
      problems: [],
    });
    expect(paths("/en", "/uk/krakow").paths).toEqual({ fromPath: "/", toPath: "/krakow" });
    expect(paths("/english/page", "/plain").paths).toEqual({ fromPath: "/english/page", toPath: "/plain" });
  });

  it("refuses other sites, spaces, backslashes, a query in the source, and a target that is the source", () => {
    const problemsOf = (from: string, to: string) => paths(from, to).problems.map((problem) => problem.path);
    expect(problemsOf("//evil.example", "/a")).toEqual(["fromPath"]);
    expect(problemsOf("/a", "https://evil.example")).toEqual(["toPath"]);
    expect(problemsOf("/a b", "/\\b")).toEqual(["fromPath", "toPath"]);
    expect(problemsOf("/promo?utm=1", "/a")).toEqual(["fromPath"]);
    expect(problemsOf("/en/a/", "/pl/a?x=1")).toEqual(["toPath"]);
    expect(paths("/a", "/a").problems[0]?.message.en).toContain("loop");
  });

  it("reads a target's page without its query or fragment", () => {
    expect(targetPage("/a/b?c=d#e")).toBe("/a/b");
    expect(targetPage("/")).toBe("/");
  });
});
