import { describe, expect, it } from "vitest";
import { validateFa3, validateUpo } from "./xsd";

describe("the official schemas", () => {
  it("refuse an invoice without its parts, naming what is missing", async () => {
    const result = await validateFa3(
      `<?xml version="1.0" encoding="UTF-8"?><Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/"><Naglowek/></Faktura>`,
    );
    expect(result.valid).toBe(false);
    expect(result.errors.join("\n")).toMatch(/KodFormularza/);
  });

  it("refuse a document that is not a UPO", async () => {
    const result = await validateUpo(`<?xml version="1.0" encoding="UTF-8"?><Potwierdzenie/>`);
    expect(result.valid).toBe(false);
  });
});
