// A shop form's metadata as its components read it, and the props it gives the <form> and its controls.
// Ids, attributes and their order are Conform's (the pages' markup did not change when Conform left).
import type { FocusEvent, FormEvent } from "react";
import type { Constraint } from "./constraints";
import type { FormState } from "./form-state";

export interface FieldMeta extends Constraint {
  /** `${formId}-${name}`; its error is `${id}-error`, its description `${id}-description`. */
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  /** The messages shown (ValidationKeys or a server's text); undefined when the field is fine. */
  errors?: string[];
  /** The value the field starts from (the server's answer or the form's default). */
  initialValue?: string | string[];
  /** Changes when the form is emptied (undefined until then). */
  key?: string;
}

export interface FormMeta {
  id: string;
  errorId: string;
  descriptionId: string;
  /** The form's own messages (the server's, above the form). */
  errors?: string[];
  noValidate: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
}

export function fieldMeta(formId: string, name: string, state: FormState, constraint: Constraint = {}): FieldMeta {
  const id = `${formId}-${name}`;
  return {
    ...constraint,
    id,
    name,
    formId,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: state.error[name],
    initialValue: state.initialValue[name],
    key: state.resets ? `${state.resets}/${name}` : undefined,
  };
}

/** Its error (when it has one) and `describedBy` for aria-describedby; aria-invalid while it has errors. */
function aria(meta: FieldMeta, describedBy?: string) {
  const invalid = meta.errors !== undefined;
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${meta.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

function controlProps(meta: FieldMeta, describedBy?: string) {
  return { required: meta.required || undefined, id: meta.id, name: meta.name, form: meta.formId, ...aria(meta, describedBy) };
}

/** The <form>'s props: id, the browser's checks, noValidate (our messages, not the browser's), its error. */
export function getFormProps(form: FormMeta) {
  const { id, onSubmit, onBlur, onInput, noValidate } = form;
  return { id, onSubmit, noValidate, "aria-describedby": form.errors ? form.errorId : undefined, onBlur, onInput };
}

/** An uncontrolled input: its constraints, and its default value (or, for a checkbox, whether it starts ticked). */
export function getInputProps(meta: FieldMeta, options: { type: string; ariaDescribedBy?: string }) {
  const { type } = options;
  const props = {
    ...controlProps(meta, options.ariaDescribedBy),
    type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    pattern: meta.pattern,
    multiple: meta.multiple,
  };
  if (type === "checkbox" || type === "radio") return { ...props, value: "on", defaultChecked: meta.initialValue === "on" };
  return { ...props, defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined };
}

export function getTextareaProps(meta: FieldMeta) {
  return {
    ...controlProps(meta),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: meta.initialValue?.toString(),
  };
}
