// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "./dashboard/test-render";
import { ListFilters } from "./list-filters";

afterEach(cleanup);

describe("the list filters", () => {
  it("is a GET form to the list's page: a labelled control per field, showing the address's filters", async () => {
    await renderInAdmin("pl", () => (
      <ListFilters
        page="coupons"
        values={{ q: "SPRING", state: "expired", page: 2 }}
        fields={[
          { name: "q", kind: "search", label: "Kod", maxLength: 40 },
          {
            name: "state",
            kind: "select",
            label: "Stan",
            any: "Dowolny",
            options: [
              { value: "active", label: "Aktywny" },
              { value: "expired", label: "Wygasły" },
            ],
          },
        ]}
      />
    ));
    const form = (await screen.findByRole("form", { name: "Wyszukaj kupony" })) as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/pl/admin/coupons");
    expect(form.hasAttribute("data-admin-coupon-filters")).toBe(true);
    const q = screen.getByLabelText("Kod") as HTMLInputElement;
    expect([q.name, q.type, q.value, q.id]).toEqual(["q", "search", "SPRING", "coupons-q"]);
    const state = screen.getByLabelText("Stan") as HTMLSelectElement;
    expect(state.value).toBe("expired");
    expect([...state.options].map((option) => option.value)).toEqual(["", "active", "expired"]);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/pl/admin/coupons");
  });
});
