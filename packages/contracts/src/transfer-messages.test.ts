import { describe, expect, it } from "vitest";
import { quotedNames, receiptProblemMessage, TRANSFER_MESSAGES } from "./transfer-messages";

describe("transfer messages", () => {
  it("say the same things in every language", () => {
    const keys = (o: object) => Object.keys(o).sort();
    for (const locale of ["uk", "pl", "ru"] as const) {
      expect(keys(TRANSFER_MESSAGES[locale])).toEqual(keys(TRANSFER_MESSAGES.en));
      expect(keys(TRANSFER_MESSAGES[locale].refusals)).toEqual(keys(TRANSFER_MESSAGES.en.refusals));
    }
  });

  it("name the line and write the missing units in each language's plural form", () => {
    const short = (n: number) => ({ line: 2, field: "reason" as const, problem: "reasonRequired" as const, missing: n });
    expect(receiptProblemMessage("en", short(1))).toBe("Line 2: say why 1 unit did not arrive.");
    expect(receiptProblemMessage("en", short(3))).toBe("Line 2: say why 3 units did not arrive.");
    expect(receiptProblemMessage("pl", short(1))).toBe("Wiersz 2: podaj, dlaczego nie dotarła 1 sztuka.");
    expect(receiptProblemMessage("pl", short(3))).toBe("Wiersz 2: podaj, dlaczego nie dotarły 3 sztuki.");
    expect(receiptProblemMessage("pl", short(5))).toBe("Wiersz 2: podaj, dlaczego nie dotarło 5 sztuk.");
    expect(receiptProblemMessage("uk", short(21))).toContain("21 одиниця");
    expect(receiptProblemMessage("ru", short(12))).toContain("12 единиц.");
    expect(receiptProblemMessage("pl", { line: 1, field: "received", problem: "badReceived", max: 4 })).toBe(
      "Wiersz 1: przyjęta ilość musi być liczbą całkowitą od 0 do 4.",
    );
    expect(quotedNames("pl", ["A", "B"])).toBe("„A”, „B”");
  });
});
