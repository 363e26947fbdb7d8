// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { clientLinkPath } from "./client-link-listener";
import { CLIENT_LINK, useClientLinks } from "./client-links";

afterEach(cleanup);

function Root() {
  useClientLinks();
  return <Outlet />;
}

function renderAt(at: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Root,
      children: [
        {
          path: "en/krakow",
          Component: () => (
            <a href="/en/krakow/categories/charcoal?page=2" {...CLIENT_LINK}>
              <span>Charcoal</span>
            </a>
          ),
        },
        { path: "en/krakow/categories/charcoal", Component: () => <h1>Charcoal page</h1> },
      ],
    },
  ]);
  render(<Stub initialEntries={[at]} />);
}

const click = (init: MouseEventInit = {}) => new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });

describe("links marked data-link", () => {
  it("navigate in the page on a plain click, also from an element inside the link", async () => {
    renderAt("/en/krakow");
    // The listener's module loads once the page is interactive; the click comes after it arrived.
    await import("./client-link-listener");
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.click(screen.getByText("Charcoal"));
    expect(await screen.findByRole("heading", { name: "Charcoal page" })).toBeTruthy();
  });

  it("leave modified clicks, other targets, downloads, other sites and unmarked links to the browser", () => {
    const anchor = (attributes: Record<string, string>) => {
      const a = document.createElement("a");
      for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
      document.body.append(a);
      return a;
    };
    const marked = anchor({ href: "/en/krakow/cart#top", "data-link": "" });
    const dispatchAndRead = (element: Element, init?: MouseEventInit) => {
      let path: string | null = "unset";
      const listener = (event: MouseEvent) => {
        path = clientLinkPath(event);
        event.preventDefault();
      };
      document.addEventListener("click", listener);
      element.dispatchEvent(click(init));
      document.removeEventListener("click", listener);
      return path;
    };
    expect(dispatchAndRead(marked)).toBe("/en/krakow/cart#top");
    expect(dispatchAndRead(marked, { ctrlKey: true })).toBeNull();
    expect(dispatchAndRead(marked, { metaKey: true })).toBeNull();
    expect(dispatchAndRead(marked, { button: 1 })).toBeNull();
    expect(dispatchAndRead(anchor({ href: "/en/krakow", "data-link": "", target: "_blank" }))).toBeNull();
    expect(dispatchAndRead(anchor({ href: "/files/list.csv", "data-link": "", download: "" }))).toBeNull();
    expect(dispatchAndRead(anchor({ href: "https://elsewhere.example/", "data-link": "" }))).toBeNull();
    expect(dispatchAndRead(anchor({ href: "/en/krakow" }))).toBeNull();
  });
});
