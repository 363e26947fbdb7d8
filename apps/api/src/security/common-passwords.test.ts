import { PASSWORD_MIN } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS, refuseCommonPassword } from "./common-passwords";
import { isCommonPassword } from "./passwords";

describe("the common-password list", () => {
  it("holds a few hundred lower-case passwords that pass the length rule", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
    }
  });

  it("matches case-insensitively and lets uncommon passwords through", () => {
    for (const password of ["password", "Password1", "QWERTY123", "iloveyou", "1q2w3e4r5t", "Sunshine1"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword("violet-kettle-harbour")).toBe(false);
  });

  it("refuses a common password with the translated message on the password field", () => {
    expect(() => refuseCommonPassword("Football1", "pl")).toThrow(
      expect.objectContaining({
        code: "VALIDATION_FAILED",
        issues: [{ path: "password", message: "To hasło jest zbyt popularne; wybierz inne" }],
      }),
    );
    expect(() => refuseCommonPassword("violet-kettle-harbour", "en")).not.toThrow();
  });
});
