import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { $ZodType, input, output } from "zod/v4/core";
import { parseForm, type RepeatRule } from "./parse";

type FormShape = Record<string, unknown>;

/**
 * A form validated by a contracts schema: on blur (then on input) in the browser, by the same parse
 * in the action. Errors of the server's answer (`lastResult`) show on their fields, and the first
 * invalid field takes focus.
 */
export function useZodForm<Schema extends $ZodType<FormShape, FormShape>>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult | null; repeat?: RepeatRule; defaultValue?: Partial<input<Schema>> },
) {
  return useForm<input<Schema>, output<Schema>>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as DefaultValue<input<Schema>>,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, options.repeat),
  });
}
