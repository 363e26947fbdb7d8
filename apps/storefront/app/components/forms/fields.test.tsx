// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getFormProps } from "../../lib/forms/field-props";
import { type FormResult, useShopForm } from "../../lib/forms/use-shop-form";
import { TextsProvider } from "../../lib/texts";
import { i18nIn } from "../../lib/texts/testing";
import { CheckboxField, FormAlert, TextField } from "./fields";

afterEach(cleanup);
// The schemas and the texts are transformed and loaded once for the file, not inside the first test's 5 s: under a
// full CI run on two cores that first load alone once took longer (the test itself takes a few ms).
beforeAll(async () => {
  await Promise.all([import("../../lib/forms/form-schemas"), i18nIn("en"), i18nIn("uk"), i18nIn("pl"), i18nIn("ru")]);
}, 60_000);

function SignUpDemo({ lastResult }: { lastResult?: FormResult }) {
  const [form, fields] = useShopForm("signUp", { id: "demo", lastResult });
  return (
    <form {...getFormProps(form)} method="post">
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField meta={fields.email} label="E-mail" type="email" />
      <TextField meta={fields.password} label="Password" type="password" hint="At least 8 characters." />
      <TextField meta={fields.repeatPassword} label="Repeat" type="password" />
      <CheckboxField meta={fields.adult}>18+</CheckboxField>
      <button type="submit">Create</button>
    </form>
  );
}

/** The demo form on a page whose root data says the language. */
async function renderIn(locale: string, lastResult?: FormResult) {
  const texts = await i18nIn(locale);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locale }),
      HydrateFallback: () => null,
      Component: () => (
        <TextsProvider lang={texts}>
          <SignUpDemo lastResult={lastResult} />
        </TextsProvider>
      ),
    },
  ]);
  render(<Stub />);
  const email = await screen.findByLabelText("E-mail");
  // The first focus in the form loads the schemas; validation in the browser starts once they are there.
  expect(email.hasAttribute("required")).toBe(true);
  fireEvent.focusIn(email);
  await act(async () => {
    await import("../../lib/forms/form-schemas");
  });
  return email;
}

describe("account form fields", () => {
  it("validate on blur with the shared schema and show the rule in the page's language, linked to the field", async () => {
    const email = await renderIn("uk");
    await act(async () => {
      fireEvent.focusOut(email);
    });
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Поле обов'язкове");
    // Untouched fields stay quiet.
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBeNull();
  });

  it("keep a hint in aria-describedby beside the error", async () => {
    await renderIn("en");
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-describedby")).toBe(`${password.id}-hint`);
    fireEvent.input(password, { target: { value: "short" } });
    await act(async () => {
      fireEvent.focusOut(password);
    });
    await waitFor(() => expect(password.getAttribute("aria-describedby")?.split(" ")).toHaveLength(2));
    expect(screen.getByText("The password needs at least 8 characters")).toBeTruthy();
  });

  it("tell at once that the passwords do not match", async () => {
    await renderIn("pl");
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    const repeat = screen.getByLabelText("Repeat");
    fireEvent.input(repeat, { target: { value: "correct hose" } });
    await act(async () => {
      fireEvent.focusOut(repeat);
    });
    await waitFor(() => expect(screen.getByText("Hasła nie są zgodne")).toBeTruthy());
  });

  it("on submit show every rule and move focus to the first invalid field", async () => {
    const email = await renderIn("ru");
    await act(async () => {
      fireEvent.submit(email.closest("form") as HTMLFormElement);
    });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getAllByText("Поле обязательно").length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText("Вам должно быть 18 лет или больше")).toBeTruthy();
  });

  it("show the server's answer: its message above the form, the field's rule on the field", async () => {
    await renderIn("en", {
      status: "error",
      initialValue: { email: "anna@example.pl" },
      error: { "": ["User with entered e-mail already exists!"], adult: ["mustBeAdult"] },
    });
    expect(screen.getByRole("alert").textContent).toBe("User with entered e-mail already exists!");
    expect(screen.getByText("You must be 18 or older")).toBeTruthy();
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("anna@example.pl");
  });
});
