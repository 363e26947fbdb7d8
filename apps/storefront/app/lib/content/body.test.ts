import { describe, expect, it } from "vitest";
import { headingId, parseBody, summaryOf } from "./body";

describe("parseBody", () => {
  it("reads paragraphs, headings and lists", () => {
    const body = [
      "We keep your data safe.",
      "",
      "## What we collect",
      "",
      "Only what an order needs:",
      "- your name",
      "- your e-mail",
      "",
      "## Your rights",
      "You may export or delete your data.",
    ].join("\n");
    expect(parseBody(body)).toEqual({
      blocks: [
        { kind: "paragraph", lines: ["We keep your data safe."] },
        { kind: "heading", id: "what-we-collect", text: "What we collect" },
        { kind: "paragraph", lines: ["Only what an order needs:"] },
        { kind: "list", items: ["your name", "your e-mail"] },
        { kind: "heading", id: "your-rights", text: "Your rights" },
        { kind: "paragraph", lines: ["You may export or delete your data."] },
      ],
      toc: [
        { id: "what-we-collect", text: "What we collect" },
        { id: "your-rights", text: "Your rights" },
      ],
    });
  });

  it("keeps the line breaks of a paragraph and splits a list from the text after it", () => {
    const { blocks } = parseBody("Smoke Point\r\nul. Długa 45\n- one\n- two\nAfter the list\n\n\n\nLast");
    expect(blocks).toEqual([
      { kind: "paragraph", lines: ["Smoke Point", "ul. Długa 45"] },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", lines: ["After the list"] },
      { kind: "paragraph", lines: ["Last"] },
    ]);
  });

  it("keeps markup as text (React escapes it when rendering)", () => {
    const { blocks } = parseBody('<script>alert("x")</script>\n\n## <b>Bold</b>');
    expect(blocks).toEqual([
      { kind: "paragraph", lines: ['<script>alert("x")</script>'] },
      { kind: "heading", id: "b-bold-b", text: "<b>Bold</b>" },
    ]);
  });

  it("gives every heading a unique id, in any script", () => {
    const { toc } = parseBody("## Ваші права\n\n## Ваші права\n\n## ???\n\n## Prawa RODO (art. 15)");
    expect(toc.map((entry) => entry.id)).toEqual(["ваші-права", "ваші-права-2", "section-3", "prawa-rodo-art-15"]);
  });

  it("treats '##' without text and '-' without text as plain lines", () => {
    expect(parseBody("##\n-").blocks).toEqual([{ kind: "paragraph", lines: ["##", "-"] }]);
  });

  it("gives nothing for an empty body", () => {
    expect(parseBody("  \n\n ")).toEqual({ blocks: [], toc: [] });
  });
});

describe("headingId", () => {
  it("joins lower-case letters and digits with hyphens", () => {
    expect(headingId("  18+ Rule: Who May Buy?  ")).toBe("18-rule-who-may-buy");
    expect(headingId("Płatności kryptowalutą")).toBe("płatności-kryptowalutą");
  });
});

describe("summaryOf", () => {
  it("is the first paragraph", () => {
    expect(summaryOf(parseBody("## Intro\n\nShort text.\n\nMore."))).toBe("Short text.");
  });

  it("cuts a long paragraph at a word", () => {
    const text = "word ".repeat(60).trim();
    const summary = summaryOf(parseBody(text), 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary).toMatch(/^word( word)*…$/);
  });
});
