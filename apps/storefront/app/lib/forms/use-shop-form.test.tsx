// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getFormProps, getInputProps } from "./field-props";
import { type FormResult, useShopForm } from "./use-shop-form";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const NAMES = ["oldPassword", "newPassword", "repeatPassword"] as const;

/** The change-password form with bare inputs: what the hook itself gives a page. */
function Demo({ lastResult, onSubmit }: { lastResult?: FormResult | null; onSubmit?: () => void }) {
  const [form, fields] = useShopForm("changePassword", { id: "demo", lastResult });
  const props = getFormProps(form);
  return (
    <form
      {...props}
      onSubmit={(event) => {
        props.onSubmit(event);
        if (!event.defaultPrevented) onSubmit?.();
        event.preventDefault();
      }}
    >
      {form.errors && <p id={form.errorId}>{form.errors.join(" ")}</p>}
      {NAMES.map((name) => (
        <div key={name}>
          <label htmlFor={fields[name].id}>{name}</label>
          <input {...getInputProps(fields[name], { type: "password" })} />
          {fields[name].errors && <p id={fields[name].errorId}>{fields[name].errors?.join(" ")}</p>}
        </div>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const ANSWER: FormResult = {
  status: "error",
  initialValue: { oldPassword: "typed" },
  error: { "": ["Refused"], repeatPassword: ["passwordsDoNotMatch"] },
};

/** The schemas arrive at the form's first focus; the browser's checks start then. */
async function loadSchemas() {
  fireEvent.focusIn(field("oldPassword"));
  await act(async () => {
    await import("./form-schemas");
  });
}

describe("useShopForm", () => {
  it("renders Conform's ids and attributes: aria only on fields with errors, noValidate, the constraints", () => {
    document.body.innerHTML = renderToString(<Demo lastResult={ANSWER} />);
    const form = document.querySelector("form") as HTMLFormElement;
    expect([form.id, form.noValidate, form.getAttribute("aria-describedby")]).toEqual(["demo", true, "demo-error"]);
    const repeat = document.getElementById("demo-repeatPassword") as HTMLInputElement;
    expect([repeat.name, repeat.required, repeat.getAttribute("form"), repeat.getAttribute("aria-invalid")]).toEqual([
      "repeatPassword",
      true,
      "demo",
      "true",
    ]);
    expect(document.getElementById(repeat.getAttribute("aria-describedby") ?? "")?.textContent).toBe("passwordsDoNotMatch");
    const old = document.getElementById("demo-oldPassword") as HTMLInputElement;
    expect([old.value, old.hasAttribute("aria-invalid"), old.hasAttribute("aria-describedby")]).toEqual(["typed", false, false]);
  });

  it("hydrates the server's markup without a mismatch", async () => {
    const errors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Demo lastResult={ANSWER} />);
    await act(async () => {
      hydrateRoot(container, <Demo lastResult={ANSWER} />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it("shows a new answer of the server and moves focus to its first invalid field", async () => {
    const { rerender } = render(<Demo />);
    expect(field("repeatPassword").hasAttribute("aria-invalid")).toBe(false);
    rerender(<Demo lastResult={{ ...ANSWER }} />);
    await waitFor(() => expect(document.activeElement).toBe(field("repeatPassword")));
    expect(field("repeatPassword").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("demo-error")?.textContent).toBe("Refused");
  });

  it("empties the form when the server answers with a reset", async () => {
    const { rerender } = render(<Demo lastResult={ANSWER} />);
    for (const name of NAMES) fireEvent.input(field(name), { target: { value: "correct horse battery" } });
    rerender(<Demo lastResult={{ initialValue: null }} />);
    await waitFor(() => expect(NAMES.map((name) => field(name).value)).toEqual(["", "", ""]));
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0);
    expect(document.getElementById("demo-error")).toBeNull();
  });

  it("checks a field again on input once it was checked, and leaves unchecked fields alone", async () => {
    render(<Demo />);
    await loadSchemas();
    const password = field("newPassword");
    fireEvent.input(password, { target: { value: "short" } });
    expect(password.hasAttribute("aria-invalid")).toBe(false);
    await act(async () => {
      fireEvent.focusOut(password);
    });
    expect(document.getElementById("demo-newPassword-error")?.textContent).toBe("passwordTooShort");
    await act(async () => {
      fireEvent.input(password, { target: { value: "long enough now" } });
    });
    expect(password.hasAttribute("aria-invalid")).toBe(false);
    expect(field("repeatPassword").hasAttribute("aria-invalid")).toBe(false);
  });

  it("lets a valid form go, clearing the server's messages", async () => {
    const sent = vi.fn();
    render(<Demo lastResult={ANSWER} onSubmit={sent} />);
    await loadSchemas();
    for (const name of NAMES) fireEvent.input(field(name), { target: { value: "correct horse battery" } });
    await act(async () => {
      fireEvent.submit(document.querySelector("form") as HTMLFormElement);
    });
    expect(sent).toHaveBeenCalledOnce();
    expect(document.getElementById("demo-error")).toBeNull();
    expect(document.querySelectorAll("[aria-invalid]")).toHaveLength(0);
  });
});
