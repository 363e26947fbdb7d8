// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_HOURS, draftOf, dropDraft, readDraft, saveDraft } from "./draft";

afterEach(() => localStorage.clear());

function form(html: string): HTMLFormElement {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
}

describe("the checkout's draft", () => {
  it("keeps what was typed and chosen, not consents, keys or totals", () => {
    const values = draftOf(
      form(`
        <input name="firstName" value="Olena">
        <input name="phone" value="">
        <input type="radio" name="delivery" value="courier">
        <input type="radio" name="delivery" value="local-pickup" checked>
        <select name="pickupAt"><option value="2025-03-31T08:00:00.000Z" selected>10:00</option></select>
        <textarea name="comment">Call me</textarea>
        <input type="checkbox" name="acceptTerms" checked>
        <input type="hidden" name="idempotencyKey" value="key-of-this-page-0001">
        <input type="hidden" name="expectedTotal" value="5000">`),
    );
    expect(values).toEqual({ firstName: "Olena", delivery: "local-pickup", pickupAt: "2025-03-31T08:00:00.000Z", comment: "Call me" });
  });

  it("is read back for its city until it expires, and dropped on request", () => {
    const now = Date.parse("2025-03-30T10:00:00Z");
    saveDraft("krakow", { firstName: "Olena" }, now);
    expect(readDraft("warszawa", now)).toBeNull();
    expect(readDraft("krakow", now + 60_000)).toEqual({ firstName: "Olena" });
    expect(readDraft("krakow", now + DRAFT_HOURS * 3_600_000)).toBeNull();
    expect(localStorage.length).toBe(0);
    saveDraft("krakow", { firstName: "Olena" }, now);
    dropDraft("krakow");
    expect(readDraft("krakow", now)).toBeNull();
  });

  it("ignores what is not a draft", () => {
    localStorage.setItem("checkout_draft:krakow", "{not json");
    expect(readDraft("krakow")).toBeNull();
    localStorage.setItem("checkout_draft:krakow", JSON.stringify({ savedAt: Date.now(), values: { firstName: 5, lastName: "Tester" } }));
    expect(readDraft("krakow")).toEqual({ lastName: "Tester" });
  });
});
