// @vitest-environment happy-dom
import type { StaffTeam } from "@shop/contracts";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import TeamPage from "./team";

afterEach(cleanup);

const team: StaffTeam = {
  members: [
    {
      id: 1,
      email: "admin@smokepoint.test",
      firstName: "Anna",
      lastName: "Admin",
      staffRole: "admin",
      cities: [],
      secondFactor: true,
      createdAt: "2026-10-01T10:00:00.000Z",
    },
    {
      id: 7,
      email: "manager@example.test",
      firstName: "<b>Marek</b>",
      lastName: "Nowak",
      staffRole: "city-manager",
      cities: [{ slug: "krakow", name: "Kraków" }],
      secondFactor: false,
      createdAt: "2026-11-01T10:00:00.000Z",
    },
  ],
  cities: [
    { slug: "warszawa", name: "Warszawa", active: true },
    { slug: "krakow", name: "Kraków", active: true },
    { slug: "lodz", name: "Łódź", active: false },
  ],
};

function renderPage() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale: "en", city: null, user: null, publicEnv: { PUBLIC_API_BASE: "" } }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [
        {
          path: "en/admin/team",
          loader: () => ({ title: "Staff team", team, selfId: 1, notice: null }),
          Component: TeamPage as never,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={["/en/admin/team"]} />);
}

describe("the staff team page", () => {
  it("gives every other member plain forms for role, cities and removal, and none to the admin's own card", async () => {
    const { container } = renderPage();
    await screen.findByText("Marek", { exact: false });
    const own = container.querySelector('[data-admin-team-member="1"]') as HTMLElement;
    expect(own.querySelector("form")).toBeNull();

    const change = container.querySelector('form[data-admin-team-change="7"]') as HTMLFormElement;
    expect(change.getAttribute("method")).toBe("post");
    expect((change.querySelector('input[name="userId"]') as HTMLInputElement).value).toBe("7");
    expect((change.querySelector('input[name="role"][value="city-manager"]') as HTMLInputElement).checked).toBe(true);
    expect((change.querySelector('input[name="role"][value="admin"]') as HTMLInputElement).checked).toBe(false);
    const ticked = [...change.querySelectorAll<HTMLInputElement>('input[name="cities"]')].map((box) => [box.value, box.checked]);
    expect(ticked).toEqual([
      ["warszawa", false],
      ["krakow", true],
      ["lodz", false],
    ]);
    expect((change.querySelector('button[name="intent"]') as HTMLButtonElement).value).toBe("change");
    const remove = container.querySelector('form[data-admin-team-remove="7"]') as HTMLFormElement;
    expect((remove.querySelector('button[name="intent"]') as HTMLButtonElement).value).toBe("remove");
    expect(
      container
        .querySelector('[data-admin-team-member="7"] [data-admin-team-second-factor]')
        ?.getAttribute("data-admin-team-second-factor"),
    ).toBe("off");

    const add = container.querySelector("form[data-admin-team-add]") as HTMLFormElement;
    expect(add.querySelector('input[name="email"][type="email"]')).not.toBeNull();
    expect((add.querySelector('button[name="intent"]') as HTMLButtonElement).value).toBe("add");
    // What a person typed is text, never markup.
    expect(container.querySelector('[data-admin-team-member="7"] b')).toBeNull();
    expect(container.textContent).toContain("<b>Marek</b> Nowak");
  });
});
