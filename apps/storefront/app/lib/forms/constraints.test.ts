import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONSTRAINTS } from "./constraints";
import { FORMS, type FormName } from "./form-schemas";

describe("the forms' written-out constraints", () => {
  for (const name of Object.keys(FORMS) as FormName[]) {
    it(`match the schema of ${name} (update constraints.ts when a schema changes)`, () => {
      expect(CONSTRAINTS[name]).toEqual(getZodConstraint(FORMS[name].schema));
    });
  }
});
