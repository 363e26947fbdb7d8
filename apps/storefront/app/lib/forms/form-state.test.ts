import { describe, expect, it } from "vitest";
import { checksOn, formValues, initialFormState, withFieldCheck, withServerResult, withSubmitCheck } from "./form-state";

describe("a form's state", () => {
  it("holds default values as a form does: text, true as on, numbers and dates as text, nothing for empty", () => {
    expect(
      formValues({ name: "Anna", empty: "", none: null, no: false, yes: true, storeId: 7, at: new Date("2025-03-31T08:00:00Z") }),
    ).toEqual({ name: "Anna", yes: "on", storeId: "7", at: "2025-03-31T08:00:00.000Z" });
  });

  it("starts from the server's answer when the page comes with one, its fields validated", () => {
    const state = initialFormState(
      {
        status: "error",
        initialValue: { email: "anna@example.pl" },
        error: { "": ["Refused"], password: ["required"] },
        fields: ["email"],
      },
      { email: "default@example.pl" },
    );
    expect(state.initialValue).toEqual({ email: "anna@example.pl" });
    expect(state.error).toEqual({ "": ["Refused"], password: ["required"] });
    expect(state.validated).toEqual({ "": true, password: true, email: true });
    expect(initialFormState(null, { email: "x" })).toEqual({ initialValue: { email: "x" }, error: {}, validated: {}, resets: 0 });
  });

  it("checks a field on its first blur, then on every input", () => {
    const state = initialFormState(null, {});
    expect([checksOn(state, "email", "blur"), checksOn(state, "email", "input")]).toEqual([true, false]);
    const checked = withFieldCheck(state, "email", { email: ["invalidEmail"], password: ["required"] });
    // Only the field checked shows its message; the others stay quiet until they are checked.
    expect(checked.error).toEqual({ email: ["invalidEmail"] });
    expect([checksOn(checked, "email", "blur"), checksOn(checked, "email", "input")]).toEqual([false, true]);
    expect(withFieldCheck(checked, "password", undefined).error).toEqual({});
  });

  it("shows every message on submit and validates every posted field", () => {
    const state = withSubmitCheck(initialFormState(null, {}), { password: ["required"], adult: ["mustBeAdult"] }, ["email", "password"]);
    expect(state.error).toEqual({ password: ["required"], adult: ["mustBeAdult"] });
    expect(state.validated).toEqual({ email: true, password: true, adult: true });
    expect(withSubmitCheck(state, undefined, ["email"]).error).toEqual({});
  });

  it("takes a new answer's errors (null keeps a field's), keeping the values the fields started from", () => {
    const state = { ...initialFormState(null, { email: "a@b.pl" }), error: { phone: ["invalidPhone"] } };
    const next = withServerResult(state, { status: "error", initialValue: { email: "c@d.pl" }, error: { "": ["No"], phone: null } }, {});
    expect(next.error).toEqual({ "": ["No"], phone: ["invalidPhone"] });
    expect(next.initialValue).toEqual({ email: "a@b.pl" });
  });

  it("empties the form on a reset answer: the defaults, no messages, new keys", () => {
    const state = withSubmitCheck(initialFormState(null, {}), { password: ["required"] }, ["password"]);
    expect(withServerResult(state, { initialValue: null }, { country: "Poland" })).toEqual({
      initialValue: { country: "Poland" },
      error: {},
      validated: {},
      resets: 1,
    });
  });
});
