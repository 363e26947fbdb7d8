// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LookupForm } from "./lookup-form";
import { renderInShop } from "./test-render";

afterEach(cleanup);

describe("the order lookup form", () => {
  it("explains the number's format next to the field", async () => {
    await renderInShop("en", () => <LookupForm />);
    const field = await screen.findByLabelText("Order number");
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toContain("13 letters and digits");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a malformed number's message on the field, keeping what was typed", async () => {
    await renderInShop("pl", () => <LookupForm answer={{ value: "12345", problem: "invalid" }} />);
    const field = (await screen.findByLabelText("Numer zamówienia")) as HTMLInputElement;
    expect(field.value).toBe("12345");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain("Numer zamówienia ma 13 liter i cyfr. Sprawdź go i spróbuj ponownie.");
  });

  it("says so when no order has the number, and shows the server's refusal as it came", async () => {
    const first = await renderInShop("en", () => <LookupForm answer={{ value: "7KQ2M9XB4RT6H", notFound: true }} />);
    expect((await screen.findByRole("alert")).textContent).toBe("We found no order with this number");
    expect(screen.getByLabelText("Order number").getAttribute("aria-invalid")).toBeNull();
    first.unmount();
    await renderInShop("ru", () => <LookupForm answer={{ value: "7KQ2M9XB4RT6H", message: "Слишком много запросов" }} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Слишком много запросов");
  });
});
