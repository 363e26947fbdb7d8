// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, buttonClasses } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("has exactly the spec's seven styles and four sizes", () => {
    expect([...BUTTON_VARIANTS].sort()).toEqual(
      ["transparent", "fill-white", "success", "fill-black", "fill-black-light", "outline", "outline-white"].sort(),
    );
    expect([...BUTTON_SIZES].sort()).toEqual(["full", "normal", "small", "none"].sort());
  });

  it("defaults to fill-black, normal and type=button", () => {
    render(<Button>Buy</Button>);
    const button = screen.getByRole("button", { name: "Buy" });
    expect(button.getAttribute("data-variant")).toBe("fill-black");
    expect(button.getAttribute("data-size")).toBe("normal");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("bg-primary-dark");
  });

  it("keeps an explicit type", () => {
    render(<Button type="submit">Send</Button>);
    expect(screen.getByRole("button", { name: "Send" }).getAttribute("type")).toBe("submit");
  });

  for (const variant of BUTTON_VARIANTS) {
    for (const size of BUTTON_SIZES) {
      it(`renders variant ${variant} at size ${size}`, () => {
        render(
          <Button variant={variant} size={size}>
            Label
          </Button>,
        );
        const button = screen.getByRole("button", { name: "Label" });
        expect(button.getAttribute("data-variant")).toBe(variant);
        expect(button.getAttribute("data-size")).toBe(size);
        expect(button.className).toBe(buttonClasses({ variant, size }));
      });
    }
  }

  it("gives each variant and each size its own classes", () => {
    const byVariant = new Set(BUTTON_VARIANTS.map((variant) => buttonClasses({ variant })));
    expect(byVariant.size).toBe(BUTTON_VARIANTS.length);
    const bySize = new Set(BUTTON_SIZES.map((size) => buttonClasses({ size })));
    expect(bySize.size).toBe(BUTTON_SIZES.length);
    expect(buttonClasses({ size: "full" })).toContain("w-full");
    expect(buttonClasses({ size: "none" })).not.toMatch(/\b(px|py|min-h|text-(sm|base))-/);
    expect(buttonClasses({ variant: "outline" })).toContain("border-primary-dark");
    expect(buttonClasses({ variant: "transparent" })).toContain("text-inherit");
    expect(buttonClasses()).toContain("focus-visible:outline-focus");
  });

  it("merges a className and passes native props through", () => {
    render(
      <Button className="mt-4" name="intent" value="save" aria-describedby="hint">
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.className.split(" ")).toContain("mt-4");
    expect(button.getAttribute("name")).toBe("intent");
    expect(button.getAttribute("value")).toBe("save");
    expect(button.getAttribute("aria-describedby")).toBe("hint");
  });

  it("calls the click handler when not loading", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button.hasAttribute("disabled")).toBe(false);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(button.querySelector("[data-slot=spinner]")).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("when loading is disabled, busy, shows a hidden spinner, keeps its label and ignores clicks", () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Wird geladen" onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Add to cart/ });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    const spinner = button.querySelector("[data-slot=spinner]");
    expect(spinner).not.toBeNull();
    expect(spinner?.getAttribute("aria-hidden")).toBe("true");
    expect(spinner?.className).toContain("animate-spin");
    // The label and the localised loading text are both part of the accessible name.
    expect(button.textContent).toContain("Add to cart");
    expect(screen.getByText("Wird geladen").className).toContain("sr-only");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("uses the default loading text", () => {
    render(<Button loading>Pay</Button>);
    expect(screen.getByText("Loading").className).toContain("sr-only");
  });

  it("stays disabled when disabled and not loading", () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Pay" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("lets a link look like a button", () => {
    render(
      <a href="/en" className={buttonClasses({ variant: "outline", size: "small" })}>
        Home
      </a>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(link.className).toContain("border-primary-dark");
    expect(link.className).toContain("text-sm");
  });
});
