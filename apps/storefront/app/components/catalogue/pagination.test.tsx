// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../../lib/catalogue/listing-url";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";
import { Pagination } from "./pagination";

afterEach(cleanup);

async function renderPager(page: number, pages: number) {
  const texts = await i18nIn("en");
  const Stub = createRoutesStub([
    {
      path: "/en/warszawa/categories/shisha",
      Component: () => <Pagination filters={{ ...EMPTY_FILTERS, page }} fixed={{ category: "shisha" }} pages={pages} />,
    },
  ]);
  render(
    <TextsProvider lang={texts}>
      <Stub initialEntries={["/en/warszawa/categories/shisha"]} />
    </TextsProvider>,
  );
  return screen.findByRole("navigation", { name: "Pages" });
}

describe("the listing's pager", () => {
  it("shows an arrow with nowhere to go as readable text, not as a link (contrast 7:1 on the canvas)", async () => {
    const nav = await renderPager(1, 3);
    const disabled = nav.querySelectorAll("[data-pagination-disabled]");
    expect([...disabled].map((element) => element.textContent)).toEqual(["‹ Previous"]);
    const previous = disabled[0] as HTMLElement;
    expect(previous.tagName).toBe("SPAN");
    expect(previous.getAttribute("aria-hidden")).toBe("true");
    expect(previous.className).toContain("text-neutral-600");
    expect(previous.className).not.toMatch(/text-neutral-(300|400|500)\b/);
    expect(screen.getByRole("link", { name: "Next ›" }).getAttribute("href")).toBe("/en/warszawa/categories/shisha?page=2");
    expect(screen.getByRole("link", { name: "Page 2" })).toBeTruthy();
  });

  it("on the last page disables the next arrow and links back", async () => {
    const nav = await renderPager(3, 3);
    expect([...nav.querySelectorAll("[data-pagination-disabled]")].map((element) => element.textContent)).toEqual(["Next ›"]);
    expect(screen.getByRole("link", { name: "‹ Previous" }).getAttribute("href")).toBe("/en/warszawa/categories/shisha?page=2");
    expect(nav.querySelector('[aria-current="page"] .sr-only')?.textContent).toBe("Page 3");
  });
});
