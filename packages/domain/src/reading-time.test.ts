import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("countWords", () => {
  it("counts words in any of the shop's languages, not the body's markup", () => {
    expect(countWords("## A heading\n\nOne paragraph, two.\n\n- first item\n- second")).toBe(8);
    expect(countWords("Кальян — це мистецтво. Żółć i węgiel kokosowy!")).toBe(7);
    expect(countWords("Don't over-pack the bowl: 15–20 g is plenty")).toBe(9);
    expect(countWords("  \n\n - ## ")).toBe(0);
  });
});

describe("readingMinutes", () => {
  it("is the words at 200 a minute, rounded", () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(299))).toBe(1);
    expect(readingMinutes(words(300))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
    expect(readingMinutes(words(1099))).toBe(5);
  });

  it("is at least one minute, even for a short or empty text", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("Short news.")).toBe(1);
    expect(readingMinutes(words(99))).toBe(1);
  });
});
