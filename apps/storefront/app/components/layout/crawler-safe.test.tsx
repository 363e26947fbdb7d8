// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CrawlerSafe } from "./crawler-safe";

function Broken(): never {
  throw new Error("broken part");
}

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>app error screen: {this.state.error}</p> : this.props.children;
  }
}

afterEach(() => {
  cleanup();
  delete (window as { __shopErrors?: unknown }).__shopErrors;
});

describe("an error raised while rendering", () => {
  it("for a crawler goes to the error hook and the rest of the page renders", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Catch>
        <p>header</p>
        <CrawlerSafe crawler>
          <Broken />
        </CrawlerSafe>
        <p>footer</p>
      </Catch>,
    );
    expect(await screen.findByText("footer")).toBeTruthy();
    expect(screen.queryByText(/app error screen/)).toBeNull();
    expect((window as { __shopErrors?: { message: string }[] }).__shopErrors?.map((e) => e.message)).toEqual(["broken part"]);
  });

  it("for a person escalates to the app's error screen", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Catch>
        <CrawlerSafe crawler={false}>
          <Broken />
        </CrawlerSafe>
      </Catch>,
    );
    expect(screen.getByText("app error screen: broken part")).toBeTruthy();
  });
});
