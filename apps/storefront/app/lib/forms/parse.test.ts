import { ChangePasswordRequest, PasswordRestoreFields, SignInRequest, SignUpFields } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/client";
import { translatorIn } from "../texts/testing";
import { fieldMessage } from "./messages";
import { apiErrorReply, messageIn, parseForm } from "./parse";
import { DeleteAccountFields, REPEAT_NEW_PASSWORD, REPEAT_PASSWORD, StaffDecisionFields } from "./schemas";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const SIGN_UP = {
  email: " Anna@Example.PL ",
  password: "correct horse",
  repeatPassword: "correct horse",
  firstName: "Anna",
  lastName: "Kowalska",
  phone: "+48 600 100 200",
  acceptTerms: "on",
  adult: "on",
};

describe("the sign-up form (contracts SignUpFields through conform)", () => {
  it("accepts a complete form as the browser posts it (checkboxes 'on', e-mail trimmed and lower-cased)", () => {
    const submission = parseForm(form(SIGN_UP), SignUpFields, REPEAT_PASSWORD);
    expect(submission.status).toBe("success");
    if (submission.status === "success")
      expect(submission.value).toMatchObject({ email: "anna@example.pl", acceptTerms: true, adult: true, phone: "+48 600 100 200" });
  });

  it("names the rule each empty or wrong field breaks", () => {
    const submission = parseForm(form({ email: "nope", password: "short", phone: "12" }), SignUpFields, REPEAT_PASSWORD);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      email: ["invalidEmail"],
      password: ["passwordTooShort"],
      repeatPassword: ["required"],
      firstName: ["required"],
      lastName: ["required"],
      phone: ["invalidPhone"],
      acceptTerms: ["mustAcceptTerms"],
      adult: ["mustBeAdult"],
    });
  });

  it("says the passwords do not match at once, while other fields are still empty", () => {
    const submission = parseForm(form({ password: "correct horse", repeatPassword: "correct hose" }), SignUpFields, REPEAT_PASSWORD);
    expect(submission.reply().error?.repeatPassword).toEqual(["passwordsDoNotMatch"]);
  });

  it("says it once when only the repeat is wrong (the schema's own rule)", () => {
    const submission = parseForm(form({ ...SIGN_UP, repeatPassword: "other horse" }), SignUpFields, REPEAT_PASSWORD);
    expect(submission.reply().error).toEqual({ repeatPassword: ["passwordsDoNotMatch"] });
  });

  it("keeps the referral code of ?ref", () => {
    const submission = parseForm(form({ ...SIGN_UP, referralCode: "ANNA42" }), SignUpFields);
    expect(submission.status === "success" && submission.value.referralCode).toBe("ANNA42");
  });

  it("never sends passwords back in the reply", () => {
    const reply = parseForm(form({ ...SIGN_UP, email: "" }), SignUpFields).reply({ hideFields: ["password", "repeatPassword"] });
    expect(reply.initialValue).not.toHaveProperty("password");
    expect(reply.initialValue).not.toHaveProperty("repeatPassword");
    expect(reply.initialValue).toHaveProperty("firstName", "Anna");
  });
});

describe("the other account forms", () => {
  it("sign-in needs both fields", () => {
    expect(parseForm(form({}), SignInRequest).reply().error).toEqual({ email: ["required"], password: ["required"] });
  });

  it("restore and change password compare the repeat with the right field", () => {
    expect(
      parseForm(form({ password: "abcdefgh", repeatPassword: "abcdefgX" }), PasswordRestoreFields, REPEAT_PASSWORD).reply().error,
    ).toEqual({
      repeatPassword: ["passwordsDoNotMatch"],
    });
    const change = parseForm(form({ newPassword: "abcdefgh", repeatPassword: "abcdefgX" }), ChangePasswordRequest, REPEAT_NEW_PASSWORD);
    expect(change.reply().error).toEqual({ oldPassword: ["required"], repeatPassword: ["passwordsDoNotMatch"] });
  });

  it("account deletion asks for the password", () => {
    expect(parseForm(form({}), DeleteAccountFields).reply().error).toEqual({ password: ["required"] });
  });

  it("a staff decision is an approval with a kind or a rejection with a reason", () => {
    expect(parseForm(form({ decision: "approve", kind: "franchise" }), StaffDecisionFields).status).toBe("success");
    expect(parseForm(form({ decision: "reject", reason: " " }), StaffDecisionFields).reply().error).toEqual({ reason: ["required"] });
  });
});

describe("messages", () => {
  it("a field's rule reads in the page's language; other texts stay as they are", () => {
    expect(["en", "uk", "pl", "ru"].map((lang) => fieldMessage("required", translatorIn(lang as "en")))).toEqual([
      "Field is required",
      "Поле обов'язкове",
      "Pole jest wymagane",
      "Поле обязательно",
    ]);
    expect(fieldMessage("passwordsDoNotMatch", translatorIn("en"))).toBe("Passwords do not match");
    expect(fieldMessage("Podany NIP jest nieprawidłowy", translatorIn("pl"))).toBe("Podany NIP jest nieprawidłowy");
  });

  it("a failed call puts the server's message above the form and its issues on their fields", () => {
    const submission = parseForm(form(SIGN_UP), SignUpFields);
    const error = new ApiError("User with entered e-mail already exists!", 409, "EMAIL_TAKEN", {
      issues: [
        { path: "email", message: "Taken" },
        { path: "nowhere", message: "ignored" },
      ],
    });
    const reply = apiErrorReply(submission, error, { hideFields: ["password"] });
    expect(reply.error).toEqual({ "": ["User with entered e-mail already exists!"], email: ["Taken"] });
    expect(() => apiErrorReply(submission, new Error("bug"))).toThrow("bug");
  });

  it("a sign-in error (no Locale header) reads in the page's language by its code", () => {
    const error = new ApiError("Wrong e-mail or password.", 401, "INVALID_CREDENTIALS", null);
    expect(messageIn(error, "pl")).toBe("Nieprawidłowy e-mail lub hasło.");
    expect(messageIn(new ApiError("Teapot", 418, "TEAPOT", null), "pl")).toBe("Teapot");
  });
});
