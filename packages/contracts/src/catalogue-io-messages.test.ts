import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { catalogueIssueMessage, catalogueIssuePath } from "./catalogue-io-messages";

describe("the catalogue import's messages", () => {
  it("name the row and column, the image or the file, in every language", () => {
    expect(catalogueIssueMessage("en", { row: 7, column: "ean" }, "duplicateEan", "3")).toBe("Row 7, ean: row 3 has the same EAN.");
    expect(catalogueIssueMessage("pl", { row: 7, column: null }, "fieldCount")).toBe(
      "Wiersz 7: ten wiersz ma więcej komórek, niż nagłówek ma kolumn.",
    );
    expect(catalogueIssueMessage("uk", { image: "SP-1-9.jpg" }, "imageNumber", "8")).toBe(
      "Зображення SP-1-9.jpg: номер зображення — від 2 до 8 (SKU-2.jpg … SKU-8.jpg).",
    );
    expect(catalogueIssueMessage("ru", { file: "x.zip" }, "zipUnreadable")).toBe("x.zip: это не файл ZIP, или он повреждён.");
    expect(catalogueIssuePath({ row: 7, column: "ean" })).toBe("rows.7.ean");
    expect(catalogueIssuePath({ row: 7, column: null })).toBe("rows.7");
    expect(catalogueIssuePath({ image: "a.png" })).toBe("images.a.png");
  });

  it("count images in each language's plural forms", () => {
    const message = (locale: (typeof LOCALES)[number], n: number) =>
      catalogueIssueMessage(locale, { row: 2, column: null }, "tooManyImages", String(n));
    expect(message("en", 9)).toContain("would have 9 images");
    expect(message("pl", 9)).toContain("miałby 9 obrazów");
    expect(message("pl", 22)).toContain("miałby 22 obrazy");
    expect(message("uk", 21)).toContain("мав би 21 зображення");
    expect(message("ru", 10)).toContain("было бы 10 изображений");
    for (const locale of LOCALES) expect(message(locale, 12)).toMatch(/12/);
  });
});
